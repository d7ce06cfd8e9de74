import { insertMultiple } from '@orama/orama';
import { persist } from '@orama/plugin-data-persistence';
import type { BlogPostChunk, DocChunk, SearchIndexFile, SearchManifest, SearchTitlesDocument } from '../contract.js';
import type { EmitStep } from '../stages/emit.js';
import { createSearchDb, type IndexKind } from '../../common/search/engine.js';
import { contentHash } from '../emit/hash.js';
import { safeName } from '../emit/writer.js';
import { buildSearchRecords, type SearchablePage, type SearchRecord } from './records.js';
import { searchContexts, type ContextInput } from './contexts.js';

export { buildSearchRecords, type SearchablePage } from './records.js';
export { searchContexts, type ContextInput } from './contexts.js';

export interface SearchIndexOutput {
  manifest: SearchManifest | null;
  /** Files to write under the publish folder; `path` is from the site root, with a leading slash. */
  files: { path: string; text: string }[];
}

/**
 * The search indexes of a set of built pages: a pure function of its input (same pages, same
 * files, same names), so a full build and the dev server's incremental rebuild can both call it
 * after any change and write what it returns.
 */
export async function buildSearchIndexes(pages: SearchablePage[], contexts: ContextInput[]): Promise<SearchIndexOutput> {
  const records = buildSearchRecords(pages);
  if (records.length === 0) return { manifest: null, files: [] };
  const files: SearchIndexOutput['files'] = [];
  const persistIndex = async (kind: IndexKind, name: string, docs: object[]): Promise<SearchIndexFile> => {
    const db = createSearchDb(kind);
    await insertMultiple(db, docs as never);
    const text = (await persist(db, 'json')) as string;
    const path = `/_data/search/${safeName(name)}.${contentHash(text)}.json`;
    files.push({ path, text });
    return { path, bytes: Buffer.byteLength(text), records: docs.length };
  };
  const titles = await persistIndex('titles', 'titles', records.map(titlesDocument));
  const known = new Set(contexts.map((c) => c.id));
  const unknown = [...new Set(records.map((r) => r.context))].filter((c) => !known.has(c));
  if (unknown.length) throw new Error(`search: pages in context(s) ${unknown.join(', ')} that are not in the context list (${[...known].join(', ')})`);
  const out: SearchManifest = { titles, contexts: [] };
  for (const context of contexts) {
    const own = records.filter((r) => r.context === context.id);
    if (own.length === 0) continue;
    out.contexts.push({ ...context, index: await persistIndex('content', `ctx-${context.id}`, own.map(contentDocument)) });
  }
  return { manifest: out, files };
}

function titlesDocument(r: SearchRecord): SearchTitlesDocument {
  return { id: r.id, title: r.title, heading: r.heading, keywords: r.keywords, context: r.context, route: r.route, anchor: r.anchor };
}

function contentDocument(r: SearchRecord) {
  const { context: _context, ...doc } = r;
  return doc;
}

/** Docs without a sidebar share this context. */
export const UNLISTED_DOCS_CONTEXT = 'docs';

/** What search needs of a built doc or post. */
export function searchablePage(chunk: DocChunk | BlogPostChunk): SearchablePage {
  if (chunk.kind === 'blog-post')
    return {
      route: chunk.route,
      title: chunk.title,
      description: chunk.description,
      keywords: chunk.tags.map((t) => t.label),
      context: 'blog',
      body: chunk.body,
    };
  return {
    route: chunk.route,
    title: chunk.title,
    description: chunk.description,
    keywords: chunk.keywords,
    context: chunk.sidebar ?? UNLISTED_DOCS_CONTEXT,
    body: chunk.body,
  };
}

/**
 * The search step of the build (and of every dev-mode pass, which runs the same emit steps): the
 * indexes of every doc and post, written under content-hashed names, listed in `manifest.search`.
 */
export const emitSearch: EmitStep = async (model, out, manifest) => {
  const pages: SearchablePage[] = [];
  for (const { chunk } of model.routes) if (chunk.kind === 'doc' || chunk.kind === 'blog-post') pages.push(searchablePage(chunk));
  // One context per sidebar of every docs version; docs in no sidebar share their version's `docs`.
  const last = model.versions.find((v) => v.isLast) ?? model.versions[0];
  const docSidebar = new Map<string, string>();
  const sidebarVersion = new Map<string, string>();
  for (const v of model.versions)
    for (const d of v.docs) {
      const context = d.sidebar ?? (v === last ? UNLISTED_DOCS_CONTEXT : `${v.name}/${UNLISTED_DOCS_CONTEXT}`);
      docSidebar.set(d.path, context);
      sidebarVersion.set(context, v.name);
    }
  for (const p of pages) if (p.context !== 'blog') p.context = docSidebar.get(p.route) ?? p.context;
  // Markdown pages (no version, no sidebar) search with the last version's unlisted docs.
  const sidebars = [
    ...new Set([...model.sidebars.map((s) => s.name), ...docSidebar.values(), ...pages.filter((p) => p.context !== 'blog').map((p) => p.context)]),
  ];
  const hasBlog = pages.some((p) => p.context === 'blog');
  const contexts = searchContexts({
    sidebars,
    docSidebar,
    navbar: model.site.navbar,
    version: (sidebar) => sidebarVersion.get(sidebar) ?? last?.name ?? 'current',
    blog: hasBlog ? { label: model.blog.title } : null,
  });
  const search = await buildSearchIndexes(pages, contexts);
  for (const file of search.files) out.write(file.path.slice(1), file.text);
  manifest.search = search.manifest;
};
