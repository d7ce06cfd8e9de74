/**
 * The social card as it was drawn until issue 46, kept to compare the canvas renderer with
 * (render.test.ts holds the two to the same look; bench/social-cards.ts compares their cost): satori laid the
 * card out (flexbox → SVG, every glyph a path), resvg rasterised it without the title's mask that
 * repeats its clip (satori-clips.ts), sharp encoded the PNG at zlib level 4. The same design as
 * pipeline/emit/social-cards/layout.ts, in satori's terms.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CardInput } from '../card-input.js';
import { CARD_SIZE } from '../render.js';
import { dropMasksOfClips } from './satori-clips.js';

const require = createRequire(import.meta.url);
let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | null = null;

function loadFonts() {
  fonts ??= ([400, 700] as const).map((weight) => ({
    name: 'Inter',
    data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    weight,
    style: 'normal' as const,
  }));
  return fonts;
}

type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown } };
const h = (type: string, style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}): Node => ({
  type,
  props: { style, children, ...extra },
});

/** The card as resvg draws it: satori's SVG without the masks that repeat a clip (clips.ts). */
export async function layoutCard(input: CardInput): Promise<string> {
  return dropMasksOfClips(await satoriCard(input));
}

/** The card as satori lays it out: an SVG with every glyph a path, so it needs no fonts to rasterise. */
export async function satoriCard(input: CardInput): Promise<string> {
  const titleSize = input.title.length > 70 ? 52 : input.title.length > 40 ? 64 : 76;
  const tree = h(
    'div',
    {
      width: CARD_SIZE.width,
      height: CARD_SIZE.height,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '88px 80px 72px',
      boxSizing: 'border-box',
      background: '#ffffff',
      fontFamily: 'Inter',
      color: '#1c1e21',
    },
    [
      // The top bar as a box of its own, not a border: satori draws a one-sided border through a
      // mask, which resvg composites over the whole card (a second full-size pass); the pixels are the same.
      h('div', { position: 'absolute', top: 0, left: 0, width: CARD_SIZE.width, height: 16, background: '#18bcf2' }),
      h('div', { display: 'flex', fontSize: 32, fontWeight: 700, color: '#0b6f94', textTransform: 'uppercase', letterSpacing: 2 }, input.section),
      h(
        'div',
        { display: 'flex', width: CARD_SIZE.width - 160, fontSize: titleSize, fontWeight: 700, lineHeight: 1.15, maxHeight: 300, overflow: 'hidden' },
        input.title,
      ),
      h(
        'div',
        { display: 'flex', alignItems: 'center', fontSize: 34, color: '#3c4249' },
        [
          input.logo ? h('img', { width: 64, height: 64, marginRight: 24 }, undefined, { src: input.logo, width: 64, height: 64 }) : null,
          h('div', { display: 'flex' }, input.siteTitle),
        ].filter(Boolean),
      ),
    ],
  );
  // Loaded by the first card drawn: a build whose cards are all cached or configured skips them.
  const { default: satori } = await import('satori');
  return satori(tree as never, { ...CARD_SIZE, fonts: loadFonts() });
}

/** The card's pixels, RGBA (straight alpha), rasterised off the main thread (libuv's pool). */
export async function rasteriseCard(svg: string): Promise<Buffer> {
  const { renderAsync } = await import('@resvg/resvg-js');
  // satori writes every glyph as a path: the SVG has no text, so resvg need not load the system's
  // fonts, which it otherwise does for every card (a third of its time; the pixels are the same).
  const image = await renderAsync(svg, { fitTo: { mode: 'width', value: CARD_SIZE.width }, font: { loadSystemFonts: false } });
  return image.pixels;
}

/**
 * The PNG of a card's RGBA pixels, encoded by sharp on libuv's pool (resvg's own encoder runs on
 * the main thread, half a card's time, and its files are a third larger). zlib level 4 rather than
 * sharp's 6: deflate is most of the encoder's time, and level 4 takes a fifth less of it for files
 * about 15 % larger (BENCHMARKS.md, social cards). The alpha channel stays, though the card is
 * opaque: sharp's `removeAlpha()` pass cost more than the smaller image saved the encoder.
 * Deterministic: the same pixels give the same bytes, which the cache and the card's hashed name
 * rely on.
 */
export async function encodeCard(rgba: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(rgba, { raw: { ...CARD_SIZE, channels: 4 } })
    .png({ compressionLevel: 4 })
    .toBuffer();
}

export async function renderSatoriCard(input: CardInput): Promise<Buffer> {
  // The layout runs on this thread while the previous card is rasterised and encoded on libuv's.
  return encodeCard(await rasteriseCard(await layoutCard(input)));
}
