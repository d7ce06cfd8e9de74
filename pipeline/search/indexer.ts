import { insertMultiple } from '@orama/orama';
import { persist } from '@orama/plugin-data-persistence';
import { createSearchDb, type IndexKind } from '../../common/search/engine.js';

/** Makes one saved index (Orama's own JSON) from its documents. */
export type Indexer = (kind: IndexKind, documents: object[]) => Promise<string>;

/** In the calling thread: the build's way (its thread serves nothing meanwhile). */
export const indexInThread: Indexer = async (kind, documents) => {
  const db = createSearchDb(kind);
  await insertMultiple(db, documents as never);
  return (await persist(db, 'json')) as string;
};

/** The worker thread's entry (indexer-worker.mjs). */
export default ({ kind, documents }: { kind: IndexKind; documents: object[] }) => indexInThread(kind, documents);
