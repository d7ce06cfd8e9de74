import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, useBrowser } from './browser';
import { serveBuild, type ServedBuild } from './serve-build';

/**
 * axe-core after client navigation, light and dark, on every kind of page of the site's own build
 * and of the three Docusaurus fixture sites (an RTL page too): no serious or critical violation.
 * Each site is loaded once per mode; every page after that is reached by a client navigation (the
 * router follows a history entry, no document load), as a reader moving through the site would.
 */
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const pagesDir = resolve(import.meta.dirname, '..', 'build.fixture-pages');

interface Target {
  path: string;
  /** What the page shows once it is in place (and its lazy parts have rendered). */
  ready: string;
}

const SITES: Record<string, { base: () => string; start: string; targets: Target[] }> = {
  'the site': {
    base: () => inject('baseUrl'),
    start: '/',
    targets: [
      { path: '/docs/creating_integration_manifest', ready: 'article .table-scroll' },
      { path: '/docs/development_environment', ready: 'article [role="tablist"]' },
      { path: '/docs/network_discovery', ready: 'article .mermaid-diagram svg' },
      { path: '/docs/architecture_index', ready: 'article h1' },
      { path: '/blog', ready: '.blog-summary' },
      { path: '/blog/page/2', ready: '.blog-summary' },
      { path: '/blog/2024/07/16/service-actions', ready: '.blog-post h1' },
      { path: '/blog/tags', ready: 'main h1' },
      { path: '/blog/tags/api', ready: '.blog-summary' },
      { path: '/blog/archive', ready: 'main h1' },
      { path: '/search?q=entity', ready: '.search-page-group' },
      { path: '/docs/no-such-page', ready: 'main h1' },
      { path: '/', ready: 'main h1' },
    ],
  },
  'fixtures/docusaurus-site': {
    base: () => inject('fixtureBaseUrl'),
    start: '/',
    targets: [
      { path: '/docs/intro', ready: 'article img[data-zoomable]' },
      { path: '/docs/advanced/components', ready: 'article h1' },
      { path: '/docs/advanced/diagrams', ready: 'article .mermaid-diagram svg' },
      { path: '/docs/advanced/markup', ready: 'article h1' },
      { path: '/docs/evaluated/data-tables', ready: 'article table' },
      { path: '/docs/basics/', ready: 'article h1' },
      { path: '/docs/category/advanced', ready: 'article h1' },
      { path: '/blog/2023/11/02/first-light', ready: '.blog-post h1' },
      { path: '/blog/tags/dimming', ready: '.blog-summary' },
      { path: '/blog/tags', ready: 'main h1' },
    ],
  },
  'fixtures/docusaurus-site-pages': {
    base: () => pagesBase,
    start: '/',
    targets: [
      { path: '/about', ready: 'main h1' },
      { path: '/getting-started/install', ready: 'article h1' },
      { path: '/recipes/lawn', ready: 'article h1' },
      { path: '/blog', ready: '.blog-summary' },
      { path: '/blog/2024/02/01/hello-orchard', ready: '.blog-post h1' },
      { path: '/blog/tags/announcements', ready: '.blog-summary' },
      { path: '/blog/authors', ready: 'main h1' },
      { path: '/blog/authors/ines', ready: '.blog-summary' },
    ],
  },
  'fixtures/docusaurus-site-2': {
    base: () => `${inject('fixture2Origin')}/sub`,
    start: '/docs/intro',
    targets: [
      { path: '/docs/guide/install', ready: 'article h1' },
      { path: '/docs/next/guide/offline', ready: 'article img[data-zoomable]' },
      { path: '/docs/api/endpoints', ready: 'article h1' },
      { path: '/docs/next/intro', ready: 'article h1' },
      { path: '/blog', ready: '.blog-summary' },
    ],
  },
  'fixtures/docusaurus-site-2, Arabic (RTL)': {
    base: () => `${inject('fixture2Origin')}/sub`,
    start: '/ar/docs/intro',
    targets: [
      { path: '/ar/docs/guide/install', ready: 'article h1' },
      { path: '/ar/about', ready: 'main h1' },
      { path: '/ar/blog', ready: '.blog-summary' },
    ],
  },
};

const browser = useBrowser();
let server: ServedBuild | undefined;
let pagesBase = '';

beforeAll(async () => {
  if (!existsSync(resolve(pagesDir, 'index.html'))) throw new Error('No build of the pages fixture site: run `npm run build:fixture-pages` first');
  server = await serveBuild(pagesDir);
  pagesBase = server.url;
});
afterAll(async () => {
  await server?.close();
});

interface AxeResult {
  passes: unknown[];
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
}

/** A client navigation: the router follows a new history entry, as it does for a link. */
async function navigate(page: Page, url: string) {
  await page.evaluate((to) => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
  // Once the new page is in place, focus moves to it and its title is announced.
  await expect.poll(() => page.evaluate(() => document.activeElement?.id === 'main-content')).toBe(true);
  expect(await page.evaluate(() => document.querySelector('[data-route-announcer]')?.textContent)).not.toBe('');
}

/** Serious and critical violations of the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<AxeResult> } }).axe.run(document, { resultTypes: ['violations'] }),
  );
  expect(result.passes.length).toBeGreaterThan(10);
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×, e.g. ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')})`,
    );
}

describe.each(Object.entries(SITES))('axe after client navigation: %s', (_, site) => {
  it.each(['light', 'dark'])('%s mode: no serious or critical violation on any page', async (mode) => {
    const base = site.base();
    if (!base || base.startsWith('/')) throw new Error('A fixture build is missing: run `npm test`’s build steps first');
    // bypassCSP: axe-core is injected as an inline script, which the site's CSP rightly blocks.
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await context.addInitScript((m) => {
      try {
        localStorage.setItem('theme', m);
      } catch {
        /* the test sets the mode through storage */
      }
    }, mode);
    const page = await context.newPage();
    await page.goto(`${base}${site.start}`);
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
    await page.addScriptTag({ path: axePath });
    await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
    const found: Record<string, string[]> = {};
    for (const target of site.targets) {
      const url = new URL(`${base}${target.path}`);
      await navigate(page, `${url.pathname}${url.search}`);
      await page.locator(target.ready).first().waitFor();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const serious = await seriousViolations(page);
      if (serious.length) found[target.path] = serious;
    }
    // Every page above came by client navigation: the document (and axe in it) never reloaded.
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
    expect(found).toEqual({});
    await context.close();
  });
});

describe('axe on the deploy preview’s "View JSON" panel, after client navigation', () => {
  it.each(['light', 'dark'])('%s mode: no serious or critical violation with the panel open', async (mode) => {
    // The second fixture site: a site's own colours, under a base URL.
    const base = `${inject('fixture2Origin')}/sub`;
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
    const page = await context.newPage();
    // The same build, with the flag a deploy-preview build sets.
    await page.route('**/boot.json', async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as { site: { preview: boolean } };
      manifest.site.preview = true;
      await route.fulfill({ response, json: manifest });
    });
    await page.goto(`${base}/docs/intro`);
    await hydrated(page);
    await page.addScriptTag({ path: axePath });
    await navigate(page, '/sub/docs/guide/install');
    const toggle = page.getByRole('button', { name: 'View JSON' });
    await toggle.waitFor();
    await toggle.click();
    const panel = page.getByRole('region', { name: 'Page JSON' });
    await panel.waitFor();
    await panel.getByRole('button', { name: /^body \{/ }).click();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
