import Tinypool from 'tinypool';
import { availableParallelism } from 'node:os';
import type { CardInput } from './render.js';

/**
 * Draws cards on worker threads, one per two cores, each with two cards under way (satori lays one
 * out while resvg and sharp rasterise the other on libuv's threads, which use the other core).
 *
 * In the build's own thread, the layouts' garbage outlived the short collections (each card waits
 * on the rasteriser) and piled up in its old generation, which V8 lets grow in proportion to what
 * the build holds: at 10,000 pages the build's memory grew by 1.1 GB while the cards were drawn.
 * A card thread's heap holds a few cards' work and is freed when the step ends. Measured on 2
 * cores (536 cards): one thread draws as fast as the build's own thread did (8.4 s, 7.9-8.3 s
 * before) for about 170 MB while it runs; two threads were slower (the rasterisers compete).
 */
export function cardDrawer(threads = Math.max(1, Math.floor(availableParallelism() / 2))) {
  let pool: Tinypool | null = null;
  return {
    /** Cards that can be under way at once. */
    concurrency: threads * 2,
    async draw(input: CardInput): Promise<Buffer> {
      pool ??= new Tinypool({
        filename: new URL('./card-worker.mjs', import.meta.url).href,
        minThreads: threads,
        maxThreads: threads,
        concurrentTasksPerWorker: 2,
      });
      const png = (await pool.run(input)) as Uint8Array;
      return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
    },
    async close() {
      const p = pool;
      pool = null;
      await p?.destroy();
    },
  };
}
