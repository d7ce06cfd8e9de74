import { count, create, search as oramaSearch, type AnyOrama, type Result, type Results } from '@orama/orama';
import { createSearchTokenizer, queryWords, typoTolerance } from './terms.js';

/**
 * The search engine shared by the index build (Node) and the browser: Orama, created and queried
 * through its documented API only (`create` with a schema and a tokenizer component, `search` with
 * `properties`, `boost`, `tolerance`, `threshold`, `exact`, `where`, `limit`). Files are written
 * with `@orama/plugin-data-persistence` and read with `load()`: Orama's own format.
 *
 * What the site asks of a query, in Orama's terms:
 * - every query word must match, as a word or the start of one (`exact: false`): one search per
 *   word, the records found by all of them kept, their scores added (see `everyWord`);
 * - typos are looked for only when the query matches nothing as written (a second search with
 *   `tolerance`): a word that exists is rarely a typo, and the fuzzy walk costs more;
 * - one or two letters typed so far complete titles, headings and keywords only (`properties`);
 * - fields weigh title > heading > description, keywords > content (`boost`).
 */

export const FIELD_BOOST = { title: 8, heading: 4, description: 2, keywords: 2, content: 1 } as const;

/** Schema of the content indexes, one per search context: every searchable field of every section. */
export const CONTENT_SCHEMA = { title: 'string', heading: 'string', description: 'string', keywords: 'string', content: 'string' } as const;

/** Schema of the small titles index, loaded first: one record per page (title, keywords), every context. */
export const TITLES_SCHEMA = { title: 'string', keywords: 'string', context: 'enum' } as const;

export type IndexKind = 'content' | 'titles';
const SCHEMAS = { content: CONTENT_SCHEMA, titles: TITLES_SCHEMA };

const SHORT_PREFIX = 3;
const SHORT_FIELDS: ReadonlySet<string> = new Set(['title', 'heading', 'keywords']);

/** An empty Orama database of the given kind, with the site's tokenizer. */
export function createSearchDb(kind: IndexKind): AnyOrama {
  return create({
    schema: SCHEMAS[kind],
    // Results are ordered by score; a sort index would add a third to every file.
    sort: { enabled: false },
    components: { tokenizer: createSearchTokenizer() },
  });
}

export type SearchDb = AnyOrama;

export interface QueryOptions {
  limit: number;
  /** Titles index only: restrict to these contexts. */
  contexts?: string[];
}

/**
 * Runs a query with the site's rules (see above); hits carry their stored record. `typos`: look
 * for the query with the typos it tolerates (in names only) rather than as written; the caller
 * does so only when no index it searches matches it as written.
 */
export function querySearchDb<Doc>(db: AnyOrama, query: string, options: QueryOptions & { typos?: boolean }): Results<Doc> {
  const words = queryWords(query);
  const last = words[words.length - 1];
  // One or two letters typed so far start too many body words to mean anything.
  const short = last !== undefined && last.prefix && last.raw.length < SHORT_PREFIX;
  const properties = Object.keys(db.schema as object).filter((p) => p in FIELD_BOOST && (!short || SHORT_FIELDS.has(p)));
  const tolerance = options.typos ? typoTolerance(words) : 0;
  const params = {
    term: query,
    // Typos are looked for in the names only (title, heading, keywords): Orama's fuzzy walk of the
    // body text's tree costs tens of milliseconds, and a misspelt name is what readers type.
    properties: tolerance > 0 ? properties.filter((p) => SHORT_FIELDS.has(p)) : properties,
    boost: FIELD_BOOST,
    threshold: 0,
    exact: false,
    tolerance,
    limit: options.limit,
    ...(options.contexts ? { where: { context: { in: options.contexts } } } : {}),
  };
  if (options.typos && tolerance === 0) return { hits: [], count: 0, elapsed: { raw: 0, formatted: '' } };
  const distinct = [...new Map(words.filter((w) => w.term).map((w) => [w.term, w])).values()];
  if (distinct.length < 2) return oramaSearch(db, params as never) as Results<Doc>;
  return everyWord<Doc>(
    distinct.map((w) => oramaSearch(db, { ...params, term: w.raw, limit: count(db) } as never) as Results<Doc>),
    options.limit,
  );
}

/**
 * The records that every word's search found, their scores added (what Orama's BM25 adds up for
 * one search of all the words), best first. Orama's own `threshold: 0` is not used: it keeps a
 * record when the number of index words matched in one field equals the number of query words,
 * so a word that is the start of several words of a record ("config" of "config" and
 * "configuration") pushed the record out, and the long page that uses the query's words most,
 * often the reference page, was the one dropped (`ConfigEntryNotReady` did not find "Handling
 * setup failures"); and a record missing one word but matching another twice got in.
 */
function everyWord<Doc>(each: Results<Doc>[], limit: number): Results<Doc> {
  const [first, ...rest] = [...each].sort((a, b) => a.hits.length - b.hits.length);
  const found = new Map<string, Result<Doc>>();
  for (const hit of first!.hits) found.set(hit.id, { ...hit });
  for (const results of rest) {
    const seen = new Set<string>();
    for (const hit of results.hits) {
      const kept = found.get(hit.id);
      if (!kept) continue;
      kept.score += hit.score;
      seen.add(hit.id);
    }
    for (const id of found.keys()) if (!seen.has(id)) found.delete(id);
  }
  const hits = [...found.values()].sort((a, b) => b.score - a.score);
  return { hits: hits.slice(0, limit), count: hits.length, elapsed: { raw: 0, formatted: '' } };
}
