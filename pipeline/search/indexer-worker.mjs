// The dev server's search thread entry: indexer.ts is TypeScript, loaded through tsx's API (as the
// prerender pool's pages-worker.mjs does).
import { tsImport } from 'tsx/esm/api';

const indexer = await tsImport('./indexer.ts', import.meta.url);

export default indexer.default;
