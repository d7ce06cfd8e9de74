// The compile pool's thread entry: `compileBatch` compiles pages; `warm` warms the highlighter before them.
import { loadModule } from '../run/load-module.mjs';

const { compileBatch } = await loadModule('./batch', import.meta.url);
const { warmHighlighter } = await loadModule('./warm', import.meta.url);

export default compileBatch;
export const warm = warmHighlighter;
