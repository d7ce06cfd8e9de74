/**
 * The docs, blog and pages plugin options of a Docusaurus config, normalised with Docusaurus's
 * defaults. Pure over the raw config object (a preset other than the classic one was already
 * replaced by the plugins it returns, `presets.ts`): the classic preset's options are read from
 * `['classic' | '@docusaurus/preset-classic', { docs, blog, pages }]` entries, and plugin entries
 * (`['@docusaurus/plugin-content-docs', {...}]`, also given as a resolved path) add instances.
 */
import { readVersionOptions, type VersionOptions } from '../../../pipeline/versions/versions.js';
import { readMarkdownPlugins, type MarkdownPlugins } from './markdown-plugins.js';
import { readAdmonitions } from './admonition-options.js';
import { isClassicPreset, packageName } from './plugins.js';

export interface DocsInstanceOptions {
  /** `default` unless the plugin entry gives an `id`. */
  id: string;
  /** Folder of the docs, relative to the site folder (may leave it: `../docs`). */
  path: string;
  /** Route prefix without slashes; `''` when docs are served at the root (`routeBasePath: '/'`). */
  routeBasePath: string;
  /** Sidebars file relative to the site folder; `false` disables sidebars; `undefined` autogenerates one. */
  sidebarPath: string | false | undefined;
  include: string[];
  exclude: string[];
  /** Strip `01-` style prefixes from file and folder names. */
  numberPrefixes: boolean;
  breadcrumbs: boolean;
  sidebarCollapsible: boolean;
  /** Docusaurus's default is true (categories start closed, the current page's path open); null: this project's own layout, where they start open. */
  sidebarCollapsed: boolean | null;
  tagsBasePath: string;
  /** `tags.yml` (relative to `path`) when set; `null` when tags are not predefined. */
  tags: string | null;
  editUrl: string | null;
  /** Docs show the date of their last commit (Docusaurus's default: no; this project's own layout: yes). */
  showLastUpdateTime: boolean;
  /** Docs show the author of their last commit (front matter `last_update.author` first), as Docusaurus's option. */
  showLastUpdateAuthor: boolean;
  /** `lastVersion`, `onlyIncludeVersions`, `includeCurrentVersion`, `versions` (see `pipeline/versions/`). */
  versioning: VersionOptions;
  markdownPlugins: MarkdownPlugins;
  /** The `:::keyword` containers that are admonitions (the `admonitions` option); null: Docusaurus's default ones. */
  admonitionKeywords: readonly string[] | null;
}

export type FeedType = 'rss' | 'atom' | 'json';

export interface BlogOptions {
  id: string;
  path: string;
  routeBasePath: string;
  /** `'ALL'` becomes the number of posts at assembly time: Infinity here. */
  postsPerPage: number;
  blogTitle: string;
  blogDescription: string;
  /** `'ALL'` is Infinity. */
  blogSidebarCount: number;
  blogSidebarTitle: string;
  showReadingTime: boolean;
  authorsMapPath: string;
  tagsBasePath: string;
  /** `null` when `archiveBasePath: null` (no archive page). */
  archiveBasePath: string | null;
  feedTypes: FeedType[];
  feedTitle: string | null;
  feedDescription: string | null;
  feedCopyright: string;
  /** `feedOptions.limit`: posts per feed (20); `null` when `false`/`null` (every post). */
  feedLimit: number | null;
  /** `feedOptions.language`; `null`: the locale's code, as Docusaurus uses. */
  feedLanguage: string | null;
  /** Source of the truncate marker regex. */
  truncateMarker: RegExp;
  include: string[];
  exclude: string[];
  editUrl: string | null;
  /**
   * Posts carry the date of their last commit (their page's footer, sitemap `lastmod`,
   * `dateModified`); else their own date stands. Docusaurus 3.1+'s option, as `showLastUpdateAuthor`.
   */
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
  sortPosts: 'descending' | 'ascending';
  markdownPlugins: MarkdownPlugins;
  /** The `:::keyword` containers that are admonitions (the `admonitions` option); null: Docusaurus's default ones. */
  admonitionKeywords: readonly string[] | null;
}

export interface PagesOptions {
  path: string;
  routeBasePath: string;
  include: string[];
  exclude: string[];
  /** Markdown pages show their last update below their content (Docusaurus 3.1+'s pages options; off by default). */
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
  markdownPlugins: MarkdownPlugins;
  /** The `:::keyword` containers that are admonitions (the `admonitions` option); null: Docusaurus's default ones. */
  admonitionKeywords: readonly string[] | null;
}

export interface PluginOptions {
  docs: DocsInstanceOptions[];
  blog: BlogOptions | null;
  pages: PagesOptions | null;
  /** Options that were given but have the wrong type, with what would be valid. */
  problems: string[];
}

/** Docusaurus's `GlobExcludeDefault`: partials, tests and underscore folders are not content. */
export const GLOB_EXCLUDE_DEFAULT = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

