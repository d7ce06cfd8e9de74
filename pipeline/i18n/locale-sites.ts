/**
 * The site in every locale: the content root's folder first, then each other locale as a site of
 * its own under /<locale>, built over its translated files (`overlay.ts`) by the same content
 * stages, and finished with its locale's strings and prefix (`finish.ts`).
 */
import { relative, resolve } from 'node:path';
import { loadContentLayout } from '../../docusaurus/node/config/layout.js';
import { Report } from '../check/report.js';
import { mergeLocaleReport } from '../check/merge-locale-report.js';
import type { BuildRun, FolderContent, FolderRun, LoadedConfig, LocaleContent, SiteContent, SiteFolder } from '../model/build.js';
import { i18nJson, localeDir } from './locales.js';
import { localeSiteCacheDir } from '../cache/paths.js';
import { localeTranslations } from './translation-files.js';
import { translateLayout } from './translate.js';
import { localeSiteDir } from './overlay.js';
import { finishLocaleModel, pluginCodeTranslations } from './finish.js';
import { localeOnlyBundleParts } from './shared-bundle.js';

/** The content stages for one site folder (load → routes → compile → assemble). */
export type FolderStages = (run: FolderRun) => Promise<FolderContent>;

export async function localeSites(run: BuildRun, config: LoadedConfig, stages: FolderStages): Promise<SiteContent> {
  const { contentRoot, options, bodies } = run;
  const { layout, i18n, i18nProblems } = config;
  // The compile reads the page's locale and its code.json (Translate at build time); finishLocaleModel reports its problems.
  const folder: SiteFolder = { dir: contentRoot, display: run.display, layout, i18n: i18nJson(i18n, i18n.defaultLocale, contentRoot, []) };
  const site = await stages({ options, bodies, folder, report: run.report, timings: run.timings });
  // `<Translate>` messages: the site plugins' defaults (getDefaultCodeTranslationMessages) under the locale's code.json, as Docusaurus merges them.
  const pluginMessages = pluginCodeTranslations(site.siteFile?.value);
  if (site.model) site.model = finishLocaleModel(site.model, i18n, contentRoot, null, i18nProblems, pluginMessages);
  const locales: LocaleContent[] = [];
  for (const locale of i18n.locales.filter((l) => l.code !== i18n.defaultLocale)) {
    const translationDirs = { root: resolve(contentRoot, i18n.path), locale: localeDir(i18n, locale.code, contentRoot) };
    const dir = localeSiteDir(layout, translationDirs, localeSiteCacheDir(contentRoot, locale.code));
    const translations = localeTranslations(translationDirs.locale, locale.code, i18nProblems);
    const localeFolder: SiteFolder = {
      dir,
      display: relative(process.cwd(), dir),
      layout: translateLayout(await loadContentLayout(dir, locale.code), translations),
      original: { lastUpdate: site.lastUpdate, dir: contentRoot },
      translations,
      i18n: i18nJson(i18n, locale.code, contentRoot, []), // reported by finishLocaleModel
    };
    // The locale's folder repeats the site's config: its warnings about it are the site's, said once.
    const localeReport = new Report();
    const built = await stages({ options, bodies, folder: localeFolder, report: localeReport, timings: {} });
    mergeLocaleReport(run.report, localeReport, locale.code);
    // The site's plugins ran for this locale (its own context, as Docusaurus loads the site per locale):
    // its routes, global data and head tags are in its model; the client bundle is the default locale's.
    const unbundled = localeOnlyBundleParts(site.siteFile?.value.sitePlugins, built.siteFile?.value.sitePlugins, dir, contentRoot);
    if (unbundled.length > 0)
      run.report.warn(
        relative(process.cwd(), site.siteFile?.path ?? contentRoot),
        1,
        1,
        `the site's plugins give locale ${locale.code} ${unbundled.join(', ')}, which the default locale's run did not; every locale shares one client bundle here, made with the default locale's (Docusaurus bundles each locale on its own)`,
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
