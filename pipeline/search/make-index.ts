import { insertMultiple } from '@orama/orama';
import { persist } from '@orama/plugin-data-persistence';
import { createSearchDb, type IndexKind } from '../../common/search/engine.js';

/** One saved index (Orama's own JSON) from its documents, in the calling thread. */
export async function makeIndex(kind: IndexKind, documents: object[]): Promise<string> {
  const db = createSearchDb(kind);
  await insertMultiple(db, documents as never);
  return (await persist(db, 'json')) as string;
}

/** The search thread's entry (indexer-worker.mjs). */
export default ({ kind, documents }: { kind: IndexKind; documents: object[] }) => makeIndex(kind, documents);
