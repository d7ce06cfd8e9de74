/**
 * The CPU time of drawing social cards in one process (`render.ts`'s `renderCard`, as each card
 * process runs it), per card, and a hash of every card's bytes, so two versions of the renderer can
 * be compared for identical output. Titles vary in length (one, two and three lines); one card in
 * ten has the logo.
 *
 *   tsx bench/social-cards.ts [--cards 60]
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { renderCard, type CardInput } from '../pipeline/emit/social-cards/render.js';

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

await renderCard(inputs[0]!); // loads the libraries and the fonts
const hash = createHash('sha256');
const cpu = process.cpuUsage();
const started = performance.now();
for (const input of inputs) hash.update(await renderCard(input));
const used = process.cpuUsage(cpu);
const wall = performance.now() - started;
console.log(
  `${cards} cards: ${((used.user + used.system) / 1000 / cards).toFixed(1)} ms CPU per card (${(wall / cards).toFixed(1)} ms wall), output ${hash.digest('hex').slice(0, 16)}; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${cpus().length} cores`,
);
