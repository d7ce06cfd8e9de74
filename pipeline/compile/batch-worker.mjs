// The compile pool's thread entry.
import { loadModule } from '../run/load-module.mjs';

const { compileBatch } = await loadModule('./batch', import.meta.url);

export default compileBatch;
