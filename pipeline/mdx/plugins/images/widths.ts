import type { IdealImageOptions } from '../../../../common/site-config.js';
export type { IdealImageOptions };

export const DEFAULT_QUALITY = 85;
const DEFAULT_STEPS = 4;

/**
 * The widths an ideal image is made at, in the order the options give them. As the loader does:
 * `min`/`max` win over `size`, which wins over `sizes`; with none, the original width only; a width
 * above the original becomes the original (never upscaled), so an image narrower than `min` is made
 * once, at its own width.
 */
export function idealImageWidths(options: IdealImageOptions, originalWidth: number): number[] {
  const widths: number[] = [];
  for (const wanted of requestedWidths(options) ?? [originalWidth]) {
    const width = Math.min(originalWidth, wanted);
    if (width >= 1 && !widths.includes(width)) widths.push(width);
  }
  return widths.length > 0 ? widths : [originalWidth];
}

function requestedWidths({ min, max, steps = DEFAULT_STEPS, size, sizes }: IdealImageOptions): number[] | null {
  if (min !== undefined && max) return evenSteps(min, max, steps);
  if (size) return [size];
  if (sizes?.length) return sizes;
  return null;
}

/**
 * `steps` widths spread evenly from `min` to `max`, rounded up as the loader rounds them. The loader
 * divides by `steps - 1`, so one step makes no width there (NaN); here it is `min`, the first step.
 */
function evenSteps(min: number, max: number, steps: number): number[] {
  const count = Math.max(1, Math.floor(steps));
  if (count === 1) return [min];
  return Array.from({ length: count }, (_, step) => Math.ceil(min + ((max - min) / (count - 1)) * step));
}
