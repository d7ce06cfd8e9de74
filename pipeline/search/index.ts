import type { BlogPostChunk, DocChunk, SearchContentDocument, SearchIndexFile, SearchManifest, SearchTitlesDocument } from '../../common/contract.js';
import { concurrently, type EmitStep, type OutputSink } from '../model/emit-step.js';
import type { SiteModel } from '../model/site.js';
import type { IndexKind } from '../../common/search/engine.js';
import { indexInThread, type Indexer } from './indexer.js';
import { contentHash } from '../emit/hash.js';
import { safeName } from '../emit/writer.js';
import { buildSearchRecords, type SearchablePage, type SearchRecord } from './records.js';
import { searchContexts, type ContextInput } from './contexts.js';
import { sidebarLabels } from './sidebar-labels.js';
import { DEFAULT_LOCALE } from '../i18n/config.js';
import { TextCache } from '../cache/text-cache.js';
import { passBody } from '../compile/stored-body.js';
import { SectionCache } from './section-cache.js';
import { runWithinBudget, type BudgetedJob } from '../util/budgeted.js';

export { buildSearchRecords, type SearchablePage } from './records.js';
export { searchContexts, type ContextInput } from './contexts.js';

export interface SearchIndexOutput {
  manifest: SearchManifest | null;
  /** Files to write under the publish folder; `path` is from the site root, with a leading slash. */
  files: { path: string; text: string }[];
}

export interface SearchIndexOptions {
  /** The docs version and locale of the manifest's main titles index (default: the first docs context's, in English). */
  main?: { version: string; locale: string };
  /** Indexes kept between runs by their documents. */
  cache?: TextCache;
  indexer?: Indexer;
  /**
   * Where each index file goes as soon as it is made, instead of the returned `files`: a large
   * site's indexes (220 MB at 10,000 pages) are then never all in memory at once. An index the last
   * output made from the same documents is linked from it (`linkKeyed`).
   */
  out?: Pick<OutputSink, 'write' | 'linkKeyed' | 'keyedFile'>;
  /** Each page's sections, kept by its stored body. */
  sections?: SectionCache;
}

/**
 * Characters of index documents made ahead of the indexer: the real site's (4 MB) are all made at
 * once; at 10,000 pages (about 70 MB) a few contexts' at a time.
 */
const SEARCH_INPUT_BUDGET = 16 * 1024 * 1024;

/**
 * The search indexes of a set of built pages: a pure function of its input (same pages, same
 * files, same names), so a full build and the dev server's incremental rebuild can both call it
 * after any change and write what it returns.
 *
 * Keyed by docs version and locale: one content index per context (a docs sidebar of one version
 * in one locale, or one locale's blog), and one titles index per docs version and locale (its docs
 * and that locale's blog posts, which have no version).
 *
 * With `out`, each index file goes there as soon as it is made and is not returned. A context's
 * records are made from its pages' bodies when its turn comes (`SEARCH_INPUT_BUDGET`), so a large
 * site's take a budget's worth of memory, not the site's; record ids are numbered within each
 * index (all they need is to be unique there).
 */
