/**
 * Byte budgets (bench/budgets.ts) for a first visit to a doc page of the production build,
 * measured in Chromium, plus the largest route chunk and the search payload before the first
 * suggestion. Failing one means the page got heavier: say why in the commit that raises it.
 */
import { resolve } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { BUDGETS, BUDGET_MOVED_SITE_PAGE, BUDGET_PAGE, BUDGET_SWIZZLING_SITE_PAGE } from '../bench/budgets';
import { serveBuild } from './serve-build';
import { measureFirstVisit, type FirstVisit } from '../bench/measure/first-visit';
import { largestFile } from '../bench/measure/output';
import { measureSearch } from '../bench/measure/search';
import { existsSync } from 'node:fs';

const base = inject('baseUrl');
const buildDir = resolve(import.meta.dirname, '..', process.env.E2E_BUILD_DIR ?? 'build');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
let visit: FirstVisit;

beforeAll(async () => {
  visit = await measureFirstVisit(base, BUDGET_PAGE);
});

/** The list of files behind a figure, so a failure says what grew. */
const breakdown = (kind: keyof FirstVisit['gz']) =>
  visit.files
    .filter((f) => f.kind === kind)
    .map((f) => `${f.url} ${kb(f.gz)}`)
    .join(', ');

describe(`byte budgets, gzipped, first visit to ${BUDGET_PAGE}`, () => {
  it(`JS ≤ ${kb(BUDGETS.firstVisitJs)}`, () => {
    expect(visit.gz.JS, breakdown('JS')).toBeGreaterThan(0);
    expect(visit.gz.JS, breakdown('JS')).toBeLessThanOrEqual(BUDGETS.firstVisitJs);
  });
  it(`CSS ≤ ${kb(BUDGETS.firstVisitCss)}`, () => {
    expect(visit.gz.CSS, breakdown('CSS')).toBeGreaterThan(0);
    expect(visit.gz.CSS, breakdown('CSS')).toBeLessThanOrEqual(BUDGETS.firstVisitCss);
  });
  it(`HTML ≤ ${kb(BUDGETS.firstVisitHtml)}`, () => {
    expect(visit.gz.HTML, breakdown('HTML')).toBeGreaterThan(0);
    expect(visit.gz.HTML, breakdown('HTML')).toBeLessThanOrEqual(BUDGETS.firstVisitHtml);
  });
  it(`JSON ≤ ${kb(BUDGETS.firstVisitJson)}, with no route table`, () => {
    expect(visit.gz.JSON, breakdown('JSON')).toBeGreaterThan(0);
    expect(visit.gz.JSON, breakdown('JSON')).toBeLessThanOrEqual(BUDGETS.firstVisitJson);
    expect(visit.files.map((f) => f.url)).not.toContain('/manifest.json');
    // Nor a shard of it: the page's own HTML carries its route entry (common/initial-route.ts).
    expect(visit.files.filter((f) => f.url.startsWith('/_data/routes/')).map((f) => f.url)).toEqual([]);
  });
  it(`total ≤ ${kb(BUDGETS.firstVisitTotal)}`, () => {
    const total = Object.values(visit.gz).reduce((a, b) => a + b, 0);
    expect(total, visit.files.map((f) => `${f.url} ${kb(f.gz)}`).join(', ')).toBeLessThanOrEqual(BUDGETS.firstVisitTotal);
  });
  it(`largest route chunk ≤ ${kb(BUDGETS.largestRouteChunk)}`, () => {
    const largest = largestFile(resolve(buildDir, '_data'));
    expect(largest, 'no _data/ in the build').not.toBeNull();
    expect(largest!.gz, largest!.path).toBeLessThanOrEqual(BUDGETS.largestRouteChunk);
  });
  it(`search payload before the first suggestions ≤ ${kb(BUDGETS.searchBeforeFirstSuggestions)}`, async (ctx) => {
    if (!existsSync(resolve(buildDir, '_data', 'search'))) {
      ctx.skip('no search output (_data/search/) in this build yet: the search budget applies once search lands');
      return;
    }
    const search = await measureSearch(base, buildDir, BUDGET_PAGE);
    expect(search).not.toBeNull();
    expect(search!.payloadGz).toBeGreaterThan(0);
    expect(search!.payloadGz).toBeLessThanOrEqual(BUDGETS.searchBeforeFirstSuggestions);
  });
});

describe(`byte budget, gzipped, first visit to ${BUDGET_MOVED_SITE_PAGE} of a moved Docusaurus site (the pages fixture)`, () => {
  it(`total ≤ ${kb(BUDGETS.movedSiteFirstVisitTotal)}`, async () => {
    const dir = resolve(import.meta.dirname, '..', 'build.fixture-pages');
    if (!existsSync(resolve(dir, 'index.html'))) throw new Error('No build of the pages fixture: run `npm run build:fixture-pages` first');
    const server = await serveBuild(dir);
    try {
      const moved = await measureFirstVisit(server.url, BUDGET_MOVED_SITE_PAGE);
      const total = Object.values(moved.gz).reduce((a, b) => a + b, 0);
      expect(total, moved.files.map((f) => `${f.url} ${kb(f.gz)}`).join(', ')).toBeLessThanOrEqual(BUDGETS.movedSiteFirstVisitTotal);
    } finally {
      await server.close();
    }
  });
});

describe(`byte budget, gzipped, first visit to ${BUDGET_SWIZZLING_SITE_PAGE} of a moved site that swizzles (the Lantern fixture)`, () => {
  it(`total ≤ ${kb(BUDGETS.swizzlingSiteFirstVisitTotal)}`, async () => {
    const fixture = inject('fixtureBaseUrl');
    if (!fixture) throw new Error('No build of the Lantern fixture: run `npm run build:fixture` first');
    const visit = await measureFirstVisit(fixture, BUDGET_SWIZZLING_SITE_PAGE);
    const total = Object.values(visit.gz).reduce((a, b) => a + b, 0);
    expect(total, visit.files.map((f) => `${f.url} ${kb(f.gz)}`).join(', ')).toBeLessThanOrEqual(BUDGETS.swizzlingSiteFirstVisitTotal);
  });
});
