/**
 * `npm run bench:floor -- --site <folder> [--format mdx|md|detect]`: what a cold build of a site cannot
 * go below with the tools it is built on, each step alone, on one thread, in a fresh process (so
 * each pays the warm-up a build pays): contentlayer2's pass over every file (DESIGN: it owns
 * discovery and front matter), the compile's Markdown/MDX parser over every body (the syntax
 * Docusaurus reads: micromark with MDX, GFM, directives and comments), and highlighting every code
 * block that parse finds as the build does (DESIGN: at build time; Prism with a Docusaurus site's
 * Prism themes, Shiki otherwise). Nothing else of a build is in it:
 * no plugin, no HAST, no evaluation, no emit, no bundle, no prerender. Figures, never pass/fail.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

type Part = 'load' | 'parse' | 'highlight';
const PARTS: Record<Part, string> = {
  load: "contentlayer2's pass over every file",
  parse: 'parsing every body (MDX, GFM, directives, comments)',
  highlight: 'highlighting every code block, two colour themes',
};

const args = process.argv.slice(2);
const value = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const site = value('--site');
const format = (value('--format') ?? 'mdx') as 'mdx' | 'md' | 'detect';
if (!site) {
  console.error('usage: npm run bench:floor -- --site <docusaurus site folder> [--format mdx|md|detect]');
  process.exit(2);
}
measureAll(resolve(site));

/** Each part in a process of its own, one after the other, with the load average before each. */
function measureAll(siteDir: string) {
  const partScript = fileURLToPath(new URL('./floor-part.mjs', import.meta.url));
  let total = 0;
  console.log(`cold, one thread, a fresh process each: ${siteDir}`);
  for (const name of Object.keys(PARTS) as Part[]) {
    const load = loadavg()[0]!.toFixed(2);
    const child = spawnSync(process.execPath, [partScript, name, siteDir, format], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    if (child.status !== 0) throw new Error(`the ${name} part failed (exit ${child.status})`);
    const { ms, count } = JSON.parse(child.stdout.trim().split('\n').pop()!) as { ms: number; count: number };
    total += ms;
    console.log(`${PARTS[name].padEnd(55)} ${String(ms).padStart(6)} ms  (${count} ${name === 'highlight' ? 'blocks' : 'files'}; load average before ${load})`);
  }
  console.log(`${'together'.padEnd(55)} ${String(total).padStart(6)} ms`);
}
