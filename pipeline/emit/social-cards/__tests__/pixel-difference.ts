/**
 * How far apart two RGBA images of the same size are, colour channels only: the largest difference
 * of any channel at the same pixel (`raw`), and the largest once each pixel may match any pixel
 * within 1 px of it in the other image, both ways (`nearby`). Anti-aliasing and glyphs placed a
 * fraction of a pixel apart stay small in `nearby`; a line broken elsewhere or a text moved by
 * more than a pixel does not. `farPixels` counts the pixels whose `nearby` difference passes 128 (a
 * glyph's edge drawn half a pixel apart stays under it).
 */
export function pixelDifference(a: Buffer, b: Buffer, width: number, height: number) {
  if (a.length !== b.length || a.length !== width * height * 4) throw new Error('the images differ in size or channels');
  const at = (image: Buffer, other: Buffer, x: number, y: number, ox: number, oy: number) => {
    const p = (y * width + x) * 4;
    const q = (oy * width + ox) * 4;
    return Math.max(Math.abs(image[p]! - other[q]!), Math.abs(image[p + 1]! - other[q + 1]!), Math.abs(image[p + 2]! - other[q + 2]!));
  };
  /** The least difference between `image`'s pixel and the pixels of `other` around it. */
  const nearest = (image: Buffer, other: Buffer, x: number, y: number) => {
    let least = 255;
    for (let oy = Math.max(0, y - 1); oy <= Math.min(height - 1, y + 1); oy++)
      for (let ox = Math.max(0, x - 1); ox <= Math.min(width - 1, x + 1); ox++) least = Math.min(least, at(image, other, x, y, ox, oy));
    return least;
  };
  const result = { raw: 0, rawAt: [0, 0], nearby: 0, nearbyAt: [0, 0], farPixels: 0 };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const d = at(a, b, x, y, x, y);
      if (d > result.raw) Object.assign(result, { raw: d, rawAt: [x, y] });
      // A pixel's nearby difference is at most its own.
      if (d > 128 || d > result.nearby) {
        const n = Math.max(nearest(a, b, x, y), nearest(b, a, x, y));
        if (n > result.nearby) Object.assign(result, { nearby: n, nearbyAt: [x, y] });
        if (n > 128) result.farPixels++;
      }
    }
  return result;
}
