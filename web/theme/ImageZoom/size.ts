/**
 * How large the zoomed image is drawn: fitted to 92% of the viewport with its aspect ratio, never
 * smaller than it already is on the page, and (a bitmap) never beyond its natural size, where it
 * would only blur; vector images (SVG, or no natural size known) may grow to the viewport.
 */
export function zoomSize(
  shown: { width: number; height: number },
  natural: { width: number; height: number; vector: boolean },
  viewport: { width: number; height: number },
): { width: number; height: number; scale: number } {
  const fit = Math.min((viewport.width * 0.92) / shown.width, (viewport.height * 0.92) / shown.height);
  const sharp = natural.vector || natural.width === 0 ? Infinity : natural.width / shown.width;
  const scale = Math.max(1, Math.min(fit, sharp));
  return { width: shown.width * scale, height: shown.height * scale, scale };
}

/** An SVG source, by its path or data URL type. */
export function isVector(src: string): boolean {
  return /^data:image\/svg\+xml|\.svgz?(?:[?#]|$)/i.test(src);
}
