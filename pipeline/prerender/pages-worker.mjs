// The prerender pool's thread entry.
import { loadModule } from '../run/load-module.mjs';

const { renderPages } = await loadModule('./pages', import.meta.url);

export default renderPages;
