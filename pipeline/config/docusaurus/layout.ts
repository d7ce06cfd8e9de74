import { dirname, relative, resolve, sep } from 'node:path';
import { DocusaurusConfigError, loadDocusaurusConfig } from './load.js';
import { readPluginOptions, type BlogOptions, type DocsInstanceOptions, type PagesOptions, type PluginOptions } from './plugin-options.js';

/** Where a site's content is and how it is routed: the docs instances, the blog and the pages. */
export interface ContentLayout {
  siteDir: string;
  docs: (DocsInstanceOptions & { dir: string; prefix: string })[];
  blog: (BlogOptions & { dir: string; prefix: string }) | null;
  pages: (PagesOptions & { dir: string; prefix: string }) | null;
  /** Config problems (wrong option types, a config that cannot be loaded), with the file. */
  problems: { file: string; message: string }[];
}

/** `''` → `''` (the root), `docs` → `/docs`: what routes start with. */
export const routePrefix = (base: string) => (base ? `/${base}` : '');

export function layoutFromOptions(siteDir: string, options: PluginOptions): ContentLayout {
  const at = (path: string) => resolve(siteDir, path);
  return {
    siteDir,
    docs: options.docs.map((d) => ({ ...d, dir: at(d.path), prefix: routePrefix(d.routeBasePath) })),
    blog: options.blog ? { ...options.blog, dir: at(options.blog.path), prefix: routePrefix(options.blog.routeBasePath) } : null,
    pages: options.pages ? { ...options.pages, dir: at(options.pages.path), prefix: routePrefix(options.pages.routeBasePath) } : null,
    problems: [],
  };
}

/** The layout every site had before plugin options were read: `docs/`, `blog/`, no `src/pages`. */
export function defaultLayout(siteDir: string): ContentLayout {
  const options = readPluginOptions({});
  return { ...layoutFromOptions(siteDir, { ...options, pages: null }), problems: [] };
}

/**
 * Reads the docs/blog/pages options of the folder's `docusaurus.config.*`, evaluated by
 * `loadDocusaurusConfig` (presets and plugins are never executed). A folder without one (this
 * project's own content) keeps the default layout.
 */
export async function loadContentLayout(siteDir: string): Promise<ContentLayout> {
  let loaded: Awaited<ReturnType<typeof loadDocusaurusConfig>>;
  try {
    loaded = await loadDocusaurusConfig(siteDir);
  } catch (error) {
    // The site config step reports the config that throws, with its line; the defaults apply here.
    if (error instanceof DocusaurusConfigError) return layoutFromOptions(siteDir, readPluginOptions({}));
    throw error;
  }
  if (!loaded) return defaultLayout(siteDir);
  const options = readPluginOptions(loaded.config);
  const layout = layoutFromOptions(siteDir, options);
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
