import { create, search as oramaSearch, type AnyOrama, type Results } from '@orama/orama';
import { createSearchTokenizer, queryWords, typoTolerance } from './terms.js';

/**
 * The search engine shared by the index build (Node) and the browser: Orama, created and queried
 * through its documented API only (`create` with a schema and a tokenizer component, `search` with
 * `properties`, `boost`, `tolerance`, `threshold`, `exact`, `where`, `limit`). Files are written
 * with `@orama/plugin-data-persistence` and read with `load()`: Orama's own format.
 *
 * What the site asks of a query, in Orama's terms:
 * - every query word must match (`threshold: 0`), as a word or the start of one (`exact: false`);
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
  return oramaSearch(db, params as never) as Results<Doc>;
}
