import type { I18nJson, Manifest } from '../../common/contract.js';
import type { ContentLayout } from '../../docusaurus/node/config/layout.js';
import type { LocaleTranslations } from '../i18n/translation-files.js';
import type { I18nConfig } from '../i18n/config.js';
import type { Report } from '../check/report.js';
import type { BodyStore } from '../compile/body-store.js';
import type { SiteInputs, SiteModel } from './site.js';
import type { FileHistory } from '../content/git.js';

export interface BuildOptions {
  contentRoot: string;
  outDir: string;
  /** Also build the SPA bundle with Vite (off for pipeline-only tests). */
  app: boolean;
  preview: boolean;
  /** The preview's label for its banner (`pull request #12`), from the host's environment. */
  previewOf?: string | null;
  /** Print progress and the problem list. */
  log: boolean;
  /** The site config file, when it is not `site.config.ts` in the content root. */
  configFile?: string;
  /** Reuse compiled documents from `.cache/compile/` (default); false compiles everything (`--no-cache`). */
  cache?: boolean;
  /** Where the compile cache lives (default `.cache/compile`), one folder per content root. */
  cacheDir?: string;
  /** Bundle the site's pages and components even when the content has errors, to report the bundle's too (`compat`). */
  bundleDespiteErrors?: boolean;
  /**
   * Threads that compile documents and prerender pages; 1 works in the build's own thread. Default:
   * one per core to prerender, one per two cores to compile.
   */
  workers?: number;
  /**
   * Source bytes whose compiled bodies stay in memory; the rest are read back from disk when a
   * step needs them (compile/body-store.ts). Default `IN_MEMORY_SOURCE_BYTES`; 0 keeps none.
   */
  bodiesInMemory?: number;
  /**
   * The locales to build (`--locale`, as Docusaurus's `build --locale`): unset builds every locale;
   * one alone is written at the output's root.
   */
  locales?: string[];
}

/** The load stage's first output: the site's content layout and locales. */
export interface LoadedConfig {
  layout: ContentLayout;
  i18n: I18nConfig;
  /** The locales this build makes, in order: the first at the output's root (`i18n/chosen-locales.ts`). */
  build: string[];
  /** False when one locale is built alone (`chosen-locales.ts`). */
  localized: boolean;
  /** Problems with the locales' files, reported once every locale is built (`i18n/locale-sites.ts`). */
  i18nProblems: { file: string; line: number; message: string; warning?: boolean }[];
}

/** What a stage reports its time in: `name → ms`, in the order the stages ran (printed, and in `BuildResult`). */
export type Timings = Record<string, number>;

/** One run of the build: its options and what every stage adds to (problems, times). */
export interface BuildRun {
  options: BuildOptions;
  /** The site folder, absolute, and as problems name it (relative to the working folder). */
  contentRoot: string;
  display: string;
  report: Report;
  timings: Timings;
  bodies: BodyStore;
}

/** A folder built as a site: the content root, or a locale's overlay of it. */
export interface SiteFolder {
  dir: string;
  display: string;
  layout: ContentLayout;
  /** A locale's folder is a copy: the history of its files is the original folder's. */
  original?: { lastUpdate: FileHistory; dir: string };
  translations?: LocaleTranslations;
  /** The locale's i18n, for the Docusaurus hooks content reads at build time (`Translate`, `useDocusaurusContext().i18n`). */
  i18n?: I18nJson;
  /** False when its locale is built alone (`--locale`): its base URL is the site's, as its plugins see it (`chosen-locales.ts`). */
  localized?: boolean;
}

/**
 * One site folder's run through the content stages: a locale's has a report and timings of its
 * own (its problems are merged into the site's, `i18n/locale-sites.ts`).
 */
export interface FolderRun {
  options: BuildOptions;
  bodies: BodyStore;
  folder: SiteFolder;
  report: Report;
  timings: Timings;
}

/** One site folder's content, assembled (load → routes → compile → assemble). */
export interface FolderContent {
  model: SiteModel | null;
  docs: number;
  posts: number;
  lastUpdate: FileHistory;
  customCss: string[];
  siteFile: SiteInputs['siteFile'];
  /** Where its docs instances, blog and pages are, and their options (a Markdown file's loader is read from it). */
  layout: ContentLayout;
  /** The source files compiled in this run (the others came from the cache). */
  compiled: string[];
}

/** A locale other than the default: its finished model, served under `prefix`. */
export interface LocaleContent {
  model: SiteModel;
  prefix: string;
  docs: number;
  compiled: string[];
  /** The locale's own config and what its run of the site's plugins gave (their `postBuild` among it). */
  siteFile: SiteInputs['siteFile'];
}

/** The site's content in every locale. */
export interface SiteContent {
  site: FolderContent;
  locales: LocaleContent[];
}

/** The emit's result: the manifests the prerender reads. */
export interface Emitted {
  manifest: Manifest;
  localeManifests: Manifest[];
}
