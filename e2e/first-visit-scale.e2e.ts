/**
 * A first visit must not grow with the site. Building 10,000 synthetic pages takes too long for
 * every test run, so this builds the synthetic corpus (bench/corpus/generate.ts) at two sizes, 260
 * and 1,040 pages (4× the routes; both fill the sample doc's 200-doc sidebar), and measures a first visit to the same doc of each in Chromium.
 * What does not belong to the page itself (JS, CSS, boot.json) must be the
 * same within a small constant; the page's own chunk, sidebar and HTML depend on that page alone
 * (the generator writes different text for each size). `FIRST_VISIT_SCALE_PAGES=260,10000` runs it
 * at other sizes.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../bench/corpus/generate';
import { measureFirstVisit, type FirstVisit } from '../bench/measure/first-visit';
import { serveBuild, type ServedBuild } from './serve-build';

const repoRoot = resolve(import.meta.dirname, '..');
const work = resolve(repoRoot, '.cache/first-visit-scale');
const sizes = (process.env.FIRST_VISIT_SCALE_PAGES ?? '260,1040').split(',').map(Number) as [number, number];
/** What may differ between the sizes outside the page's own files: the search contexts in boot.json (one per docs sidebar). */
const TOLERANCE = 1024;

interface Measured {
  pages: number;
  routes: number;
  visit: FirstVisit;
}
const measured: Measured[] = [];
const servers: ServedBuild[] = [];

beforeAll(async () => {
  for (const pages of sizes) {
    const corpus = generateCorpus(join(work, `corpus-${pages}`), { pages });
    const out = join(work, `build-${pages}`);
    const build = spawnSync(process.execPath, ['bin/mdx-docsite.mjs', 'build', '--content', corpus.dir, '--out', out], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`building ${pages} synthetic pages failed:\n${build.stdout}\n${build.stderr}`);
    const server = await serveBuild(out);
    servers.push(server);
    const base = server.url;
    const routes = Number(/(\d+) routes/.exec(build.stdout)?.[1] ?? 0);
    measured.push({ pages, routes, visit: await measureFirstVisit(base, corpus.samplePath) });
  }
}, 1_800_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

/** The page's own files: its HTML, its route chunk and its sidebar. */
const own = (f: FirstVisit['files'][number]) => f.kind === 'HTML' || /^\/_data\/(doc|sidebars)\//.test(f.url);
const shell = (v: FirstVisit) => v.files.filter((f) => !own(f)).reduce((n, f) => n + f.gz, 0);
const list = (v: FirstVisit) => v.files.map((f) => `${f.url} ${f.gz} B`).join(', ');

describe(`first visit at ${sizes[0]} and ${sizes[1]} synthetic pages`, () => {
  it('builds sites of very different sizes', () => {
    expect(measured.map((m) => m.pages)).toEqual(sizes);
    expect(measured[1]!.routes).toBeGreaterThan(measured[0]!.routes * 3);
  });

  it('fetches no route table: boot.json, then the page whose entry its own HTML carries', () => {
    for (const { visit } of measured) {
      expect(
        visit.files.some((f) => f.url.endsWith('/manifest.json')),
        list(visit),
      ).toBe(false);
      expect(visit.files.filter((f) => f.url.startsWith('/_data/routes/')).length, list(visit)).toBe(0);
      expect(
        visit.files.some((f) => f.url === '/boot.json'),
        list(visit),
      ).toBe(true);
    }
  });

  it(`costs the same outside the page's own files, within ${TOLERANCE} B gzipped`, () => {
    const [small, large] = measured.map((m) => m.visit) as [FirstVisit, FirstVisit];
    const detail = `\n${sizes[0]}: ${list(small)}\n${sizes[1]}: ${list(large)}`;
    expect(shell(small), detail).toBeGreaterThan(0);
    expect(Math.abs(shell(large) - shell(small)), detail).toBeLessThanOrEqual(TOLERANCE);
    // JS and CSS do not depend on the content's size: the same modules, whose file names (content
    // hashes of the site's page registry) may gzip a few bytes apart. The entry's chunk names every
    // lazily loaded chunk (page kinds, MDX components), and each name carries such a hash: 32 B.
    expect(Math.abs(large.gz.JS - small.gz.JS), detail).toBeLessThanOrEqual(32);
    expect(Math.abs(large.gz.CSS - small.gz.CSS), detail).toBeLessThanOrEqual(16);
  });
});
