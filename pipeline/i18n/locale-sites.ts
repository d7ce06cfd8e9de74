/**
 * The site in every locale it is built in (`chosen-locales.ts`): the content root's folder first,
 * then each other locale as a site of its own under /<locale>, built over its translated files
 * (`overlay.ts`) by the same content stages, and finished with its locale's strings and prefix
 * (`finish.ts`). A locale other than the default built alone (`--locale ar`) is the root site,
 * from its translated folder, at the prefix its base URL gives (the root unless configured).
 */
import { relative, resolve } from 'node:path';
import { loadContentLayout } from '../../docusaurus/node/config/layout.js';
import { Report } from '../check/report.js';
import { mergeLocaleReport } from '../check/merge-locale-report.js';
import type { BuildRun, FolderContent, FolderRun, LoadedConfig, LocaleContent, SiteContent, SiteFolder } from '../model/build.js';
import { i18nJson, localeDir } from './locales.js';
import { cachePaths, localeSiteCacheDir } from '../cache/paths.js';
import { localeTranslations } from './translation-files.js';
import { translateLayout } from './translate.js';
import { localeSiteDir } from './overlay.js';
import { shownUpdateTimes, type FileHistory } from '../content/git.js';
import { finishLocaleModel, pluginCodeTranslations } from './finish.js';
import { localeOnlyBundleParts } from './shared-bundle.js';

/** The content stages for one site folder (load → routes → compile → assemble). */
export type FolderStages = (run: FolderRun) => Promise<FolderContent>;

export async function localeSites(run: BuildRun, config: LoadedConfig, stages: FolderStages): Promise<SiteContent> {
  const { contentRoot, options, bodies } = run;
  const { layout, i18n, i18nProblems } = config;
  const [rootCode, ...others] = config.build as [string, ...string[]];
  const localeOf = (code: string) => i18n.locales.find((l) => l.code === code)!;
  // A locale's folder is a copy of the site's: its files' history is the original folder's.
  let history: Promise<FileHistory> | undefined;
  const originalHistory = () => (history ??= shownUpdateTimes(contentRoot, layout, cachePaths(options, contentRoot).gitHistory));
  /** The folder a locale other than the default is built from: the site folder with its translated files laid over. */
  const localeFolder = async (code: string): Promise<SiteFolder> => {
    const translationDirs = { root: resolve(contentRoot, i18n.path), locale: localeDir(i18n, code, contentRoot) };
    const dir = localeSiteDir(layout, translationDirs, localeSiteCacheDir(contentRoot, code));
    const translations = localeTranslations(translationDirs.locale, code, i18nProblems);
    return {
      dir,
      display: relative(process.cwd(), dir),
      layout: translateLayout(await loadContentLayout(dir, { locale: code, localized: config.localized }), translations),
      original: { lastUpdate: await originalHistory(), dir: contentRoot },
      translations,
      i18n: i18nJson(i18n, code, contentRoot, []), // reported by finishLocaleModel
      localized: config.localized,
    };
  };
  // The site's folder as the root: the default locale, or the one locale built alone (`--locale`).
  // The compile reads the page's locale and its code.json (Translate at build time); finishLocaleModel reports its problems.
  const rootFolder: SiteFolder =
    rootCode === i18n.defaultLocale
      ? { dir: contentRoot, display: run.display, layout, i18n: i18nJson(i18n, i18n.defaultLocale, contentRoot, []), localized: config.localized }
      : await localeFolder(rootCode);
  const site = await stages({ options, bodies, folder: rootFolder, report: run.report, timings: run.timings });
  if (rootCode === i18n.defaultLocale) history = Promise.resolve(site.lastUpdate);
  // `<Translate>` messages: the site plugins' defaults (getDefaultCodeTranslationMessages) under the locale's code.json, as Docusaurus merges them.
  const pluginMessages = pluginCodeTranslations(site.siteFile?.value);
  if (site.model)
    site.model = finishLocaleModel(site.model, i18n, contentRoot, rootCode === i18n.defaultLocale ? null : localeOf(rootCode), i18nProblems, pluginMessages);
  const locales: LocaleContent[] = [];
  for (const locale of others.map(localeOf)) {
    const folder = await localeFolder(locale.code);
    // The locale's folder repeats the site's config: its warnings about it are the site's, said once.
    const localeReport = new Report();
    const built = await stages({ options, bodies, folder, report: localeReport, timings: {} });
    mergeLocaleReport(run.report, localeReport, locale.code);
    // The site's plugins ran for this locale (its own context, as Docusaurus loads the site per locale):
    // its routes, global data and head tags are in its model; the client bundle is the root locale's.
    const unbundled = localeOnlyBundleParts(site.siteFile?.value.sitePlugins, built.siteFile?.value.sitePlugins, folder.dir, contentRoot);
    if (unbundled.length > 0)
      run.report.warn(
        relative(process.cwd(), site.siteFile?.path ?? contentRoot),
        1,
        1,
        `the site's plugins give locale ${locale.code} ${unbundled.join(', ')}, which the ${rootCode} locale's run did not; every locale shares one client bundle here, made with the ${rootCode} locale's (Docusaurus bundles each locale on its own)`,
      );
    if (!built.model) continue;
    // `<Translate>` defaults of the plugins as they ran for this locale.
    const model = finishLocaleModel(built.model, i18n, contentRoot, locale, i18nProblems, pluginCodeTranslations(built.siteFile?.value));
    locales.push({ model, prefix: locale.prefix, docs: built.docs, compiled: built.compiled, siteFile: built.siteFile });
  }
  for (const p of i18nProblems) {
    if (p.warning) run.report.warn(relative(process.cwd(), p.file), p.line, 1, p.message);
    else run.report.error(relative(process.cwd(), p.file), p.line, 1, p.message);
  }
  return { site, locales };
}
