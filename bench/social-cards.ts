/**
 * The CPU time of drawing social cards in one process (`render.ts`'s `renderCard`, as each card
 * process runs it), per card, before and after the changes of issue 46 (masks that repeat a
 * clip left out of the SVG, `clips.ts`; the PNG at zlib level 4), measured in one run,
 * alternating card by card so both see the same load. Prints a hash of every card's bytes (two versions of the renderer can be
 * compared for identical output), the mean PNG size, and the largest difference of any pixel's
 * channel between the two versions (decoded back). Titles vary in length (one, two and three
 * lines); one card in ten has the logo.
 *
 *   tsx bench/social-cards.ts [--cards 60]
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { rasteriseCard, renderCard, satoriCard, CARD_SIZE, type CardInput } from '../pipeline/emit/social-cards/render.js';

const argv = process.argv.slice(2);
const cards = Number(argv.includes('--cards') ? argv[argv.indexOf('--cards') + 1] : 60);
const logo = `data:image/svg+xml;base64,${readFileSync(resolve(import.meta.dirname, '../content/static/img/logo.svg')).toString('base64')}`;
const words = 'configure the pipeline search index sidebar version locale deploy preview theme'.split(' ');
const inputs: CardInput[] = Array.from({ length: cards }, (_, i) => ({
  title: Array.from({ length: 3 + ((i * 7) % 12) }, (_, k) => words[(i + k * 3) % words.length]).join(' '),
  section: i % 3 === 0 ? 'Blog · 2026-11-28' : 'Docs',
  siteTitle: 'Bench site',
  logo: i % 10 === 0 ? logo : null,
}));

/** The card as drawn before issue 46: satori's SVG with all its masks, encoded as RGBA at zlib level 6. */
async function renderCardBefore(input: CardInput): Promise<Buffer> {
  const rgba = await rasteriseCard(await satoriCard(input));
  return sharp(rgba, { raw: { ...CARD_SIZE, channels: 4 } })
    .png()
    .toBuffer();
}

const variants = { before: renderCardBefore, after: renderCard };
type Variant = keyof typeof variants;
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

await renderCardBefore(inputs[0]!); // loads the libraries and the fonts
await renderCard(inputs[0]!);
const totals = Object.fromEntries(Object.keys(variants).map((k) => [k, { cpu: 0, wall: 0, bytes: 0, hash: createHash('sha256') }])) as Record<
  Variant,
  { cpu: number; wall: number; bytes: number; hash: ReturnType<typeof createHash> }
>;
const loadAtStart = load();
const drawn = inputs.map(() => ({}) as Record<Variant, Buffer>);
for (const [i, input] of inputs.entries()) {
  // Alternating which goes first, so neither always follows the other's garbage.
  const order: Variant[] = i % 2 ? ['after', 'before'] : ['before', 'after'];
  for (const name of order) {
    const cpu = cpuMs();
    const started = performance.now();
    const png = await variants[name](input);
    // process.cpuUsage counts every thread: resvg's and sharp's on libuv's pool too.
    totals[name].cpu += cpuMs() - cpu;
    totals[name].wall += performance.now() - started;
    totals[name].bytes += png.length;
    totals[name].hash.update(png);
    drawn[i]![name] = png;
  }
}
const loadAtEnd = load();
// Compared once every card is drawn, so the decoding is not in any card's time.
let largestDifference = 0;
for (const pngs of drawn) {
  const [before, after] = await Promise.all([pngs.before, pngs.after].map((png) => sharp(png).raw().toBuffer()));
  if (before!.length !== after!.length) throw new Error('the two versions differ in size or channels');
  for (let b = 0; b < before!.length; b++) largestDifference = Math.max(largestDifference, Math.abs(before![b]! - after![b]!));
}
for (const [name, t] of Object.entries(totals))
  console.log(
    `${name.padEnd(6)} ${cards} cards: ${(t.cpu / cards).toFixed(1)} ms CPU per card (${(t.wall / cards).toFixed(1)} ms wall), ${(t.bytes / cards / 1024).toFixed(1)} KiB per card, output ${t.hash.digest('hex').slice(0, 16)}`,
  );
console.log(`largest pixel difference, before vs after: ${largestDifference}; load average ${loadAtStart} → ${loadAtEnd} on ${cpus().length} cores`);
