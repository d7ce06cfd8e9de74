import { AsyncLocalStorage } from 'node:async_hooks';
import { isMainThread } from 'node:worker_threads';

/** The locale of the run a piece of work is inside (nested runs see their outer run's). */
const within = new AsyncLocalStorage<string>();
let inside = 0;
let current = '';
let before: string | undefined;
/** Settles when the runs of `current` have all ended: a run for another locale waits for it. */
let drained: Promise<void> = Promise.resolve();
let drain = () => {};

/**
 * Runs `work` with `DOCUSAURUS_CURRENT_LOCALE` set to `locale`, as Docusaurus's `buildLocale` sets
 * it before it loads the site for each locale in turn (the config, its presets and its plugins read
 * it: "a workaround to translate the site config", docusaurus#4542). Restored afterwards, so a
 * build's other steps and dev mode see what they saw before.
 *
 * The variable is one for the whole process, so runs for two locales cannot overlap: concurrent
 * runs for the same locale share one setting (a locale's config is loaded by several steps at
 * once), and a run for another locale waits until they have all ended (before, it ran with the
 * first locale's value, and the first locale's last run restoring the variable in the middle of it
 * left its plugins reading none: fixture 2's English maintenance page once said "unset"). A run
 * nested inside another (`within`), or without a locale, leaves the variable as it is; waiting
 * there would never end. A worker thread has its own copy of the environment, so it runs `work` as
 * it is.
 */
export async function inDocusaurusLocale<T>(locale: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!locale || !isMainThread || within.getStore() !== undefined) return work();
  while (inside > 0 && current !== locale) await drained;
  if (inside++ === 0) {
    current = locale;
    before = process.env.DOCUSAURUS_CURRENT_LOCALE;
    process.env.DOCUSAURUS_CURRENT_LOCALE = locale;
    drained = new Promise((resolve) => (drain = resolve));
  }
  try {
    return await within.run(locale, work);
  } finally {
    if (--inside === 0) {
      if (before === undefined) delete process.env.DOCUSAURUS_CURRENT_LOCALE;
      else process.env.DOCUSAURUS_CURRENT_LOCALE = before;
      drain();
    }
  }
}
