import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ResizedImage } from '../mdx/plugins/images/resized.js';

let version: string | null = null;

/**
 * The resizer's version, part of every resized image's cache key: another sharp (and so another
 * libvips, which sharp pins) may encode other bytes. Read from its package.json, so a build whose
 * images are all cached never loads sharp.
 */
export function resizerVersion(): string {
  if (version) return version;
  let dir = dirname(createRequire(import.meta.url).resolve('sharp'));
  for (;;) {
    const file = join(dir, 'package.json');
    const pkg = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string }) : {};
    if (pkg.name === 'sharp') return (version = `sharp-${pkg.version}`);
    if (dirname(dir) === dir) throw new Error('sharp is installed without its package.json');
    dir = dirname(dir);
  }
}

/**
 * One variant's bytes: the original scaled to its width (the height keeps the ratio), in the
 * original's format; JPEG and WebP at its quality (the loader's sharp adapter sets JPEG's; PNG
 * is lossless). Metadata is dropped, as sharp does by default.
 */
export async function resizeImage(image: ResizedImage): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const resized = sharp(image.from).resize({ width: image.width, withoutEnlargement: true });
  if (image.format === 'jpeg') return resized.jpeg({ quality: image.quality }).toBuffer();
  if (image.format === 'webp') return resized.webp({ quality: image.quality }).toBuffer();
  return resized.png().toBuffer();
}
