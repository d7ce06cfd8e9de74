import { basename, extname } from 'node:path';
import { contentHash } from '../../../emit/hash.js';
import { DEFAULT_QUALITY, idealImageWidths, type IdealImageOptions } from './widths.js';

export type ResizeFormat = 'png' | 'jpeg' | 'webp';

/** One width of an ideal image, made by the emit step (`emit/resized-images.ts`). */
export interface ResizedImage {
  /** The original file. */
  from: string;
  /** Public path: `/assets/content/<name>.<hash>.<width><ext>`. */
  to: string;
  width: number;
  /** The original's format: the loader keeps it. */
  format: ResizeFormat;
  quality: number;
}

/** What an `<Image>` element gets: its variants, the largest as `src`, and the box of that one. */
export interface IdealImageSet {
  variants: ResizedImage[];
  src: string;
  /** `url 640w, url 1030w`; null with one width (nothing to choose from). */
  srcSet: string | null;
  sizes: string | null;
  width: number;
  height: number;
}

const FORMATS: Record<string, ResizeFormat> = { '.png': 'png', '.jpg': 'jpeg', '.jpeg': 'jpeg', '.webp': 'webp' };

/** The stem a copied or resized image keeps in its public name. */
export function assetStem(path: string): string {
  return basename(path, extname(path)).replace(/[^\w-]+/g, '-');
}

/**
 * The variants of an ideal image, named from the original's bytes, the width and the quality: the
 * same inputs always give the same name (the emit step's cache key), other inputs a new one. Null
 * for formats the loader does not resize (SVG, GIF, ...): those are copied as they are.
 */
export function idealImageSet(from: string, bytes: Buffer, size: { width: number; height: number }, options: IdealImageOptions): IdealImageSet | null {
  const ext = extname(from);
  const format = FORMATS[ext.toLowerCase()];
  if (!format) return null;
  const quality = options.quality ?? DEFAULT_QUALITY;
  const source = contentHash(bytes);
  const variants = idealImageWidths(options, size.width).map((width) => ({
    from,
    to: `/assets/content/${assetStem(from)}.${contentHash(`${source}:${width}:${quality}`)}.${width}${ext}`,
    width,
    format,
    quality,
  }));
  const largest = variants.reduce((a, b) => (b.width > a.width ? b : a));
  const several = variants.length > 1;
  return {
    variants,
    src: largest.to,
    srcSet: several ? variants.map((v) => `${v.to} ${v.width}w`).join(', ') : null,
    // Up to its own width the image fills at most the viewport's width; beyond, it stays at that width.
    sizes: several ? `(max-width: ${largest.width}px) 100vw, ${largest.width}px` : null,
    width: largest.width,
    height: Math.max(1, Math.round((size.height * largest.width) / size.width)),
  };
}
