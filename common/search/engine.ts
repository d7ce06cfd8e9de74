import { create, components, search as oramaSearch, type AnyOrama, type Results } from '@orama/orama';
import { radix } from '@orama/orama/trees';
import { createSearchTokenizer } from './terms.js';
import { matchQuality, queryMatchers, type Matcher } from './match.js';
import { fuzzyFind, prefixFind, type RadixLike } from './fuzzy.js';
import { compactDocs, compactRadix, expandDocs, lengthsToArray, type CompactDocs, type CompactRadix, type RadixJson } from './codec.js';

/**
 * The search engine shared by the index build (Node) and the browser: Orama with this site's
 * tokenizer and an index component whose `search` applies the site's matching rules, and whose
 * `save` leaves out a table Orama can do without.
 *
 * Every query word must match, in any field (a query narrows as it grows), by the rules of
 * `match.ts`. Scores are BM25 per field times the field's boost (title > heading > description,
 * keywords > content) times the match quality.
 */

export const FIELD_BOOST = { title: 8, heading: 4, description: 2, keywords: 2, content: 1 } as const;

/** Schema of the content indexes, one per search context: every searchable field. */
export const CONTENT_SCHEMA = { title: 'string', heading: 'string', description: 'string', keywords: 'string', content: 'string' } as const;

/** Schema of the small titles index, over every context, loaded first. */
export const TITLES_SCHEMA = { title: 'string', heading: 'string', keywords: 'string', context: 'enum' } as const;

export type IndexKind = 'content' | 'titles';
const SCHEMAS = { content: CONTENT_SCHEMA, titles: TITLES_SCHEMA };

/** What each kind keeps of a record for display; searched-only fields are not written out. */
export const STORED_FIELDS = {
  content: ['title', 'heading', 'description', 'content', 'route', 'anchor'],
  titles: ['title', 'heading', 'context', 'route', 'anchor'],
} as const;

// BM25 parameters (Orama's defaults for k and b).
const K = 1.2;
const B = 0.75;
// Words of a query that count (a bit per word marks which ones a record matched).
const MAX_WORDS = 16;
const SHORT_PREFIX = 3;

type Index = components.index.Index;

/** The site's replacement for Orama's default index `search` (same signature; `exact`, `tolerance` and `threshold` are decided per term here). */
function searchIndex(
  index: Index,
  term: string,
  _tokenizer: unknown,
  _language: string | undefined,
  properties: string[],
  _exact: boolean,
  _tolerance: number,
  boost: Record<string, number>,
  _relevance: unknown,
  docsCount: number,
  whereFiltersIDs: Set<number> | undefined,
): [number, number][] {
  // The query is read with the same rules as the highlighting (see match.ts), not Orama's tokenizer
  // alone: it needs the words as typed (typo budget) and which word is still being typed.
  const matchers = queryMatchers(term).slice(0, MAX_WORDS);
  if (matchers.length === 0) return [];
  const scores = new Map<number, number>();
  const matched = new Map<number, number>();
  const score = (matcher: Matcher, t: number, typos: boolean): boolean => {
    let any = false;
    // One or two letters typed so far start too many body words to mean anything: they complete
    // titles, headings and keywords only.
    const short = matcher.prefix && matcher.term.length < SHORT_PREFIX;
    for (const prop of short ? properties.filter((p) => p === 'title' || p === 'heading' || p === 'keywords') : properties) {
      const tree = index.indexes[prop];
      if (!tree || tree.type !== 'Radix') continue;
      const node = tree.node as unknown as RadixLike;
      const found = typos ? fuzzyFind(node, matcher.term, matcher.tolerance) : prefixFind(node, matcher.term, matcher.prefix);
      const occurrences = index.tokenOccurrences[prop] ?? {};
      const lengths = index.fieldLengths[prop] ?? {};
      const avg = index.avgFieldLength[prop] || 1;
      const weight = boost[prop] ?? 1;
      for (const [word, ids] of found) {
        const quality = matchQuality(matcher, word);
        if (quality === 0) continue;
        any = true;
        const n = occurrences[word] ?? 0;
        const idf = Math.log(1 + (docsCount - n + 0.5) / (n + 0.5));
        for (const id of ids) {
          if (whereFiltersIDs && !whereFiltersIDs.has(id)) continue;
          // Terms are stored once per field (tf = 1), so BM25 reduces to idf and length normalisation.
          const bm25 = (idf * (K + 1)) / (1 + K * (1 - B + (B * (lengths[id] ?? avg)) / avg));
          scores.set(id, (scores.get(id) ?? 0) + bm25 * weight * quality);
          matched.set(id, (matched.get(id) ?? 0) | (1 << t));
        }
      }
    }
    return any;
  };
  // Typos are only looked for when a word matches nothing as written: the fuzzy walk of the tree
  // costs ten times the exact one, and a word that exists is rarely a typo.
  matchers.forEach((matcher, t) => score(matcher, t, false) || (matcher.tolerance > 0 && score(matcher, t, true)));
  const all = (1 << matchers.length) - 1;
  const results: [number, number][] = [];
  for (const [id, score] of scores) if (matched.get(id) === all) results.push([id, score]);
  return results.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
}

