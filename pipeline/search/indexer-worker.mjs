// The search thread's entry (the dev server's, and the build's while it prerenders).
import { loadModule } from '../run/load-module.mjs';

const indexer = await loadModule('./make-index', import.meta.url);

export default indexer.default;
