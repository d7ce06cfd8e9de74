import { dirname } from 'node:path';
import type { LoadedDocument } from './load.js';
import { docId, docRoute } from '../routes/docs.js';

/**
 * The document contentlayer2 would make of a file whose front matter passed the field check
 * (`field-check.ts`), without importing contentlayer: dev mode's later passes and a warm build's
 * changed files. Only its presence matters downstream (the pipeline reads its own front matter),
 * so it carries contentlayer's shape, not its every detail.
 */
export function documentFields(path: string, kind: 'doc' | 'post', sectionPath: string, data: Record<string, unknown>, body: string): LoadedDocument {
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const computed =
    kind === 'doc'
      ? {
          docId: docId({ relativePath: sectionPath, frontMatterId: str(data.id) }),
          route: docRoute({ relativePath: sectionPath, frontMatterId: str(data.id), frontMatterSlug: str(data.slug) }),
        }
      : {};
  return {
    type: kind === 'doc' ? 'Doc' : 'Post',
    _raw: { sourceFilePath: path, sourceFileDir: dirname(path), flattenedPath: path.replace(/\.mdx?$/i, '') },
    body: { raw: body },
    ...data,
    ...computed,
  };
}
