import { relative, sep } from 'node:path';
import picomatch from 'picomatch';
import type { ContentLayout } from '../../docusaurus/node/config/layout.js';

/** Where a content file belongs: what `collectDocuments` records for it on the first pass. */
export interface FilePlace {
  kind: 'doc' | 'post';
  /** The docs plugin instance (`default`, `<id>`, `<id>@<version>`), `blog` or `pages`. */
  section: string;
  /** Relative to the section's folder. */
  sectionPath: string;
}

/**
 * The section a file (absolute path) belongs to under the site's layout, with the same rules as
 * the first pass (`discoverFiles`: include/exclude globs, `_`/`.` partials skipped); null when it
 * is no doc, post or Markdown page. The first section claiming a file keeps it, as there.
 */
export function placeFile(layout: ContentLayout, file: string): FilePlace | null {
  const sections: { dir: string; section: string; kind: FilePlace['kind']; include: string[]; exclude: string[] }[] = [
    ...layout.docs.map((d) => ({ dir: d.dir, section: d.id, kind: 'doc' as const, include: d.include, exclude: d.exclude })),
    ...(layout.blog ? [{ dir: layout.blog.dir, section: 'blog', kind: 'post' as const, include: layout.blog.include, exclude: layout.blog.exclude }] : []),
    ...(layout.pages ? [{ dir: layout.pages.dir, section: 'pages', kind: 'doc' as const, include: ['**/*.{md,mdx}'], exclude: layout.pages.exclude }] : []),
  ];
  for (const s of sections) {
    const rel = relative(s.dir, file).split(sep).join('/');
    if (rel.startsWith('../') || rel === '..' || rel.startsWith('/') || rel === '') continue;
    if (rel.split('/').some((part) => part.startsWith('_') || part.startsWith('.') || part === 'node_modules')) continue;
    if (!picomatch(s.include)(rel) || (s.exclude.length > 0 && picomatch(s.exclude)(rel))) continue;
    return { kind: s.kind, section: s.section, sectionPath: rel };
  }
  return null;
}
