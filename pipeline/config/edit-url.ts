import type { EditUrlFunction, SiteConfig } from '../site-config.js';

/**
 * "Edit this page" for a doc, post or Markdown page, as Docusaurus computes it: a string `editUrl`
 * gets the file's path from the site folder appended (`…/edit/main/` + `docs/guide/install.md`);
 * the function form is called with the same parameters Docusaurus passes. `sourcePath` is relative
 * to the content root (`docs/guide/install.md`, `blog/2024-05-02-x.md`, `src/pages/about.md`), and
 * `pagesDir` the pages plugin's folder (its `path` option).
 */
export function editUrlFor(
  config: Pick<SiteConfig, 'editUrl' | 'blogEditUrl' | 'pagesEditUrl'>,
  kind: 'doc' | 'post' | 'page',
  sourcePath: string,
  permalink: string,
  pagesDir = 'src/pages',
): string | null {
  const option = editUrlOption(config, kind);
  if (!option) return null;
  if (typeof option === 'string') return `${option.endsWith('/') ? option : `${option}/`}${sourcePath}`;
  const url = option(editUrlParams(kind, sourcePath, permalink, pagesDir));
  return typeof url === 'string' && url ? url : null;
}

/**
 * The option that edits this kind of file. A site.config.ts without `blogEditUrl` edits posts with
 * `editUrl` too (its own format); a Docusaurus config sets `blogEditUrl` (null when the blog has
 * none). Markdown pages have only the pages plugin's own option, as in Docusaurus.
 */
function editUrlOption(config: Pick<SiteConfig, 'editUrl' | 'blogEditUrl' | 'pagesEditUrl'>, kind: 'doc' | 'post' | 'page') {
  if (kind === 'page') return config.pagesEditUrl;
  return kind === 'doc' || config.blogEditUrl === undefined ? config.editUrl : config.blogEditUrl;
}

/** What Docusaurus's docs, blog and pages plugins pass the function form. */
function editUrlParams(kind: 'doc' | 'post' | 'page', sourcePath: string, permalink: string, pagesDir: string): Parameters<EditUrlFunction>[0] {
  const [dir, ...rest] = sourcePath.split('/');
  if (kind === 'doc') return { version: 'current', versionDocsDirPath: dir!, docPath: rest.join('/'), permalink, locale: 'en' };
  if (kind === 'post') return { blogDirPath: dir!, blogPath: rest.join('/'), permalink, locale: 'en' };
  return { pagesDirPath: pagesDir, pagesPath: sourcePath.slice(pagesDir.length + 1), permalink, locale: 'en' };
}

/**
 * A file's "Edit this page": its front matter's `custom_edit_url` (a URL replaces the computed
 * link, `null` removes it, as Docusaurus reads it), else the plugin's option's (`editUrlFor`).
 */
export function sourceEditUrl(
  config: Pick<SiteConfig, 'editUrl' | 'blogEditUrl' | 'pagesEditUrl'>,
  kind: 'doc' | 'post' | 'page',
  source: { path: string; frontMatter: Record<string, unknown> },
  permalink: string,
  pagesDir?: string,
): string | null {
  const own = frontMatterEditUrl(source.frontMatter);
  return own !== undefined ? own : editUrlFor(config, kind, source.path, permalink, pagesDir);
}

/** Front matter `custom_edit_url`: undefined when the front matter does not set it. */
function frontMatterEditUrl(frontMatter: Record<string, unknown>): string | null | undefined {
  const value = frontMatter.custom_edit_url;
  if (value === null) return null;
  return typeof value === 'string' && value ? value : undefined;
}
