import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, watchErrors } from './browser';
import { startDevServerCopy, type RunningDevServer } from './dev-server';

/**
 * `npm run dev -- --content <site>` on the Docusaurus fixture sites serves them as the build does:
 * under the site's baseUrl, with its docs layout (docs outside the folder at the root, a second
 * docs instance) and its other locales under `/<locale>/`.
 */
const fixtures = resolve(import.meta.dirname, '../fixtures');
const browser = useBrowser();
let sub: RunningDevServer;
let pages: RunningDevServer;

// One dev server at a time: each optimises Vite's dependencies for its own config into the same cache.

describe('npm run dev on a Docusaurus site with a baseUrl and two locales', () => {
  beforeAll(async () => {
    sub = await startDevServerCopy(join(fixtures, 'docusaurus-site-2'));
  }, 300_000);
  afterAll(async () => {
    await sub?.stop();
  });

  it('serves a baseUrl site under its base path, and client navigation stays under it', async () => {
    const page = await browser().newPage();
    // The first page of a fresh server: Vite optimises the dependencies for this config and reloads it once.
    await page.goto(`${sub.url}/sub/docs/intro`, { waitUntil: 'commit' });
    await page.locator('article h1').waitFor({ timeout: 240_000 });
    expect(await page.locator('article h1').textContent()).toBe('Welcome to Quillmate');
    const errors = watchErrors(page);
    // The site's own files come from under the base too.
    expect((await fetch(`${sub.url}/sub/manifest.json`)).status).toBe(200);
    // Survives only if the navigation below happens in the page, without a reload.
    await page.evaluate(() => ((window as unknown as { devMarker: string }).devMarker = 'same page'));
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Installing' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sub/docs/guide/install');
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Installing');
    expect(await page.evaluate(() => (window as unknown as { devMarker?: string }).devMarker)).toBe('same page');
    expect(await page.locator('.base-url-banner').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);

  it('serves another locale under /<locale>/, right to left', async () => {
    const page = await browser().newPage();
    await page.goto(`${sub.url}/sub/ar/docs/intro`, { waitUntil: 'commit' });
    await expect.poll(() => page.locator('article h1').textContent(), { timeout: 60_000 }).toBe('مرحبًا بك في كويلمايت');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar-EG');
    // The locale's translation files apply in dev as in the build (navbar.json, footer.json).
    expect(await page.locator('.navbar-title').textContent()).toBe('كويلمايت');
    expect(await page.locator('footer.footer .footer-title').allTextContents()).toEqual(['تعلّم', 'Elsewhere']);
    await page.close();
  });

  it("draws a draft doc with the draft banner, through the site's swizzle wrapping it (a production build has no drafts)", async () => {
    const page = await browser().newPage();
    const errors = watchErrors(page);
    await page.goto(`${sub.url}/sub/docs/next/guide/roadmap`, { waitUntil: 'commit' });
    await expect.poll(() => page.locator('article h1').textContent(), { timeout: 60_000 }).toBe('Roadmap');
    // Once, above the body, as theme-classic's DocItem/Layout draws its ContentVisibility; the
    // site's wrapped Admonition (its parts swizzled) keeps the banner's class, as on Docusaurus.
    const banner = page.locator('article .quillmate-callout[data-kind="caution"] > .theme-draft-banner');
    await banner.waitFor();
    expect(await banner.count()).toBe(1);
    expect(await banner.locator('.admonition-heading').textContent()).toContain('Draft page');
    expect(await page.locator('article .quillmate-callout:has(> .theme-draft-banner) + p.quill-draft-note').textContent()).toBe(
      'The docs team publishes this page when the feature ships.',
    );
    // A doc that is not a draft has neither (a draft is in no sidebar here: the navbar's link, in the app).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guide', exact: true }).click();
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Welcome to Quillmate');
    expect(await page.locator('.theme-draft-banner, .quill-draft-note').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('npm run dev on a Docusaurus site with docs outside its folder at the root', () => {
  beforeAll(async () => {
    pages = await startDevServerCopy(join(fixtures, 'docusaurus-site-pages'), [join(fixtures, 'docusaurus-site-pages-docs')]);
  }, 300_000);
  afterAll(async () => {
    await pages?.stop();
  });

  it('serves docs kept outside the site folder at the root, a second docs instance, and updates a root-routed doc on save', async () => {
    const page = await browser().newPage();
    const errors = watchErrors(page);
    await page.goto(`${pages.url}/intro`, { waitUntil: 'commit' });
    await page.locator('article h1').waitFor({ timeout: 240_000 });
    expect(await page.locator('article h1').textContent()).toBe('Welcome to Orchard');
    const file = join(pages.contentRoot, '../docusaurus-site-pages-docs/intro.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('title: Welcome to Orchard', 'title: Welcome to the live Orchard'));
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Welcome to the live Orchard');
    await page.goto(`${pages.url}/recipes/lawn`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Lawn zones');
    // The recipes instance's docItemComponent, a module the dev server serves on that instance's pages.
    await expect.poll(() => page.locator('.almanac-doc').getAttribute('data-season')).toBe('early autumn');
    // The route the site's own plugin adds, with its createData module and global data, and its client module.
    await page.goto(`${pages.url}/almanac`);
    await expect.poll(() => page.locator('.almanac-summary').textContent()).toBe('3 varieties; frost-free from April 20.');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.almanac)).toBe('ready');
    // The plugin's configureWebpack: `Buffer` provided to the page's module, which the dev server serves on its own.
    await expect.poll(() => page.locator('.almanac-polyfills').textContent()).toBe('browser, 7 bytes');
    // No page error, nor React's warnings (a component that suspended on the global data file reads it the same way again).
    // The site's analytics and preconnect name hosts that do not exist.
    expect(errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
    await page.close();
  }, 300_000);

  it("compiles the Markdown a React page imports with its folder's loader, as the build does, and again on save", async () => {
    const page = await browser().newPage();
    const errors = watchErrors(page);
    await page.goto(`${pages.url}/fault-codes`, { waitUntil: 'commit' });
    const wiring = page.locator('.fault-wiring');
    await wiring.locator('kbd').waitFor({ timeout: 120_000 });
    // The pages plugin's remark plugin ran on the file in src/pages, not on the one in src/components.
    expect(await wiring.locator('kbd').textContent()).toBe('FLOW');
    expect(await page.locator('.fault-resets code', { hasText: 'VALVE' }).count()).toBe(1);
    // The file's own component, with its state.
    await wiring.getByRole('button', { name: 'Show the reading' }).click();
    await expect.poll(() => wiring.locator('output').textContent()).toBe('14 L/min');
    // The image and the download next to it, served by the dev server at the URLs their imports give.
    const image = wiring.locator('img[alt="The main line feeding four zone valves"]');
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(160);
    const sheet = await wiring.getByRole('link', { name: 'the zone sheet' }).getAttribute('href');
    expect(await (await page.request.get(new URL(sheet!, pages.url).href)).text()).toContain('4,greenhouse,black');
    const file = join(pages.contentRoot, 'src/pages/_wiring.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('press `FLOW` twice', 'press `ZONE` twice'));
    await expect.poll(() => wiring.locator('kbd').textContent(), { timeout: 60_000 }).toBe('ZONE');
    expect(errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
    await page.close();
  }, 300_000);

  it("draws a draft post with theme-classic's draft banner", async () => {
    const page = await browser().newPage();
    const errors = watchErrors(page);
    await page.goto(`${pages.url}/blog/2024/06/01/unfinished`, { waitUntil: 'commit' });
    const banner = page.locator('.theme-draft-banner');
    await banner.waitFor({ timeout: 60_000 });
    expect(await banner.locator('.admonition-heading').textContent()).toContain('Draft page');
    expect(await banner.textContent()).toContain('This page is a draft. It will only be visible in dev and be excluded from the production build.');
    // The site's plugin preconnects every page to a host that does not exist (tiles.orchard.example).
    expect(errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
    await page.close();
  });
});

describe('npm run dev on a Docusaurus site whose components use @docusaurus/theme-common', () => {
  let lantern: RunningDevServer;
  beforeAll(async () => {
    lantern = await startDevServerCopy(join(fixtures, 'docusaurus-site'));
  }, 300_000);
  afterAll(async () => {
    await lantern?.stop();
  });

  // The fixture has no theme-common of its own: it gets this project's, as its build does
  // (docusaurus/node/bundle/theme-common-packages.ts), served as source with its providers.
  it("runs theme-common's hooks and providers as the build does: colour mode, useBlogPost", async () => {
    const page = await browser().newPage();
    await page.goto(`${lantern.url}/docs/evaluated/theme-common`, { waitUntil: 'commit' });
    const desk = page.locator('section.lantern-desk');
    await desk.waitFor({ timeout: 240_000 });
    const errors = watchErrors(page);
    await expect.poll(() => desk.locator('.desk-window').textContent()).toBe('Window: desktop');
    await desk.locator('.desk-switch').click();
    await expect.poll(() => desk.locator('.desk-mode').textContent()).toBe('Colour mode: dark');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await desk.locator('.desk-toggle').click();
    await expect.poll(() => desk.locator('.desk-toggle').textContent()).toBe('Hide the wiring notes');
    await page.goto(`${lantern.url}/blog/2024/03/14/dimming`);
    await expect
      .poll(() => page.locator('.lantern-post-desk').textContent(), { timeout: 60_000 })
      .toBe('Reading “Dimming arrives”, tagged release, dimming, contents to h3.');
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);
});
