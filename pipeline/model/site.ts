/**
 * The site as the stages hand it on: what it is assembled from (`SiteInputs`) and the whole site as
 * JSON values before anything is written (`SiteModel`), which every emit step reads.
 */
import type { BlogAuthor, DocsVersion, I18nJson, RouteChunk, SidebarChunk, SiteConfigJson } from '../../common/contract.js';
import type { ContentLayout } from '../../docusaurus/node/config/layout.js';
import type { SidebarsConfig } from '../sidebars/types.js';
import type { SiteConfig } from '../site-config.js';
import type { LocaleTranslations } from '../i18n/translation-files.js';
import type { CompiledEntry } from './entries.js';
import type { FileHistory } from '../content/git.js';

/** The blog plugin's `feedOptions` as the model carries them (`emit/feed-settings.ts` reads them from the options). */
export type FeedType = 'rss' | 'atom' | 'json';

export interface FeedSettings {
  types: FeedType[];
  /** The blog's route prefix (`/blog`, `''` at the root). */
  blogPrefix: string;
  title: string | null;
  description: string | null;
  copyright: string | null;
  language: string | null;
  /** Posts per feed; null: every post. */
  limit: number | null;
}

/** What the site is assembled from besides its documents: config files and per-run facts. */
export interface SiteInputs {
  contentRoot: string;
  /** The content root as shown in messages. */
  display: string;
  /** The default docs instance's sidebars file. */
  sidebarsFile: { path: string; value: SidebarsConfig; text: string } | null;
  /** Docs plugin instance id → its sidebars file (null: none, or `sidebarPath: false`). */
  instanceSidebars?: Map<string, { path: string; value: SidebarsConfig; text: string } | null>;
  /** Where the docs instances, the blog and the pages are, and their options. */
  layout?: ContentLayout;
  siteFile: { path: string; value: SiteConfig } | null;
  preview: boolean;
  /** The preview's label for its banner (`pull request #12`), when the host said. */
  previewOf?: string | null;
  /** The analytics measurement id from the environment (`ANALYTICS_ID`), read by the config stage. */
  analyticsId?: string;
  /** Content path → its last commit (ISO time, author). */
  lastUpdate: FileHistory;
  authors: Map<string, BlogAuthor>;
  /** Config files that failed to load or parse (absolute paths); reported as errors. */
  problems: { file: string; line: number; message: string }[];
  /** A locale's translation files (`pipeline/i18n/`); absent for the default locale. */
  translations?: LocaleTranslations;
  /** Config notes that do not stop the build (Docusaurus options without effect here). */
  warnings?: { file: string; line: number; message: string }[];
}

/** A route chunk with the sidebar it is shown with. */
export interface RouteEntry {
  chunk: RouteChunk;
  sidebar: string | null;
}

/** The whole site as JSON values, before anything is written: what the emit steps write. */
export interface SiteModel {
  site: SiteConfigJson;
  routes: RouteEntry[];
  sidebars: SidebarChunk[];
  versions: DocsVersion[];
  /** The compiled docs and posts, for steps that index content (search). */
  entries: CompiledEntry[];
  staticDir: string;
  /** Every static folder (`staticDirectories`), in order: all published at the root, the first one's file kept. */
  staticDirs?: string[];
  /** The blog's title and description, for feeds and page heads, and its feeds (`feedOptions`). */
  blog: { title: string; description: string; feeds?: FeedSettings | null };
  /** Registry key → module file of the site's React pages (`src/pages/**\/*.js`), for the SPA bundle. */
  sitePages: Record<string, string>;
  /** The blog's recent posts as Docusaurus's `blog-post-list-prop-<id>.json` holds them, for React pages that import it. */
  blogPostList: { title: string; items: { title: string; permalink: string; unlisted: boolean; date: string }[] } | null;
  /** The site's locales and this model's one (set by the build, `pipeline/i18n/`); absent: English only. */
  i18n?: I18nJson;
  /** The config's inline head scripts, each as the file its element loads (`config/head-scripts.ts`). */
  headScripts?: { path: string; code: string }[];
}
