/**
 * The CPU time of drawing social cards in one process, per card: the renderer of issue 46
 * (`render.ts`'s `renderCard`: Skia draws the site's template once and each card's text on a copy,
 * sharp encodes) against the one before it (`satori-card.ts`: satori's SVG, resvg, sharp), measured
 * in one run, alternating card by card so both see the same load. A third figure, satori's layout
 * alone (no pixels, no PNG), is the least a card could cost by keeping satori and reusing a
 * template with today's tools: whatever resvg and sharp would be spared, each card's text is still
 * laid out and turned into paths by satori.
 *
 * Prints each figure with the load average beside it, a hash of every card's bytes, the mean PNG
 * size, and how far the two renderers' pixels are apart (decoded back): the largest difference of
 * any channel, and the largest once each pixel may match one within 1 px of it in the other card
 * (anti-aliasing and subpixel placement of glyphs; a line broken elsewhere or a text moved by more
 * shows in both). Titles vary in length (one to six lines, so the cut at 300 px too); one card in
 * ten has the logo. `--site FILE` draws the inputs in a JSON file instead (an array of `CardInput`).
 *
 *   tsx bench/social-cards.ts [--cards 60] [--site inputs.json]
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import sharp from 'sharp';
import type { CardInput } from '../pipeline/emit/social-cards/card-input.js';
import { renderCard, CARD_SIZE } from '../pipeline/emit/social-cards/render.js';
import { renderSatoriCard, satoriCard } from '../pipeline/emit/social-cards/__tests__/satori-card.js';
import { pixelDifference } from '../pipeline/emit/social-cards/__tests__/pixel-difference.js';

const argv = process.argv.slice(2);
const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const cards = Number(option('--cards') ?? 60);
const logo = `data:image/svg+xml;base64,${readFileSync(resolve(import.meta.dirname, '../content/static/img/logo.svg')).toString('base64')}`;
const words = 'configure the pipeline search index sidebar version locale deploy preview theme'.split(' ');
const site = option('--site');
const inputs: CardInput[] = site
  ? (JSON.parse(readFileSync(site, 'utf8')) as CardInput[]).slice(0, cards)
  : Array.from({ length: cards }, (_, i) => ({
      title: Array.from({ length: 3 + ((i * 7) % 26) }, (_, k) => words[(i + k * 3) % words.length]).join(' '),
      section: i % 3 === 0 ? 'Blog · 2026-11-28' : 'Docs',
      siteTitle: 'Bench site',
      logo: i % 10 === 0 ? logo : null,
    }));

const variants = {
  satori: renderSatoriCard,
  canvas: renderCard,
  'satori layout only': async (input: CardInput) => Buffer.from(await satoriCard(input)),
};
type Variant = keyof typeof variants;
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

for (const draw of Object.values(variants)) await draw(inputs[0]!); // loads the libraries and the fonts
const totals = Object.fromEntries(Object.keys(variants).map((k) => [k, { cpu: 0, wall: 0, bytes: 0, hash: createHash('sha256') }])) as Record<
  Variant,
  { cpu: number; wall: number; bytes: number; hash: ReturnType<typeof createHash> }
>;
const loadAtStart = load();
const drawn = inputs.map(() => ({}) as Record<Variant, Buffer>);
const names = Object.keys(variants) as Variant[];
for (const [i, input] of inputs.entries()) {
  // A different one first each time, so none always follows another's garbage.
  const order = names.map((_, k) => names[(i + k) % names.length]!);
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
let largest = { raw: 0, rawAt: [0, 0], nearby: 0, nearbyAt: [0, 0], card: -1 };
for (const [i, pngs] of drawn.entries()) {
  const [before, after] = await Promise.all([pngs.satori, pngs.canvas].map((png) => sharp(png).ensureAlpha().raw().toBuffer()));
  const d = pixelDifference(before!, after!, CARD_SIZE.width, CARD_SIZE.height);
  if (d.nearby > largest.nearby || (d.nearby === largest.nearby && d.raw > largest.raw)) largest = { ...d, card: i };
}
for (const [name, t] of Object.entries(totals))
  console.log(
    `${name.padEnd(18)} ${inputs.length} cards: ${(t.cpu / inputs.length).toFixed(1)} ms CPU per card (${(t.wall / inputs.length).toFixed(1)} ms wall), ${(t.bytes / inputs.length / 1024).toFixed(1)} KiB per card, output ${t.hash.digest('hex').slice(0, 16)}; load average ${loadAtStart} → ${loadAtEnd}`,
  );
console.log(
  `largest pixel difference, satori vs canvas: ${largest.raw} at ${largest.rawAt.join(',')}; within 1 px: ${largest.nearby} at ${largest.nearbyAt.join(',')} (card ${largest.card}: ${JSON.stringify(inputs[largest.card]?.title)}); ${cpus().length} cores`,
);
