import { isMainThread } from 'node:worker_threads';

let inside = 0;
let current = '';
let before: string | undefined;

/**
 * Runs `work` with `DOCUSAURUS_CURRENT_LOCALE` set to `locale`, as Docusaurus's `buildLocale` sets
 * it before it loads the site for each locale in turn (the config, its presets and its plugins read
 * it: "a workaround to translate the site config", docusaurus#4542). Restored afterwards, so a
 * build's other steps and dev mode see what they saw before. Nested and concurrent runs for the
 * same locale share one setting (a locale's config is loaded by several steps at once); a run for
 * another locale inside one, or no locale, leaves the variable as it is. A worker thread has its
 * own copy of the environment, so it runs `work` as it is.
 */
export async function inDocusaurusLocale<T>(locale: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!locale || !isMainThread || (inside > 0 && current !== locale)) return work();
  if (inside++ === 0) {
    current = locale;
    before = process.env.DOCUSAURUS_CURRENT_LOCALE;
    process.env.DOCUSAURUS_CURRENT_LOCALE = locale;
  }
  try {
    return await work();
  } finally {
    if (--inside === 0) {
      if (before === undefined) delete process.env.DOCUSAURUS_CURRENT_LOCALE;
      else process.env.DOCUSAURUS_CURRENT_LOCALE = before;
    }
  }
}