type Raw = Record<string, unknown>;

/** Plugin and preset entries as `[name, options]`, whatever form the config writes them in. */
function entries(list: unknown): [string, unknown][] {
  if (!Array.isArray(list)) return [];
  const out: [string, unknown][] = [];
  for (const item of list) {
    if (typeof item === 'string') out.push([item, {}]);
    else if (Array.isArray(item) && typeof item[0] === 'string') out.push([item[0], item[1] ?? {}]);
  }
  return out;
}

export function readPluginOptions(config: Raw): PluginOptions {
  const problems: string[] = [];
  let docs: DocsInstanceOptions[] = [];
  let blog: BlogOptions | null = null;
  let pages: PagesOptions | null = null;
  let presetDocs: unknown = undefined;
  let presetBlog: unknown = undefined;
  let presetPages: unknown = undefined;
  let hasPreset = false;
  for (const [name, options] of entries(config.presets)) {
    if (!isClassicPreset(name)) continue;
    hasPreset = true;
    const o = (options ?? {}) as Raw;
    presetDocs = o.docs;
    presetBlog = o.blog;
    presetPages = o.pages;
  }
  if (hasPreset) {
    if (presetDocs !== false) docs.push(docsOptions(asObject(presetDocs, 'presets › docs', problems), problems));
    if (presetBlog !== false) blog = blogOptions(asObject(presetBlog, 'presets › blog', problems), problems);
    if (presetPages !== false) pages = pagesOptions(asObject(presetPages, 'presets › pages', problems), problems);
  }
  for (const [name, options] of entries(config.plugins)) {
    const o = asObject(options, `plugins › ${name}`, problems);
    // Known by its package, as `plugins.ts` knows it: a short name, the package, a resolved path.
    const plugin = packageName(name, 'plugin');
    if (plugin === '@docusaurus/plugin-content-docs') docs.push(docsOptions(o, problems));
    else if (plugin === '@docusaurus/plugin-content-blog') blog ??= blogOptions(o, problems);
    else if (plugin === '@docusaurus/plugin-content-pages') pages ??= pagesOptions(o, problems);
  }
  const ids = new Set<string>();
  docs = docs.filter((d) => {
    if (!ids.has(d.id)) return ids.add(d.id);
    problems.push(`docs plugin id "${d.id}" is used twice: give each docs plugin instance its own \`id\``);
    return false;
  });
  // A config without the classic preset and without content plugins: the plain layout.
  if (!hasPreset && docs.length === 0 && !blog && !pages) {
    docs.push(docsOptions({}, problems));
    blog = blogOptions({}, problems);
    pages = pagesOptions({}, problems);
  }
  return { docs, blog, pages, problems };
}

function asObject(value: unknown, where: string, problems: string[]): Raw {
  if (value === undefined || value === null || value === true) return {};
  if (typeof value === 'object' && !Array.isArray(value)) return value as Raw;
  problems.push(`${where}: expected an options object or false, got ${JSON.stringify(value)}`);
  return {};
}

/** `'/docs/'`, `'docs'` → `'docs'`; `'/'` → `''`. */
export function normaliseRouteBase(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}

const str = (o: Raw, key: string, fallback: string, problems: string[], where: string): string => {
  const v = o[key];
  if (v === undefined) return fallback;
  if (typeof v === 'string') return v;
  problems.push(`${where} \`${key}\`: expected a string, got ${JSON.stringify(v)}`);
  return fallback;
};
const bool = (o: Raw, key: string, fallback: boolean): boolean => {
  const v = o[key];
  return typeof v === 'boolean' ? v : fallback;
};
const list = (o: Raw, key: string, fallback: string[]): string[] =>
  Array.isArray(o[key]) ? (o[key] as unknown[]).filter((x): x is string => typeof x === 'string') : fallback;

function docsOptions(o: Raw, problems: string[]): DocsInstanceOptions {
  const id = str(o, 'id', 'default', problems, 'docs');
  const where = `docs${id === 'default' ? '' : ` (id "${id}")`}`;
  const sidebarPath = o.sidebarPath === false ? false : typeof o.sidebarPath === 'string' ? o.sidebarPath : undefined;
  if (o.sidebarPath === true) problems.push(`${where} \`sidebarPath\`: true is not valid; give a file path or false`);
  return {
    id,
    path: str(o, 'path', id === 'default' ? 'docs' : id, problems, where),
    routeBasePath: normaliseRouteBase(str(o, 'routeBasePath', id === 'default' ? 'docs' : id, problems, where)),
    sidebarPath,
    include: list(o, 'include', ['**/*.{md,mdx}']),
    exclude: list(o, 'exclude', GLOB_EXCLUDE_DEFAULT),
    numberPrefixes: o.numberPrefixParser !== false,
    breadcrumbs: bool(o, 'breadcrumbs', true),
    sidebarCollapsible: bool(o, 'sidebarCollapsible', true),
    sidebarCollapsed: bool(o, 'sidebarCollapsed', true),
    tagsBasePath: normaliseRouteBase(str(o, 'tagsBasePath', 'tags', problems, where)),
    tags: o.tags === false || o.tags === null ? null : typeof o.tags === 'string' ? o.tags : 'tags.yml',
    editUrl: typeof o.editUrl === 'string' ? o.editUrl : null,
    showLastUpdateTime: bool(o, 'showLastUpdateTime', false),
    showLastUpdateAuthor: bool(o, 'showLastUpdateAuthor', false),
    versioning: readVersionOptions(o, problems, where),
    markdownPlugins: readMarkdownPlugins(o, where, problems),
    admonitionKeywords: readAdmonitions(o, where, problems),
  };
}

