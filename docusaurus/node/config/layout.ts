import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { DocusaurusConfigError, loadDocusaurusConfig } from './load.js';
import { CURRENT_VERSION, docsVersions, readVersionsFile, type VersionMeta } from '../../../pipeline/versions/versions.js';
import { hasMarkdownPlugins, type MarkdownPlugins } from './markdown-plugins.js';
import { readPluginOptions, type BlogOptions, type DocsInstanceOptions, type PagesOptions, type PluginOptions } from './plugin-options.js';
import type { SiteLoad } from './site-load.js';

/** Where a site's content is and how it is routed: the docs instances, the blog and the pages. */
export interface ContentLayout {
  siteDir: string;
  /**
   * One entry per docs version of each docs plugin instance (`pipeline/versions/`): the current
   * version keeps the plugin's `id`, a released one is `<id>@<version>`; `version.pluginId` is the plugin's.
   */
  docs: DocsLayout[];
  blog: (BlogOptions & { dir: string; prefix: string }) | null;
  pages: (PagesOptions & { dir: string; prefix: string }) | null;
  /** The config's `baseUrl` (unset: `/`), which a link may start with (`pipeline/routes/links.ts`). */
  baseUrl?: string;
  /**
   * The config's `trailingSlash` (a boolean; unset leaves routes as their plugins made them): a page
   * is served at its route in that form, and a relative link in it resolves against that URL.
   */
  trailingSlash?: boolean;
  /** Config problems (wrong option types, a config that cannot be loaded), with the file. */
  problems: { file: string; message: string }[];
  /** The site's `docusaurus.config.*` could not be evaluated: the defaults stand in, and a build stops on it. */
  configError?: { file: string; line: number; message: string };
}

export type DocsLayout = DocsInstanceOptions & { dir: string; prefix: string; version: VersionMeta };

/** `''` → `''` (the root), `docs` → `/docs`: what routes start with. */
export const routePrefix = (base: string) => (base ? `/${base}` : '');

export function layoutFromOptions(siteDir: string, options: PluginOptions): ContentLayout {
  const at = (path: string) => resolve(siteDir, path);
  const problems: string[] = [];
  const docs = options.docs.flatMap((d) =>
    docsVersions(
      {
        pluginId: d.id,
        routeBase: d.routeBasePath,
        docsPath: d.path,
        sidebarPath: d.sidebarPath,
        released: readVersionsFile(siteDir, d.id, problems),
        options: d.versioning,
      },
      problems,
    ).map((version): DocsLayout => {
      const current = version.name === CURRENT_VERSION;
      // A released version without its sidebars file has none, as in Docusaurus.
      const sidebarPath = current || (typeof version.sidebarPath === 'string' && existsSync(at(version.sidebarPath))) ? version.sidebarPath : false;
      return { ...d, id: current ? d.id : `${d.id}@${version.name}`, path: version.path, sidebarPath, dir: at(version.path), prefix: version.prefix, version };
    }),
  );
  return {
    siteDir,
    docs,
    blog: options.blog ? { ...options.blog, dir: at(options.blog.path), prefix: routePrefix(options.blog.routeBasePath) } : null,
    pages: options.pages ? { ...options.pages, dir: at(options.pages.path), prefix: routePrefix(options.pages.routeBasePath) } : null,
    problems: problems.map((message) => ({ file: join(siteDir, /^\S*versions\.json/.exec(message)?.[0] ?? 'docusaurus.config.js'), message })),
  };
}

/** The layout every site had before plugin options were read: `docs/`, `blog/`, no `src/pages`. */
export function defaultLayout(siteDir: string): ContentLayout {
  const options = readPluginOptions({});
  // This project's own format publishes every feed (a Docusaurus config's default is RSS and Atom),
  // opens sidebar categories (Docusaurus's `sidebarCollapsed` default closes them) and dates every
  // page by its last commit (Docusaurus's `showLastUpdateTime` is off unless set).
  return layoutFromOptions(siteDir, {
    ...options,
    docs: options.docs.map((d) => ({ ...d, sidebarCollapsed: null, showLastUpdateTime: true })),
    blog: options.blog && { ...options.blog, feedTypes: ['rss', 'atom', 'json'], showLastUpdateTime: true },
    pages: null,
  });
}

