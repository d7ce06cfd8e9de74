/**
 * The search engine in the browser: this module and Orama are one lazy chunk, imported when the
 * reader first focuses a search box or opens a page with terms to highlight (see `client.ts`).
 */
import { load } from '@orama/orama';
import type { HastNode, HastRoot, SearchContentDocument, SearchTitlesDocument } from '../../pipeline/contract';
import { createSearchDb, querySearchDb, type IndexKind, type SearchDb } from '../../common/search/engine';
import { firstMatch, makeSnippet, matchRanges, typoMatchers, type Range, type Snippet } from '../../common/search/highlight';
import { queryMatchers, type Matcher } from '../../common/search/match';

export type { SearchDb };

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
}

/**
 * Searches each allowed context with the best index at hand (its content index when loaded, else
 * the titles index) and merges the hits by score.
 */
export function runSearch(query: string, sources: SearchSources, options: RunOptions): SearchHit[] {
  const matchers = queryMatchers(query);
  if (matchers.length === 0) return [];
  type Doc = Partial<SearchContentDocument> & Pick<SearchContentDocument, 'route' | 'anchor' | 'title' | 'heading'>;
  const found: { doc: Doc; context: string; score: number; partial: boolean }[] = [];
  const fallback: string[] = [];
  // Enough candidates that the per-page cap still leaves `limit` hits.
  const candidates = options.perPage ? options.limit * 4 : options.limit;
  for (const context of options.contexts) {
    const db = sources.content.get(context);
    if (!db) {
      fallback.push(context);
      continue;
    }
    for (const hit of querySearchDb<SearchContentDocument>(db, query, { limit: candidates }).hits)
      found.push({ doc: hit.document, context, score: hit.score, partial: false });
  }
  if (fallback.length && sources.titles) {
    for (const hit of querySearchDb<SearchTitlesDocument>(sources.titles, query, { limit: candidates, contexts: fallback }).hits)
      found.push({ doc: hit.document, context: hit.document.context, score: hit.score, partial: true });
  }
  found.sort((a, b) => b.score - a.score || `${a.doc.route}#${a.doc.anchor}`.localeCompare(`${b.doc.route}#${b.doc.anchor}`));
  // Snippets and marks (the costly part) only for the hits that are shown.
  const perPage = new Map<string, number>();
  const out: SearchHit[] = [];
  for (const f of found) {
    if (out.length === options.limit) break;
    if (options.perPage) {
      const n = perPage.get(f.doc.route) ?? 0;
      if (n >= options.perPage) continue;
      perPage.set(f.doc.route, n + 1);
    }
    out.push(toHit(f.doc, f.context, f.score, matchers, f.partial));
  }
  return out;
}

function toHit(
  doc: Partial<SearchContentDocument> & Pick<SearchContentDocument, 'route' | 'anchor' | 'title' | 'heading'>,
  context: string,
  score: number,
  matchers: Matcher[],
  partial: boolean,
): SearchHit {
  const intro = doc.anchor === '';
  const heading = intro ? '' : doc.heading;
  // The snippet comes from where the words matched: the body text, else the description, else the
  // start of the body; a titles-index hit has only its heading (or title) to show. Only the
  // snippet is scanned for marks, not the whole section.
  const sources = [doc.content ?? '', doc.description ?? ''].filter(Boolean);
  const head = `${doc.title} ${doc.heading}`;
  let snippet: Snippet | null = null;
  let typos: Matcher[] = [];
  for (const pass of ['exact', 'typos'] as const) {
    if (pass === 'typos') typos = typoMatchers(matchers, head);
    for (const text of sources) {
      const first = firstMatch(text, matchers, typos);
      if (first) {
        snippet = makeSnippet(text, [first]);
        break;
      }
    }
    if (snippet || typos.length === 0) break;
  }
  if (snippet && typos.length === 0) typos = typoMatchers(matchers, `${head} ${snippet.text}`);
  if (snippet) snippet = { text: snippet.text, ranges: matchRanges(snippet.text, matchers, typos) };
  else if (sources[0]) snippet = makeSnippet(sources[0], []);
  else {
    const text = heading || doc.title;
    snippet = makeSnippet(text, matchRanges(text, matchers, typos));
  }
  return {
    key: `${doc.route}#${doc.anchor}`,
    route: doc.route,
    anchor: doc.anchor,
    title: doc.title,
    heading,
    context,
    score,
    titleRanges: matchRanges(doc.title, matchers, typos),
    headingRanges: matchRanges(heading, matchers, typos),
    snippet,
    partial,
  };
}

// Code is not searched (see pipeline/search/records.ts), so it is not marked either.
const UNMARKED = new Set(['pre', 'CodeBlock', 'Mermaid', 'script', 'style', 'svg']);

/**
 * A copy of a page body with the words matching `query` wrapped in `<mark>` elements, for the
 * target page of a search result. The page renders it like any other body: no DOM is touched.
 */
export function markTerms(tree: HastRoot, query: string): { tree: HastRoot; marks: number } {
  const matchers = queryMatchers(query);
  let marks = 0;
  const pageText: string[] = [];
  const collect = (node: HastNode) => {
    if (node.type === 'text') pageText.push(node.value);
    else if (node.type === 'root' || !UNMARKED.has(node.tagName)) node.children.forEach(collect);
  };
  collect(tree);
  const scope = typoMatchers(matchers, pageText.join(' '));
  const visit = (node: HastNode): HastNode[] => {
    if (node.type === 'text') {
      const ranges = matchRanges(node.value, matchers, scope);
      if (!ranges.length) return [node];
      const out: HastNode[] = [];
      let at = 0;
      for (const [start, end] of ranges) {
        if (start > at) out.push({ type: 'text', value: node.value.slice(at, start) });
        out.push({
          type: 'element',
          tagName: 'mark',
          properties: { className: ['search-mark'] },
          children: [{ type: 'text', value: node.value.slice(start, end) }],
        });
        marks++;
        at = end;
      }
      if (at < node.value.length) out.push({ type: 'text', value: node.value.slice(at) });
      return out;
    }
    if (node.type === 'element' && UNMARKED.has(node.tagName)) return [node];
    return [{ ...node, children: node.children.flatMap(visit) }];
  };
  if (!matchers.length) return { tree, marks: 0 };
  return { tree: { type: 'root', children: tree.children.flatMap(visit) }, marks };
}