export async function buildSearchIndexes(
  pages: SearchablePage[],
  contexts: ContextInput[],
  { main, cache = new TextCache(null), indexer = indexInThread, out, sections = new SectionCache(null) }: SearchIndexOptions = {},
): Promise<SearchIndexOutput> {
  const key = (c: { context: string; version: string | null; locale: string }) => `${c.context}\n${c.version ?? ''}\n${c.locale}`;
  if (pages.length === 0) return { manifest: null, files: [] };
  const byContext = new Map<string, SearchablePage[]>();
  for (const page of pages) (byContext.get(key(page)) ?? byContext.set(key(page), []).get(key(page))!).push(page);
  const known = new Set(contexts.map((c) => key({ ...c, context: c.id })));
  const unknown = [...byContext.keys()].filter((k) => !known.has(k));
  if (unknown.length)
    throw new Error(
      `search: pages in context(s) ${unknown.map((k) => k.split('\n').join('@')).join(', ')} that are not in the context list (${[...known].map((k) => k.split('\n').join('@')).join(', ')})`,
    );
  const files: { path: string; text: string }[] = [];
  const persistIndex = async (kind: IndexKind, name: string, docs: object[]): Promise<SearchIndexFile> => {
    const inputs = ['search-index', kind, docs];
    const key = cache.key(inputs);
    // The last output's index of the same documents: linked, neither made nor read and hashed.
    const known = out?.linkKeyed?.(key);
    if (known) {
      cache.keep(key);
      return { path: `/${known.file}`, bytes: known.size, records: docs.length };
    }
    const text = await cache.textAsync(inputs, () => indexer(kind, docs), key);
    const path = `/_data/search/${safeName(name)}.${contentHash(text)}.json`;
    const bytes = Buffer.byteLength(text);
    if (out) {
      out.write(path.slice(1), text);
      out.keyedFile?.(key, path.slice(1), bytes);
    } else files.push({ path, text });
    return { path, bytes, records: docs.length };
  };
  // One titles index per docs version and locale; a blog-only site has one with no version.
  const groups = new Map<string, { version: string | null; locale: string }>();
  for (const c of contexts) if (c.version !== null) groups.set(`${c.version}\n${c.locale}`, { version: c.version, locale: c.locale });
  if (groups.size === 0) for (const c of contexts) groups.set(`\n${c.locale}`, { version: null, locale: c.locale });
  const titleJobs = [...groups.values()].flatMap(({ version, locale }): BudgetedJob<SearchManifest['titlesIndexes'][number]>[] => {
    const own = pages.filter((p) => p.locale === locale && (p.version === null || p.version === version)).map(titlesDocument);
    if (own.length === 0) return [];
    const name = ['titles', version, locale].filter((p) => p !== null).join('-');
    const size = own.reduce((n, d) => n + d.title.length + d.keywords.length + d.route.length, 0);
    return [() => ({ size, run: async () => ({ version, locale, index: await persistIndex('titles', name, own) }) })];
  });
  const contextJobs = contexts.flatMap((context): BudgetedJob<SearchManifest['contexts'][number]>[] => {
    const k = key({ ...context, context: context.id });
    if (!byContext.has(k)) return [];
    const name = ['ctx', context.id, context.version, context.locale].filter((p) => p !== null).join('-');
    return [
      () => {
        // Its pages' bodies are read here, when its turn comes.
        const own = buildSearchRecords(byContext.get(k)!, (p) => sections.of(p)).map(contentDocument);
        const size = own.reduce((n, d) => n + d.content.length, 0);
        return { size, run: async () => ({ ...context, index: await persistIndex('content', name, own) }) };
      },
    ];
  });
  // Every index's documents at once while they fit the budget (queued for the indexer's thread,
  // which then works while the other emit steps run); a large site's a budget's worth at a time.
  const made = await runWithinBudget<SearchManifest['titlesIndexes'][number] | SearchManifest['contexts'][number]>(
    [...titleJobs, ...contextJobs],
    SEARCH_INPUT_BUDGET,
  );
  const titlesIndexes = made.slice(0, titleJobs.length) as SearchManifest['titlesIndexes'];
  const indexed = made.slice(titleJobs.length) as SearchManifest['contexts'];
  // The manifest's main titles index: the last version's in the manifest's locale.
  const last = main?.version ?? contexts.find((c) => c.version !== null)?.version ?? null;
  const locale = main?.locale ?? DEFAULT_LOCALE;
  const titles = titlesIndexes.find((t) => t.version === last && t.locale === locale) ?? titlesIndexes.find((t) => t.locale === locale) ?? titlesIndexes[0];
  if (!titles) return { manifest: null, files: [] };
  return { manifest: { titles: titles.index, titlesIndexes, contexts: indexed }, files };
}

/**
 * A page's title record: the titles index has one per page, no sections (numbered within its
 * index, as records are within theirs). A post's tags are left out: they are categories many posts
 * share (55 posts here are tagged "deprecation"), no name of the post (the merge rule does not
 * read them as one), and they were a ninth of the index the first suggestion waits for (4.8 KB gz
 * of 43.7); the blog's content index still searches them.
 */
function titlesDocument(p: SearchablePage, i: number): SearchTitlesDocument {
  const post = p.date !== undefined;
  return {
    id: i.toString(36),
    title: p.title,
    keywords: post ? '' : p.keywords.join(' '),
    context: p.context,
    route: p.route,
    ...(post ? { date: p.date } : {}),
  };
}

/**
 * A section as a content index stores it. Orama's `threshold: 0` wants every query word in one
 * field, so `content` ends with the title, heading, description and keywords on lines of their own
 * ("config flow reauth" finds the "Reauthentication" section of "Config flow"); the text shown is
 * its first line.
 */
function contentDocument(r: SearchRecord): SearchContentDocument {
  const { context: _context, version: _version, locale: _locale, ...doc } = r;
  const names = [r.title, r.heading === r.title ? '' : r.heading, r.description, r.keywords].map((s) => s.replace(/\s+/g, ' ').trim()).filter(Boolean);
  return { ...doc, content: [r.content.replace(/\s+/g, ' '), ...names].join('\n') };
}

/** Docs without a sidebar share this context. */
export const UNLISTED_DOCS_CONTEXT = 'docs';

/** What search needs of a built doc or post. */
export function searchablePage(chunk: DocChunk | BlogPostChunk, version: string, locale: string = DEFAULT_LOCALE): SearchablePage {
  const page: SearchablePage =
    chunk.kind === 'blog-post'
      ? {
          route: chunk.route,
          title: chunk.title,
          description: chunk.description,
          keywords: chunk.tags.map((t) => t.label),
          date: chunk.date.slice(0, 10),
          context: 'blog',
          version: null,
          locale,
          body: null as never,
        }
      : {
          version,
          locale,
          route: chunk.route,
          title: chunk.title,
          description: chunk.description,
          keywords: chunk.keywords,
          context: chunk.sidebar ?? UNLISTED_DOCS_CONTEXT,
          body: null as never,
        };
  // Read when its records are made, not all at once here, when the chunk's body is on disk; and
  // not at all when its sections are known by its stored body (`SectionCache`).
  passBody(page, chunk);
  return page;
}