/**
 * Reads the docs/blog/pages options of the folder's `docusaurus.config.*`, evaluated by
 * `loadDocusaurusConfig` (presets and plugins are never executed). A folder without one (this
 * project's own content) keeps the default layout.
 */
export async function loadContentLayout(siteDir: string, load: SiteLoad = {}): Promise<ContentLayout> {
  let loaded: Awaited<ReturnType<typeof loadDocusaurusConfig>>;
  try {
    // A locale's config is the one Docusaurus evaluates for that locale (a config function may read it).
    loaded = await loadDocusaurusConfig(siteDir, load);
  } catch (error) {
    // The defaults stand in (dev mode shows the rest); a build stops on the error (build.ts).
    if (!(error instanceof DocusaurusConfigError)) throw error;
    return { ...layoutFromOptions(siteDir, readPluginOptions({})), configError: { file: error.file, line: error.line, message: error.message } };
  }
  if (!loaded) return defaultLayout(siteDir);
  const options = readPluginOptions(loaded.config);
  const layout = layoutFromOptions(siteDir, options);
  if (typeof loaded.config.baseUrl === 'string') layout.baseUrl = loaded.config.baseUrl;
  if (typeof loaded.config.trailingSlash === 'boolean') layout.trailingSlash = loaded.config.trailingSlash;
  layout.problems = layout.problems.map((p) => (p.file.endsWith('versions.json') ? p : { ...p, file: loaded.path }));
  layout.problems.push(...options.problems.map((message) => ({ file: loaded.path, message })));
  return layout;
}

/**
 * The folder contentlayer reads from (the deepest folder holding every section, since docs may
 * live outside the site folder) and each section relative to it.
 */
export function contentSections(layout: ContentLayout): { root: string; docs: string[]; blog: string[] } {
  const dirs = [...layout.docs.map((d) => d.dir), ...(layout.blog ? [layout.blog.dir] : []), ...(layout.pages ? [layout.pages.dir] : [])];
  let root = layout.siteDir;
  while (!dirs.every((d) => d === root || d.startsWith(root + sep))) root = dirname(root);
  const rel = (d: string) => relative(root, d).split(sep).join('/') || '.';
  return {
    root,
    docs: [...layout.docs.map((d) => rel(d.dir)), ...(layout.pages ? [rel(layout.pages.dir)] : [])],
    blog: layout.blog ? [rel(layout.blog.dir)] : [],
  };
}

/** The remark and rehype plugins of the content plugin whose files a section holds, when it has any. */
export function markdownPluginsOf(layout: ContentLayout, section: string): MarkdownPlugins | undefined {
  const plugins =
    section === 'blog'
      ? layout.blog?.markdownPlugins
      : section === 'pages'
        ? layout.pages?.markdownPlugins
        : layout.docs.find((d) => d.id === section)?.markdownPlugins;
  return hasMarkdownPlugins(plugins) ? plugins : undefined;
}

/** The admonition keywords of the content plugin whose files a section holds, when they are not Docusaurus's default ones. */
export function admonitionKeywordsOf(layout: ContentLayout, section: string): readonly string[] | undefined {
  const keywords =
    section === 'blog'
      ? layout.blog?.admonitionKeywords
      : section === 'pages'
        ? layout.pages?.admonitionKeywords
        : layout.docs.find((d) => d.id === section)?.admonitionKeywords;
  return keywords ?? undefined;
}

/**
 * The section whose content plugin's folder holds a file (a docs instance or version, then the
 * blog, then the pages, in the order sources are placed), or null: Docusaurus compiles Markdown in
 * no content plugin's folder with its fallback MDX loader, which runs none of their Markdown plugins.
 */
export function sectionOfFile(layout: ContentLayout, file: string): string | null {
  const holds = (dir: string) => file.startsWith(dir + sep);
  const doc = layout.docs.find((d) => holds(d.dir));
  if (doc) return doc.id;
  if (layout.blog && holds(layout.blog.dir)) return 'blog';
  if (layout.pages && holds(layout.pages.dir)) return 'pages';
  return null;
}
