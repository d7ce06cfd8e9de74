import type { IndexKind } from '../../common/search/engine.js';

/** Makes one saved index (Orama's own JSON) from its documents. */
export type Indexer = (kind: IndexKind, documents: object[]) => Promise<string>;

/**
 * In the calling thread (tests, and dev mode's passes). Orama's persistence plugin (190 KB) is
 * loaded on the first index made: the build makes its indexes on the search thread and never loads
 * it in its own.
 */
export const indexInThread: Indexer = async (kind, documents) => (await import('./make-index.js')).makeIndex(kind, documents);