/**
 * The search step of the build (and of every dev-mode pass, which runs the same emit steps): the
 * indexes of every doc and post, written under content-hashed names, listed in `manifest.search`.
 * An index whose documents did not change since the last run comes from `cache`.
 */
export const searchStep =
  (cache: TextCache, indexer: Indexer = indexInThread, sections: SectionCache = new SectionCache(null)): EmitStep =>
  async (model, out, manifest) => {
    manifest.search = await siteSearch(model, out, cache, indexer, sections);
  };

/**
 * The step that puts a search already started (`siteSearch`) in the manifest: the build starts
 * it before the rest of the emit, so the search thread makes the indexes while the build's
 * thread writes the app's inputs and the other steps.
 */
export const startedSearchStep = (started: Promise<SearchManifest | null>): EmitStep =>
  concurrently(async (_model, _out, manifest) => {
    manifest.search = await started;
  });

/**
 * A site's (or locale's) search indexes written to `out`, and what `manifest.search` lists of them.
 * The pages' records are made, and the indexes queued for `indexer`, before its first wait.
 */
export async function siteSearch(
  model: SiteModel,
  out: OutputSink,
  cache: TextCache,
  indexer: Indexer = indexInThread,
  sections: SectionCache = new SectionCache(null),
): Promise<SearchManifest | null> {
  const locale = model.i18n?.currentLocale ?? DEFAULT_LOCALE;
  const options = model.site.search;
  const pages: SearchablePage[] = [];
  // Unlisted pages ask search engines not to index them (`noindex`); this site's own search follows.
  for (const { chunk } of model.routes)
    if (((chunk.kind === 'doc' && options.indexDocs) || (chunk.kind === 'blog-post' && options.indexBlog)) && !chunk.unlisted)
      pages.push(searchablePage(chunk, chunk.kind === 'doc' ? chunk.version : '', locale));
  // A sidebar label that names a doc by more than its title is one of its names.
  const docPages = new Map(pages.filter((p) => p.context !== 'blog').map((p) => [p.route, p]));
  for (const [route, label] of sidebarLabels(model.sidebars, (r) => docPages.get(r)?.title)) {
    const page = docPages.get(route)!;
    page.keywords = [...page.keywords, label];
  }
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
  const versionOf = (sidebar: string) => sidebarVersion.get(sidebar) ?? last?.name ?? 'current';
  // A page's version is its context's: Markdown pages (no version, no sidebar) and docs of other
  // docs instances search with the last version.
  for (const p of pages)
    if (p.context !== 'blog') {
      p.context = docSidebar.get(p.route) ?? p.context;
      p.version = versionOf(p.context);
    }
  // Docs of other docs instances and Markdown pages have contexts of their own sidebars, or none.
  const sidebars = [
    ...new Set([...model.sidebars.map((s) => s.name), ...docSidebar.values(), ...pages.filter((p) => p.context !== 'blog').map((p) => p.context)]),
  ];
  // Contexts by path (the local-search plugin's `searchContextByPaths`): a doc under one of the
  // paths searches with it, whatever its sidebar; the blog stays one context.
  const byPath = new Map<string, ContextInput>();
  for (const p of pages) {
    if (p.context === 'blog') continue;
    const hit = options.contextsByPaths.find((c) => p.route === c.path || p.route.startsWith(`${c.path}/`));
    if (!hit) continue;
    const id = hit.path.slice(1);
    p.context = id;
    p.version = last?.name ?? 'current';
    byPath.set(id, { id, label: hit.label, kind: 'docs', version: p.version, locale, path: hit.path });
  }
  const hasBlog = pages.some((p) => p.context === 'blog');
  const sidebarContexts = searchContexts({
    sidebars,
    docSidebar,
    navbar: model.site.navbar,
    version: versionOf,
    locale,
    blog: hasBlog ? { label: model.blog.title } : null,
  });
  const used = new Set(pages.map((p) => p.context));
  const contexts = [
    ...options.contextsByPaths.map((c) => byPath.get(c.path.slice(1))).filter((c): c is ContextInput => c !== undefined),
    ...(byPath.size ? sidebarContexts.filter((c) => used.has(c.id)) : sidebarContexts),
  ];
  const search = await buildSearchIndexes(pages, contexts, { main: { version: last?.name ?? 'current', locale }, cache, indexer, out, sections });
  cache.endRun();
  return search.manifest;
}

/** The search step with an in-memory cache: a dev server's passes rebuild the changed contexts' indexes only. */
export const emitSearch: EmitStep = searchStep(new TextCache(null));
