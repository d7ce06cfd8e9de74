import type { EditUrlFunction, SiteConfig } from '../site-config.js';

/**
 * "Edit this page" for a doc or post, as Docusaurus computes it: a string `editUrl` gets the file's
 * path from the site folder appended (`…/edit/main/` + `docs/guide/install.md`); the function form
 * is called with the same parameters Docusaurus passes. `sourcePath` is relative to the content
 * root (`docs/guide/install.md`, `blog/2024-05-02-x.md`).
 */
export function editUrlFor(config: Pick<SiteConfig, 'editUrl' | 'blogEditUrl'>, kind: 'doc' | 'post', sourcePath: string, permalink: string): string | null {
  // A site.config.ts without `blogEditUrl` edits posts with `editUrl` too (its own format); a
  // Docusaurus config sets `blogEditUrl` (null when the blog has none).
  const option = kind === 'doc' || config.blogEditUrl === undefined ? config.editUrl : config.blogEditUrl;
  if (!option) return null;
  if (typeof option === 'string') return `${option.endsWith('/') ? option : `${option}/`}${sourcePath}`;
  const [dir, ...rest] = sourcePath.split('/');
  const params: Parameters<EditUrlFunction>[0] =
    kind === 'doc'
      ? { version: 'current', versionDocsDirPath: dir!, docPath: rest.join('/'), permalink, locale: 'en' }
      : { blogDirPath: dir!, blogPath: rest.join('/'), permalink, locale: 'en' };
  const url = option(params);
  return typeof url === 'string' && url ? url : null;
}
