import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { loadDocusaurusConfig } from './load.js';
import { CURRENT_VERSION, docsVersions, readVersionsFile, type VersionMeta } from '../../versions/versions.js';
import { readPluginOptions, type BlogOptions, type DocsInstanceOptions, type PagesOptions, type PluginOptions } from './plugin-options.js';

export { DOCUSAURUS_CONFIG_FILES as DOCUSAURUS_CONFIGS } from './load.js';
import { DOCUSAURUS_CONFIG_FILES as DOCUSAURUS_CONFIGS } from './load.js';

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
  /** Config problems (wrong option types, a config that cannot be loaded), with the file. */
  problems: { file: string; message: string }[];
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
  return layoutFromOptions(siteDir, { ...options, pages: null });
}

/**
 * Reads the docs/blog/pages options of the folder's `docusaurus.config.*` (a function export is
 * called, as Docusaurus does). A folder with this project's `site.config.ts` and no Docusaurus
 * config keeps the default layout. A config that cannot be imported here (it requires packages
 * this project lacks) is a problem the build reports; the defaults then apply.
 */
export async function loadContentLayout(siteDir: string): Promise<ContentLayout> {
  const found = DOCUSAURUS_CONFIGS.map((n) => join(siteDir, n)).find((p) => existsSync(p));
  if (!found) return defaultLayout(siteDir);
  let raw: Record<string, unknown>;
  try {
    // The same evaluation as the site config's (jiti: CommonJS, ESM and TypeScript configs alike).
    raw = (await loadDocusaurusConfig(siteDir))?.config ?? {};
  } catch (error) {
    const layout = layoutFromOptions(siteDir, readPluginOptions({}));
    layout.problems.push({
      file: found,
      message: `docusaurus config cannot be loaded, so its docs/blog/pages options are not read: ${String((error as Error).message).split('\n')[0]}`,
    });
    return layout;
  }
  const options = readPluginOptions(raw);
  const layout = layoutFromOptions(siteDir, options);
  layout.problems = layout.problems.map((p) => (p.file.endsWith('versions.json') ? p : { ...p, file: found }));
  layout.problems.push(...options.problems.map((message) => ({ file: found, message })));
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