interface SavedIndex {
  indexes: Record<string, { type: string; node: unknown; isArray: boolean }>;
  fieldLengths: Record<string, unknown>;
  frequencies: Record<string, unknown>;
}

/** A radix tree from its compact form, as Orama's own nodes. */
function buildRadix(compact: CompactRadix): radix.RadixTree {
  const root = new radix.RadixTree();
  const fill = (node: radix.RadixNode, [s, docs, children, key]: CompactRadix, parentWord: string) => {
    node.k = key ?? s[0] ?? '';
    node.s = s;
    node.e = docs !== 0;
    node.w = parentWord + s;
    node.d = new Set(docs === 0 ? [] : docs);
    for (const child of children) {
      const built = new radix.RadixNode('', '', false);
      fill(built, child, node.w);
      node.c.set(built.k, built);
    }
  };
  fill(root, compact, '');
  return root;
}

function createIndexComponent() {
  const base = components.index.createIndex();
  return {
    ...base,
    search: searchIndex as unknown as typeof base.search,
    save: <R>(index: Index): R => {
      const raw = base.save(index) as SavedIndex;
      const indexes: SavedIndex['indexes'] = {};
      for (const [prop, tree] of Object.entries(raw.indexes))
        indexes[prop] = tree.type === 'Radix' ? { ...tree, node: compactRadix(tree.node as RadixJson) } : tree;
      const fieldLengths = Object.fromEntries(Object.entries(index.fieldLengths).map(([prop, lengths]) => [prop, lengthsToArray(lengths)]));
      // Orama keeps a term-frequency table per document; with terms stored once per field it is
      // 1 / field length, which the index already has, so it is not written out.
      return { ...raw, indexes, fieldLengths, frequencies: {} } as R;
    },
    load: <R>(store: Parameters<typeof base.load>[0], raw: R): Index => {
      const saved = raw as SavedIndex;
      // Radix trees are built straight from the compact form (not via Orama's JSON shape), and
      // passed through Orama's loader as an opaque type, then put back.
      const indexes: SavedIndex['indexes'] = {};
      for (const [prop, tree] of Object.entries(saved.indexes)) indexes[prop] = tree.type === 'Radix' ? { ...tree, type: 'Built' } : tree;
      const index = base.load(store, { ...saved, indexes });
      for (const [prop, tree] of Object.entries(saved.indexes))
        if (tree.type === 'Radix') index.indexes[prop] = { type: 'Radix', node: buildRadix(tree.node as CompactRadix), isArray: tree.isArray };
      return index;
    },
  };
}

function createDocumentsStoreComponent(kind: IndexKind) {
  const base = components.documentsStore.createDocumentsStore();
  type Store = ReturnType<typeof base.create>;
  return {
    ...base,
    save: <R>(store: Store): R => compactDocs(store.docs, store.count, STORED_FIELDS[kind]) as R,
    load: <R>(shared: Store['sharedInternalDocumentStore'], raw: R): Store => ({ sharedInternalDocumentStore: shared, ...expandDocs(raw as CompactDocs) }),
  };
}

/** An empty Orama database of the given kind, with the site's tokenizer and index component. */
export function createSearchDb(kind: IndexKind) {
  return create({
    schema: SCHEMAS[kind],
    sort: { enabled: false },
    components: { tokenizer: createSearchTokenizer(), index: createIndexComponent() as never, documentsStore: createDocumentsStoreComponent(kind) as never },
  });
}

export type SearchDb = ReturnType<typeof createSearchDb>;

export interface QueryOptions {
  limit: number;
  /** Titles index only: restrict to these contexts. */
  contexts?: string[];
}

/** Runs a query with the site's boosts; hits carry their stored record. */
export function querySearchDb<Doc>(db: AnyOrama, query: string, options: QueryOptions): Results<Doc> {
  const properties = Object.keys(db.schema as object).filter((p) => p in FIELD_BOOST);
  return oramaSearch<AnyOrama, Doc>(db, {
    term: query,
    properties: properties as never,
    boost: FIELD_BOOST,
    limit: options.limit,
    ...(options.contexts ? { where: { context: { in: options.contexts } } as never } : {}),
  }) as Results<Doc>;
}
