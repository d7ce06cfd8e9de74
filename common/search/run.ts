import { load } from '@orama/orama';
import type { SearchContentDocument, SearchTitlesDocument } from '../contract.js';
import { createSearchDb, querySearchDb, type IndexKind, type SearchDb } from './engine.js';
import { firstRange, makeSnippet, matchRanges, SNIPPET_LENGTH, type Range, type Snippet } from './highlight.js';
import { mergeHits, type MergeInput } from './merge.js';
import { queryWords, typoTolerance, type QueryWord } from './terms.js';

/**
 * A search over the loaded indexes, as the search box and the search page run it (in the browser,
 * and in the relevance tests over the real content).
 */

/** An index file as fetched, turned back into a database with Orama's `load()`. */
export function openIndex(kind: IndexKind, json: unknown): SearchDb {
  const db = createSearchDb(kind);
  load(db, json as never);
  return db;
}

export interface SearchHit {
  /** `route#anchor`. */
  key: string;
  route: string;
  anchor: string;
  title: string;
  heading: string;
  context: string;
  /** The merged score (see `common/search/merge.ts`). */
  score: number;
  titleRanges: Range[];
  headingRanges: Range[];
  snippet: Snippet;
  /** The hit came from the titles index: its context's content index was not loaded yet. */
  partial: boolean;
}

export interface SearchSources {
  titles: SearchDb | null;
  /** Context id → its loaded content index. */
  content: Map<string, SearchDb>;
}

export interface RunOptions {
  /** Contexts to search. */
  contexts: string[];
  limit: number;
  /** At most this many sections of one page (suggestions show a spread of pages). */
  perPage?: number;
  /** Characters of a snippet (default `SNIPPET_LENGTH`). */
  snippetLength?: number;
}

/**
 * Searches each allowed context with the best index at hand (its content index when loaded, else
 * the titles index) and merges the hits by the rule of `common/search/merge.ts`.
 */
export function runSearch(query: string, sources: SearchSources, options: RunOptions): SearchHit[] {
  const words = queryWords(query);
  if (!words.some((w) => w.term || w.prefix)) return [];
  // Enough candidates that the per-page cap still leaves `limit` hits.
  const candidates = options.perPage ? options.limit * 2 : options.limit;
  const collect = (typos: boolean): MergeInput<Doc>[] => {
    const found: MergeInput<Doc>[] = [];
    const fallback: string[] = [];
    for (const context of options.contexts) {
      const db = sources.content.get(context);
      if (!db) {
        fallback.push(context);
        continue;
      }
      for (const hit of querySearchDb<SearchContentDocument>(db, query, { limit: candidates, typos }).hits)
        found.push({ doc: { ...hit.document, context }, score: hit.score, source: context });
    }
    if (fallback.length && sources.titles) {
      for (const hit of querySearchDb<SearchTitlesDocument>(sources.titles, query, { limit: candidates, contexts: fallback, typos }).hits)
        found.push({ doc: { ...hit.document, heading: hit.document.title, anchor: '', partial: true }, score: hit.score, source: 'titles' });
    }
    return found;
  };
  // Typos only when no index matches the query as written (a word that exists is rarely a typo).
  let found = collect(false);
  const tolerance = found.length ? 0 : typoTolerance(words);
  if (tolerance > 0) found = collect(true);
  // Snippets and marks (the costly part) only for the hits that are shown.
  const perPage = new Map<string, number>();
  const out: SearchHit[] = [];
  for (const f of mergeHits(words, found, tolerance)) {
    if (out.length === options.limit) break;
    if (options.perPage) {
      const n = perPage.get(f.doc.route) ?? 0;
      if (n >= options.perPage) continue;
      perPage.set(f.doc.route, n + 1);
    }
    out.push(toHit(f.doc, f.merged, words, options.snippetLength ?? SNIPPET_LENGTH));
  }
  return out;
}

type Doc = Partial<SearchContentDocument> & Pick<SearchContentDocument, 'route' | 'anchor' | 'title' | 'heading'> & { context: string; partial?: boolean };

function toHit(doc: Doc, score: number, words: QueryWord[], length: number): SearchHit {
  const intro = doc.anchor === '';
  const heading = intro ? '' : doc.heading;
  // The snippet comes from where the words matched: the body text, else the description, else the
  // start of the body; a titles-index hit has only its title to show.
  const sources = [sectionText(doc.content ?? ''), doc.description ?? ''].filter(Boolean);
  let snippet: Snippet | null = null;
  for (const text of sources) {
    const first = firstRange(text, words);
    if (first) {
      snippet = makeSnippet(text, [first], length);
      break;
    }
  }
  if (snippet) snippet = { text: snippet.text, ranges: matchRanges(snippet.text, words) };
  else if (sources[0]) snippet = makeSnippet(sources[0], [], length);
  else {
    const text = heading || doc.title;
    snippet = makeSnippet(text, matchRanges(text, words), length);
  }
  return {
    key: `${doc.route}#${doc.anchor}`,
    route: doc.route,
    anchor: doc.anchor,
    title: doc.title,
    heading,
    context: doc.context,
    score,
    titleRanges: matchRanges(doc.title, words),
    headingRanges: matchRanges(heading, words),
    snippet,
    partial: doc.partial ?? false,
  };
}

/** The text of a section, without the names a content index adds after it (see `SearchContentDocument.content`). */
export function sectionText(content: string): string {
  const end = content.indexOf('\n');
  return end < 0 ? content : content.slice(0, end);
}
