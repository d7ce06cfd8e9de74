import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadFreshModule } from '../../../pipeline/config/fresh-module.js';
import { inFolder } from '../../../pipeline/util/in-folder.js';
import { expandPresets } from './presets.js';
import { inDocusaurusLocale } from './current-locale.js';
import type { SiteLoad } from './site-load.js';

/** Docusaurus's own search order for its config file. */
export const DOCUSAURUS_CONFIG_FILES = ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'].map((ext) => `docusaurus.config.${ext}`);

export interface LoadedDocusaurusConfig {
  path: string;
  config: Record<string, unknown>;
}

/** A config file that threw while being evaluated, with the place in that file when the stack has it. */
export class DocusaurusConfigError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** Each config file's evaluation per locale, within one build (sharingConfigEvaluations). */
const evaluations = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/**
 * Runs `run` with each config file evaluated at most once per locale inside it, as Docusaurus
 * evaluates it once per locale it builds: the stages that read the config (the content layout,
 * the locales, the site config and its plugins) share that evaluation. A build runs in one; dev
 * mode's reload after a save, outside any, evaluates afresh.
 */
export function sharingConfigEvaluations<T>(run: () => Promise<T>): Promise<T> {
  return evaluations.run(new Map(), run);
}

/**
 * Evaluates a site's `docusaurus.config.*` as Docusaurus does: jiti (the loader Docusaurus uses)
 * runs TS, ESM or CommonJS alike, resolving the file's own imports and requires from the site's
 * folder and its `node_modules`; a default export that is a function (async or not) is called.
 * A preset other than the classic one is called, as Docusaurus calls it, and replaced by the
 * plugins and themes it returns (`./presets.ts`); plugins and themes are only named in the result,
 * never loaded: `./plugins.ts` reads their options. Null when the folder has no config file.
 * `locale`: the locale being built, as Docusaurus loads the config afresh for each locale with
 * `DOCUSAURUS_CURRENT_LOCALE` set to it (a config function may read it) and calls the presets with
 * that locale's context; without one, the default locale's context and the environment as it is.
 * `localized` false: the locale is built alone, at the site's base URL (`presetContext`).
 */
export async function loadDocusaurusConfig(siteDir: string, load: SiteLoad = {}): Promise<LoadedDocusaurusConfig | null> {
  const { locale } = load;
  const path = DOCUSAURUS_CONFIG_FILES.map((name) => join(siteDir, name)).find((p) => existsSync(p));
  if (!path) return null;
  let config: unknown;
  try {
    // From the site folder, as Docusaurus evaluates it (a config may resolve paths against it).
    const evaluate = () =>
      inDocusaurusLocale(locale, () =>
        inFolder(siteDir, async () => {
          const imported = loadFreshModule(path);
          return typeof imported === 'function' ? await (imported as () => unknown)() : await imported;
        }),
      );
    const shared = evaluations.getStore();
    const key = `${path}\0${locale ?? ''}`;
    if (shared && !shared.has(key)) shared.set(key, evaluate());
    config = await (shared ? shared.get(key) : evaluate());
  } catch (error) {
    const { file, line } = errorPlace(error, path);
    const first = String((error as Error)?.message ?? error).split('\n')[0];
    throw new DocusaurusConfigError(file, line, `${first} (while evaluating the Docusaurus config)`);
  }
  if (!config || typeof config !== 'object' || Array.isArray(config)) {
    throw new DocusaurusConfigError(
      path,
      1,
      `the Docusaurus config must export an object or a function returning one; got ${config === null ? 'null' : Array.isArray(config) ? 'an array' : typeof config}`,
    );
  }
  try {
    const expanded = await inDocusaurusLocale(locale, () => inFolder(siteDir, () => expandPresets(config as Record<string, unknown>, path, siteDir, load)));
    return { path, config: expanded };
  } catch (error) {
    const { file, line } = errorPlace(error, path);
    const first = String((error as Error)?.message ?? error).split('\n')[0];
    throw new DocusaurusConfigError(file, line, `${first} (while running a preset of the Docusaurus config)`);
  }
}

/** The first frame of the stack inside the site (not its node_modules), else the config file. */
function errorPlace(error: unknown, configPath: string): { file: string; line: number } {
  const stack = String((error as Error)?.stack ?? '');
  for (const m of stack.matchAll(/(?:file:\/\/)?(\/[^\s:()]+\.(?:[cm]?[jt]s|[jt]sx)):(\d+)/g)) {
    if (!m[1]!.includes('/node_modules/')) return { file: m[1]!, line: Number(m[2]) };
  }
  return { file: configPath, line: 1 };
}
