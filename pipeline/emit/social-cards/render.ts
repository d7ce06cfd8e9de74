/**
 * One social card (1200×630 PNG): the page's title, its section, the site's name and logo, drawn
 * with Skia (`@napi-rs/canvas`) where layout.ts puts them. The font is Inter from @fontsource
 * (.woff, read from node_modules: nothing is downloaded at build time).
 *
 * What is the same on every card of a site (the background, the top bar, the logo and the site's
 * name) is drawn once into a template; each card copies it and draws only its section and title.
 * Until issue 46 satori laid the card out as an SVG, every glyph a path, and resvg rasterised it:
 * about 20 ms of CPU a card, most of it satori's text and resvg's passes over the whole card. The
 * same card drawn here costs a fraction of that, with the same layout and differences of
 * anti-aliasing only (BENCHMARKS.md, social cards; bench/social-cards.ts compares the two).
 */
import { createCanvas, GlobalFonts, Image, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { createRequire } from 'node:module';
import type { CardInput } from './card-input.js';
import { BACKGROUND, CARD_HEIGHT, CARD_WIDTH, cardLayout, TOP_BAR, type TextRun, type TextStyle } from './layout.js';

export const CARD_SIZE = { width: CARD_WIDTH, height: CARD_HEIGHT } as const;

const require = createRequire(import.meta.url);
/** A family name of the card's own, so that an Inter installed on the machine is never drawn instead. */
const FAMILY = 'Social Card Inter';
let fontsLoaded = false;

function loadFonts() {
  if (fontsLoaded) return;
  for (const weight of [400, 700]) GlobalFonts.registerFromPath(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`), FAMILY);
  fontsLoaded = true;
}

/**
 * The text as the card's font draws it: a character the font lacks (its files hold the Latin
 * subset) becomes U+FFFF, which no font has, so Skia draws the font's own missing-glyph box, as
 * satori did, instead of a glyph of whatever fonts the machine has. Lines are still broken on
 * the text itself (layout.ts), as satori broke them.
 */
function shown(text: string): string {
  covered ??= coverage();
  let out = '';
  for (const char of text) out += covered(char.codePointAt(0)!) ? char : '\uffff';
  return out;
}
let covered: ((codePoint: number) => boolean) | null = null;

/** The code points of the Latin subset of Inter (@fontsource's `unicode-range` of it). */
function coverage(): (codePoint: number) => boolean {
  const { latin } = require('@fontsource/inter/unicode.json') as { latin: string };
  const ranges = latin.split(',').map((range) => {
    const [from, to = from] = range.replace(/^U\+/, '').split('-');
    return [parseInt(from!, 16), parseInt(to!, 16)] as const;
  });
  return (codePoint) => ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
}

function setFont(ctx: SKRSContext2D, style: TextStyle) {
  ctx.font = `${style.weight} ${style.size}px "${FAMILY}"`;
  ctx.letterSpacing = `${style.letterSpacing}px`;
  // Kerning always, as satori set text: by default Skia leaves it out of some runs (2 px by the end of a line).
  ctx.fontKerning = 'normal';
}

function drawRuns(ctx: SKRSContext2D, runs: TextRun[]) {
  for (const run of runs) {
    setFont(ctx, run.style);
    ctx.fillStyle = run.style.color;
    ctx.fillText(shown(run.text), run.x, run.y);
  }
}

/** Decodes the logo (SVG, PNG or JPEG) once per site. */
function loadLogo(dataUrl: string): Promise<Image> {
  const image = new Image();
  return new Promise((resolve, reject) => {
    image.onload = () => resolve(image);
    image.onerror = reject;
    image.src = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  });
}

/** The templates by site (its name and logo): a build has one; a child process draws for one build. */
const templates = new Map<string, Promise<Canvas>>();

function template(input: CardInput): Promise<Canvas> {
  const key = JSON.stringify([input.siteTitle, input.logo]);
  let made = templates.get(key);
  if (!made) {
    made = drawTemplate(input);
    templates.set(key, made);
  }
  return made;
}

async function drawTemplate(input: CardInput): Promise<Canvas> {
  const canvas = createCanvas(CARD_WIDTH, CARD_HEIGHT);
  const ctx = context(canvas);
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  ctx.fillStyle = TOP_BAR.color;
  ctx.fillRect(0, 0, CARD_WIDTH, TOP_BAR.height);
  const { site } = cardLayout({ ...input, hasLogo: !!input.logo }, measurer(ctx));
  if (input.logo && site.logo) ctx.drawImage(await loadLogo(input.logo), site.logo.x, site.logo.y, site.logo.size, site.logo.size);
  drawRuns(ctx, site.runs);
  return canvas;
}

/** Widths as Skia shapes the text (kerning included), in the font the card is drawn with. */
function measurer(ctx: SKRSContext2D) {
  return (text: string, style: TextStyle) => {
    setFont(ctx, style);
    return ctx.measureText(shown(text)).width;
  };
}

/**
 * The card is opaque: without an alpha channel Skia hands its pixels out as they are (with one,
 * it unpremultiplies them first, a few milliseconds a card). The language is set because Skia's
 * default follows the machine's, which picks glyph variants (the same card on every machine).
 */
function context(canvas: Canvas): SKRSContext2D {
  const ctx = canvas.getContext('2d', { alpha: false });
  ctx.lang = 'en';
  return ctx;
}

/** The card's canvas: the site's template with the page's section and title on it. */
export async function drawCard(input: CardInput): Promise<Canvas> {
  loadFonts();
  const base = await template(input);
  const canvas = createCanvas(CARD_WIDTH, CARD_HEIGHT);
  const ctx = context(canvas);
  ctx.drawImage(base, 0, 0);
  const { page } = cardLayout({ ...input, hasLogo: !!input.logo }, measurer(ctx));
  drawRuns(ctx, page.section);
  const clip = page.titleClip;
  ctx.save();
  ctx.beginPath();
  ctx.rect(clip.x, clip.y, clip.width, clip.height);
  ctx.clip();
  drawRuns(ctx, page.title);
  ctx.restore();
  return canvas;
}

/**
 * The PNG of a card, encoded by sharp on libuv's pool at zlib level 4, RGBA (BENCHMARKS.md, social
 * cards: deflate is most of the encoder's time; dropping the alpha channel cost more than it saved).
 * Not Skia's own encoder: it took about ten times as long as the whole drawing. Deterministic: the
 * same pixels give the same bytes, which the cache and the card's hashed name rely on.
 */
export async function encodeCard(canvas: Canvas): Promise<Buffer> {
  const { data } = canvas.getContext('2d').getImageData(0, 0, CARD_WIDTH, CARD_HEIGHT);
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { ...CARD_SIZE, channels: 4 } })
    .png({ compressionLevel: 4 })
    .toBuffer();
}

export async function renderCard(input: CardInput): Promise<Buffer> {
  // Drawn on this thread (about a millisecond) while the previous card is encoded on libuv's.
  return encodeCard(await drawCard(input));
}
