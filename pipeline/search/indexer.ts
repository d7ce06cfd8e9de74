import type { IndexKind } from '../../common/search/engine.js';

/** Makes one saved index (Orama's own JSON) from its documents. */
export type Indexer = (kind: IndexKind, documents: object[]) => Promise<string>;

/**
 * In the calling thread (tests, and a build without the search thread). Orama and its persistence
 * plugin (about 400 KB of modules) are loaded on the first index made: a build whose indexes all
 * come from the last output, and one that makes them on the search thread, never load them here.
 */
export const indexInThread: Indexer = async (kind, documents) => (await import('./make-index.js')).makeIndex(kind, documents);
