/**
 * A mask satori writes that costs resvg a layer of the whole card and changes no pixel.
 *
 * An element with `overflow: hidden` (the card's title, which may not run past its `maxHeight`)
 * comes out of satori as a group with both a `clip-path` and a `mask`, each a plain rectangle of
 * the element's box (the mask is there for rounded corners, which the title has none of). resvg
 * draws a clip and a mask each through a layer of the whole card; the mask of the same rectangle
 * as the clip removes nothing the clip has not, so it is dropped: the pixels are the same, bit for
 * bit, and resvg's time falls by about a fifth (BENCHMARKS.md, social cards).
 *
 * The clip stays, though the title's text is almost never cut: at the largest title size the
 * last line's descenders reach one row past the box, and the clip cuts them, as it always has.
 */
const rect = (attrs: string) => new RegExp(`^<rect x="([-\\d.]+)" y="([-\\d.]+)" width="([\\d.]+)" height="([\\d.]+)"${attrs}/>$`);
const MASK_RECT = rect(' fill="#fff"');
const CLIP_RECT = rect('');

export function dropMasksOfClips(svg: string): string {
  const masks = rectangles(svg, 'mask', MASK_RECT);
  const clips = rectangles(svg, 'clipPath', CLIP_RECT);
  return svg.replace(/<g mask="url\(#([^)"]+)\)" clip-path="url\(#([^)"]+)\)">/g, (group, maskId: string, clipId: string) => {
    const mask = masks.get(maskId);
    const clip = clips.get(clipId);
    return mask && clip && mask.join() === clip.join() ? `<g clip-path="url(#${clipId})">` : group;
  });
}

/** The `<tag id>` definitions whose one child is a rectangle, by id: [x, y, width, height]. */
function rectangles(svg: string, tag: string, shape: RegExp): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [, id, body] of svg.matchAll(new RegExp(`<${tag} id="([^"]+)">(.*?)</${tag}>`, 'g'))) {
    const match = shape.exec(body!);
    if (match) found.set(id!, match.slice(1));
  }
  return found;
}
