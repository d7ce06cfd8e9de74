import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import type { EmitStep } from '../model/emit-step.js';
import type { ResizedImage } from '../mdx/plugins/images/resized.js';
import { ImageCache } from '../cache/image-cache.js';
import { mapLimit } from '../util/map-limit.js';
import { resizeImage, resizerVersion } from './resize.js';

/**
 * Ideal images at each width the images plugin named (`compiled.resizedImages`), made with sharp
 * or taken from `cache`. A variant's name already encodes its original's bytes, width, quality and
 * format, so the name and the resizer's version are the cache key.
 */
export function resizedImagesStep(cache: ImageCache): EmitStep {
  return async (model, out) => {
    const variants = new Map<string, ResizedImage>();
    for (const entry of model.entries) for (const v of entry.compiled.resizedImages) variants.set(v.to, v);
    if (variants.size === 0) return;
    const started = performance.now();
    const version = resizerVersion();
    // sharp works off the main thread (libuv's pool): a few at a time keep every core busy.
    await mapLimit([...variants.values()], Math.max(2, availableParallelism()), async (v) => {
      out.write(v.to.slice(1), await cache.bytes(`${version}.${basename(v.to)}`, () => resizeImage(v)));
    });
    cache.stats.ms += performance.now() - started;
  };
}

/** Without a build cache (tests, dev mode): the variants made in this process are kept in memory. */
export const emitResizedImages: EmitStep = resizedImagesStep(new ImageCache(null));
