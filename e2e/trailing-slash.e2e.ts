/**
 * `trailingSlash: true` in the browser: a copy of fixtures/docusaurus-site-pages with the option
 * set, built (SPA and prerendered pages) and served as Netlify would. Every page is
 * `<route>/index.html`, links and canonical URLs end in a slash, and the slash-less form redirects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { hydrated, useBrowser, watchErrors } from './browser';
import { serveBuild, type ServedBuild } from './serve-build';

const repo = resolve(import.meta.dirname, '..');
// Inside the repository (ignored as build.*), so the site's files resolve react from its node_modules.
const work = resolve(repo, 'build.trailing-slash');
const out = resolve(work, 'out');
let server: ServedBuild | undefined;
let base: string;
const browser = useBrowser();

beforeAll(async () => {
  rmSync(work, { recursive: true, force: true });
  for (const name of ['docusaurus-site-pages', 'docusaurus-site-pages-docs']) cpSync(resolve(repo, 'fixtures', name), resolve(work, name), { recursive: true });
  const config = resolve(work, 'docusaurus-site-pages/docusaurus.config.js');
  writeFileSync(config, readFileSync(config, 'utf8').replace("baseUrl: '/',", "baseUrl: '/', trailingSlash: true,"));
  // What an earlier `docusaurus build` in the site folder leaves behind: its own recent-posts list,
  // which a page requiring that list by path must not get instead of this build's.
  const stale = resolve(work, 'docusaurus-site-pages/.docusaurus/docusaurus-plugin-content-blog/default');
  mkdirSync(stale, { recursive: true });
  writeFileSync(
    resolve(stale, 'blog-post-list-prop-default.json'),
    JSON.stringify({
      title: 'Stale notes',
      items: [{ title: 'A post Docusaurus built once', permalink: '/blog/gone', unlisted: false, date: '2020-01-01T00:00:00.000Z' }],
    }),
  );
  execFileSync(process.execPath, ['bin/mdx-docsite.mjs', 'build', '--content', resolve(work, 'docusaurus-site-pages'), '--out', out], {
    cwd: repo,
    stdio: 'pipe',
  });
  server = await serveBuild(out);
  base = server.url;
}, 600_000);

afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('trailingSlash: true', () => {
  it('writes every page as <route>/index.html and redirects the slash-less form to it', async () => {
    expect(existsSync(resolve(out, 'intro/index.html'))).toBe(true);
    expect(existsSync(resolve(out, 'intro.html'))).toBe(false);
    expect(existsSync(resolve(out, 'blog/index.html'))).toBe(true);
    const response = await fetch(`${base}/intro`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/intro/');
    expect(readFileSync(resolve(out, 'sitemap.xml'), 'utf8')).toContain('<loc>https://orchard.example/intro/</loc>');
  });

  it("a page requiring the blog's generated recent-posts list gets this build's, not a stale one left by Docusaurus", async () => {
    const notes = (page: Page) =>
      page
        .locator('.latest-notes li')
        .evaluateAll((items) => items.map((li) => [li.querySelector('a')!.textContent, li.querySelector('time')!.getAttribute('datetime')]));
    const plain = await (await browser().newContext({ javaScriptEnabled: false })).newPage();
    await plain.goto(`${base}/latest-notes/`);
    const listed = await notes(plain);
    expect(listed).toContainEqual(['Winterizing your valves', '2024-04-22T00:00:00.000Z']);
    expect(listed.map(([title]) => title)).not.toContain('A post Docusaurus built once');
    expect(await plain.locator('.latest-notes h1').textContent()).toBe('Latest notes');
    await plain.context().close();
    const page = await (await browser().newContext()).newPage();
    // The fixture's Tag Manager and Analytics hosts, answered here (no network).
    await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.route('https://www.google-analytics.com/**', (route) => route.fulfill({ status: 204 }));
    const errors = watchErrors(page);
    await page.goto(`${base}/latest-notes/`);
    await hydrated(page);
    expect(await notes(page)).toEqual(listed);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("@docusaurus/Link gives a React page's internal links the slash form, as prerendered and after hydration", async () => {
    const links = (page: Page) => page.locator('main a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    const expected = ['/intro/', '/recipes/lawn/', '/blog/', '/almanac/'];
    const plain = await (await browser().newContext({ javaScriptEnabled: false })).newPage();
    await plain.goto(`${base}/`);
    expect(await links(plain)).toEqual(expect.arrayContaining(expected));
    expect((await links(plain)).filter((h) => !h.endsWith('/'))).toEqual([]);
    await plain.context().close();
    const page = await (await browser().newContext()).newPage();
    await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.route('https://www.google-analytics.com/**', (route) => route.fulfill({ status: 204 }));
    const errors = watchErrors(page);
    await page.goto(`${base}/`);
    await hydrated(page);
    expect((await links(page)).filter((h) => !h.endsWith('/'))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('links, the canonical URL and client navigation use the slash form', async () => {
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    // The fixture's Tag Manager container loads Google's script, which the test answers (no network here).
    await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.route('https://www.google-analytics.com/**', (route) => route.fulfill({ status: 204 }));
    const errors = watchErrors(page);
    await page.goto(`${base}/intro/`);
    await page.locator('main h1').first().waitFor();
    await hydrated(page);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://orchard.example/intro/');
    // Categories start closed (Docusaurus's default): open every one, so every sidebar link is checked.
    const closed = page.locator('nav.doc-sidebar [aria-expanded="false"]');
    for (let opened = 0; (await closed.count()) > 0 && opened < 50; opened++) await closed.first().click();
    const hrefs = await page.locator('nav.doc-sidebar a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(1);
    expect(hrefs.filter((h) => !h.endsWith('/'))).toEqual([]);
    const link = page.locator('main article a[href="/getting-started/install/"]').first();
    await link.click();
    await page.waitForURL(`${base}/getting-started/install/`);
    await expect.poll(() => page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://orchard.example/getting-started/install/');
    expect(errors).toEqual([]);
  });
});
