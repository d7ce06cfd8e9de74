// The compile pool's thread entry: batch.ts is TypeScript, loaded through tsx's API (as the
// prerender pool's pages-worker.mjs does).
import { tsImport } from 'tsx/esm/api';

const { compileBatch } = await tsImport('./batch.ts', import.meta.url);

export default compileBatch;
