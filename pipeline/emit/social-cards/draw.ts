import Tinypool from 'tinypool';
import { availableParallelism } from 'node:os';
import type { CardInput } from './card-input.js';

/**
 * Draws cards in a child process (tinypool's `child_process` runtime), one per two cores, each with
 * two cards under way (Skia draws one on the child's thread while sharp encodes the other on
 * libuv's threads, which use the other core).
 *
 * Not in the build's own process: native allocators (libvips's; resvg's mimalloc, when satori and
 * resvg drew the cards) keep the memory they freed for as long as the process lives, and the
 * build's peak comes after the cards (the emit's Markdown step, then the prerender). Drawing 1,500
 * cards with resvg on a worker thread left the process about 170 MB larger once the thread had
 * ended; in a child process, that memory goes when the child exits, in the same time (25-26 s for
 * both). Nor in the build's thread: there satori's garbage outlived the short collections (each
 * card waits on the encoder) and piled up in its old generation. On 2 cores, two drawing threads
 * were slower than one (the rasterisers compete).
 */
export function cardDrawer(processes = Math.max(1, Math.floor(availableParallelism() / 2))) {
  let pool: Tinypool | null = null;
  return {
    /** Cards that can be under way at once. */
    concurrency: processes * 2,
    async draw(input: CardInput): Promise<Buffer> {
      pool ??= new Tinypool({
        filename: new URL('./card-worker.mjs', import.meta.url).href,
        minThreads: processes,
        maxThreads: processes,
        concurrentTasksPerWorker: 2,
        runtime: 'child_process',
        // PNGs come back as bytes (structured clone), not as JSON; the child needs the environment
        // (tinypool gives it only its worker id otherwise).
        serialization: 'advanced',
        env: { ...process.env } as Record<string, string>,
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
