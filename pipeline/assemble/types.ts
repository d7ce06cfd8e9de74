/** What the site is assembled from and into, shared by `stages/assemble.ts` and its converters. */
import type { FeedSettings } from '../emit/feed-settings.js';
import type { BlogAuthor, DocsVersion, I18nJson, RouteChunk, SidebarChunk, SiteConfigJson } from '../contract.js';
import type { ContentLayout } from '../config/docusaurus/layout.js';
import type { SidebarsConfig } from '../sidebars/types.js';
import type { SiteConfig } from '../site-config.js';
import type { LocaleTranslations } from '../i18n/translation-files.js';
import type { Report } from '../validate/report.js';
import type { CompiledEntry } from '../stages/compile.js';
import type { ContentFiles } from '../stages/content-files.js';
import type { DocEntry, PostEntry } from '../stages/routes.js';

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
  /** Content path → ISO date of its last commit. */
  lastUpdate: Map<string, string>;
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

/** What every converter reads: the inputs, the files read for this pass, and where problems go. */
export interface AssembleContext {
  inputs: SiteInputs;
  files: ContentFiles;
  layout: ContentLayout;
  report: Report;
  /** A content path as shown in messages. */
  at: (path: string) => string;
}

/** A doc with its compiled form, paired by source path. */
export interface DocItem {
  entry: DocEntry;
  compiled: CompiledEntry;
}

/** A post with its compiled form, paired by source path. */
export interface PostItem {
  entry: PostEntry;
  compiled: CompiledEntry;
}

/** Doc ids repeat across docs instances: a doc is known by both. */
export const docKey = (instance: string, id: string) => `${instance}\u0000${id}`;