function countOrAll(o: Raw, key: string, fallback: number, min: number, problems: string[]): number {
  const v = o[key];
  if (v === undefined) return fallback;
  if (v === 'ALL') return Infinity;
  if (typeof v === 'number' && Number.isInteger(v) && v >= min) return v;
  problems.push(`blog \`${key}\`: expected an integer ≥ ${min} or 'ALL', got ${JSON.stringify(v)}`);
  return fallback;
}

function blogOptions(o: Raw, problems: string[]): BlogOptions {
  const feed = (o.feedOptions ?? {}) as Raw;
  const type = feed.type;
  const feedTypes: FeedType[] =
    type === null
      ? []
      : type === 'all'
        ? ['rss', 'atom', 'json']
        : typeof type === 'string'
          ? [type as FeedType]
          : Array.isArray(type)
            ? (type as FeedType[])
            : ['rss', 'atom'];
  const marker = o.truncateMarker instanceof RegExp ? o.truncateMarker : /<!--\s*truncate\s*-->/;
  return {
    id: str(o, 'id', 'default', problems, 'blog'),
    path: str(o, 'path', 'blog', problems, 'blog'),
    routeBasePath: normaliseRouteBase(str(o, 'routeBasePath', 'blog', problems, 'blog')),
    postsPerPage: countOrAll(o, 'postsPerPage', 10, 1, problems),
    blogTitle: str(o, 'blogTitle', 'Blog', problems, 'blog'),
    blogDescription: str(o, 'blogDescription', 'Blog', problems, 'blog'),
    blogSidebarCount: countOrAll(o, 'blogSidebarCount', 5, 0, problems),
    blogSidebarTitle: str(o, 'blogSidebarTitle', 'Recent posts', problems, 'blog'),
    showReadingTime: bool(o, 'showReadingTime', true),
    authorsMapPath: str(o, 'authorsMapPath', 'authors.yml', problems, 'blog'),
    tagsBasePath: normaliseRouteBase(str(o, 'tagsBasePath', 'tags', problems, 'blog')),
    archiveBasePath: o.archiveBasePath === null ? null : normaliseRouteBase(str(o, 'archiveBasePath', 'archive', problems, 'blog')),
    feedTypes,
    feedTitle: typeof feed.title === 'string' ? feed.title : null,
    feedDescription: typeof feed.description === 'string' ? feed.description : null,
    feedCopyright: typeof feed.copyright === 'string' ? feed.copyright : '',
    feedLimit: feed.limit === false || feed.limit === null ? null : typeof feed.limit === 'number' && feed.limit > 0 ? feed.limit : 20,
    feedLanguage: typeof feed.language === 'string' ? feed.language : null,
    truncateMarker: marker,
    include: list(o, 'include', ['**/*.{md,mdx}']),
    exclude: list(o, 'exclude', GLOB_EXCLUDE_DEFAULT),
    editUrl: typeof o.editUrl === 'string' ? o.editUrl : null,
    showLastUpdateTime: bool(o, 'showLastUpdateTime', false),
    showLastUpdateAuthor: bool(o, 'showLastUpdateAuthor', false),
    sortPosts: o.sortPosts === 'ascending' ? 'ascending' : 'descending',
    markdownPlugins: readMarkdownPlugins(o, 'blog', problems),
    admonitionKeywords: readAdmonitions(o, 'blog', problems),
  };
}

function pagesOptions(o: Raw, problems: string[]): PagesOptions {
  return {
    path: typeof o.path === 'string' ? o.path : 'src/pages',
    routeBasePath: normaliseRouteBase(typeof o.routeBasePath === 'string' ? o.routeBasePath : '/'),
    include: list(o, 'include', ['**/*.{js,jsx,ts,tsx,md,mdx}']),
    exclude: list(o, 'exclude', GLOB_EXCLUDE_DEFAULT),
    showLastUpdateTime: bool(o, 'showLastUpdateTime', false),
    showLastUpdateAuthor: bool(o, 'showLastUpdateAuthor', false),
    markdownPlugins: readMarkdownPlugins(o, 'pages', problems),
    admonitionKeywords: readAdmonitions(o, 'pages', problems),
  };
}
