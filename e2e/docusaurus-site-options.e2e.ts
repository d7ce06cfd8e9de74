import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, newDesktopPage, fixture2Base, watchErrors, hydrated } from './browser';

/**
 * Site options of fixtures/docusaurus-site-2 as a reader meets them (build.fixture2/, served under
 * `/sub/`): `trailingSlash: false`, the ideal-image plugin, `og:locale` per locale, the feeds of
 * each locale, `createRedirects` and `staticDirectories`.
 */
const base = fixture2Base();
const buildDir = resolve(import.meta.dirname, '..', 'build.fixture2');
const browser = useBrowser();

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await newDesktopPage(browser());
  const errors = watchErrors(page);
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()} ${r.url()}`);
  });
  await page.goto(`${base}${path}`);
  await page.locator('main h1').first().waitFor();
  await hydrated(page);
  return { page, errors };
}

const ogLocales = (page: Page) =>
  page.locator('head meta[property^="og:locale"]').evaluateAll((els) => els.map((e) => `${e.getAttribute('property')}=${e.getAttribute('content')}`));

describe('@docusaurus/Translate in a React page', () => {
  it("shows each locale's messages from its code.json, with placeholders filled by React nodes, and the message as written where none is translated", async () => {
    const en = await open('/sync-status');
    expect(await en.page.locator('main h1').textContent()).toBe('Sync status');
    expect(await en.page.locator('.sync-summary').innerHTML()).toBe('<strong>3</strong> devices are in step.');
    expect(await en.page.locator('.sync-hint').textContent()).toBe('Pull to refresh.');
    // The `config` prop: the locale's site config, with its footer.
    expect(await en.page.locator('.sync-config').textContent()).toBe('/sub/, Learn');
    expect(en.errors).toEqual([]);
    await en.page.context().close();
    const ar = await open('/ar/sync-status');
    expect(await ar.page.locator('main h1').textContent()).toBe('حالة المزامنة');
    expect(await ar.page.locator('.sync-summary').innerHTML()).toBe('<strong>3</strong> أجهزة متزامنة.');
    expect(await ar.page.locator('.sync-hint').textContent()).toBe('اسحب للتحديث.');
    expect(await ar.page.locator('.sync-config').textContent()).toBe('/sub/ar/, تعلّم');
    // The page's title comes from its Layout's title through the head manager, after hydration: wait for it.
    await expect.poll(() => ar.page.title()).toContain('حالة المزامنة');
    expect(ar.errors).toEqual([]);
    await ar.page.context().close();
  });
});

describe("a React page's links, images, siteConfig.baseUrl and `config` prop take its locale's base URL, as Docusaurus builds each locale", () => {
  const shown = (page: Page) =>
    Promise.all([
      page.locator('.sync-relays').getAttribute('href'),
      page.locator('.sync-relays-prefixed').getAttribute('href'),
      page.locator('.sync-diagram').getAttribute('src'),
      page.locator('.sync-base').textContent(),
      page.locator('.sync-config').textContent(),
    ]);
  const imageLoaded = (page: Page) =>
    page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.sync-diagram');
      return img !== null && img.complete && img.naturalWidth > 0;
    });

  it('writes /sub/ar/ into the Arabic page as prerendered and keeps it after hydration; the link navigates in the app and the image loads', async () => {
    // The static folder is copied under the locale's prefix, as Docusaurus writes each locale's output.
    expect(existsSync(resolve(buildDir, 'ar/img/sync-states.png'))).toBe(true);
    const arabic = ['/sub/ar/relays', '/sub/ar/relays', '/sub/ar/img/sync-states.png', '/sub/ar/', '/sub/ar/, تعلّم'];

    // The prerendered HTML, read without scripts.
    const plain = await newDesktopPage(browser(), { javaScriptEnabled: false });
    await plain.goto(`${base}/ar/sync-status`);
    expect(await shown(plain)).toEqual(arabic);
    await plain.context().close();

    const ar = await open('/ar/sync-status');
    expect(await shown(ar.page)).toEqual(arabic);
    await imageLoaded(ar.page);
    await ar.page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await ar.page.locator('.sync-relays').click();
    await ar.page.locator('main h1', { hasText: 'صيانة خوادم الترحيل' }).waitFor();
    expect(new URL(ar.page.url()).pathname).toBe('/sub/ar/relays');
    expect(await ar.page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // Back, then the link made with useBaseUrl: the base URL is not doubled.
    await ar.page.goBack();
    await ar.page.locator('.sync-relays-prefixed').click();
    await ar.page.locator('main h1', { hasText: 'صيانة خوادم الترحيل' }).waitFor();
    expect(new URL(ar.page.url()).pathname).toBe('/sub/ar/relays');
    expect(ar.errors).toEqual([]);
    await ar.page.context().close();

    const en = await open('/sync-status');
    expect(await shown(en.page)).toEqual(['/sub/relays', '/sub/relays', '/sub/img/sync-states.png', '/sub/', '/sub/, Learn']);
    await imageLoaded(en.page);
    expect(en.errors).toEqual([]);
    await en.page.context().close();
  });
});

describe('a site plugin, run once per locale as Docusaurus loads the site per locale', () => {
  const shown = (page: Page) =>
    Promise.all(['.relay-locale', '.relay-env', '.relay-config', '.relay-base', '.relay-global'].map((c) => page.locator(c).textContent()));

  it("shows on the page it adds each locale's content, global data and head tag, also after the reader navigates there", async () => {
    const en = await open('/relays');
    expect(await en.page.locator('main h1').textContent()).toBe('Relay maintenance');
    expect(await shown(en.page)).toEqual(['en', 'en', 'en', '/sub/', 'en en /sub/']);
    expect(await en.page.locator('.relay-windows li').first().textContent()).toBe('relay-north: Monday');
    expect(await en.page.locator('head meta[name="relay-maintenance-locale"]').getAttribute('content')).toBe('en');
    expect(en.errors).toEqual([]);
    await en.page.context().close();

    // In Arabic, from the locale's about page through the router: the page, its module and the
    // global data the browser reads are the Arabic run's.
    const ar = await open('/ar/about');
    await ar.page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await ar.page.getByRole('link', { name: 'صيانة خوادم الترحيل' }).click();
    await ar.page.locator('main h1', { hasText: 'صيانة خوادم الترحيل' }).waitFor();
    expect(new URL(ar.page.url()).pathname).toBe('/sub/ar/relays');
    expect(await ar.page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await shown(ar.page)).toEqual(['ar', 'ar', 'ar', '/sub/ar/', 'ar ar /sub/ar/']);
    expect(await ar.page.locator('.relay-windows li').first().textContent()).toBe(
      `relay-north: ${new Intl.DateTimeFormat('ar', { weekday: 'long', timeZone: 'UTC' }).format(new Date('2024-06-03T02:00:00Z'))}`,
    );
    expect(ar.errors).toEqual([]);
    await ar.page.context().close();

    const direct = await open('/ar/relays');
    expect(await shown(direct.page)).toEqual(['ar', 'ar', 'ar', '/sub/ar/', 'ar ar /sub/ar/']);
    expect(await direct.page.locator('head meta[name="relay-maintenance-locale"]').getAttribute('content')).toBe('ar');
    expect(direct.errors).toEqual([]);
    await direct.page.context().close();
  });

  it("reads the locale's global data from `@generated/globalData` and its own origin from `siteMetadata.pluginVersions`, prerendered and hydrated", async () => {
    const parts = (page: Page) => Promise.all(['.relay-global-module', '.relay-plugin-origin', '.relay-docs-plugin'].map((c) => page.locator(c).textContent()));
    // Prerendered: the page's HTML as served, before any script runs.
    const html = await (await fetch(`${base}/ar/relays`)).text();
    expect(html).toContain('<dd class="relay-global-module">ar /sub/ar/</dd>');
    // A plugin file of the site folder (its package.json is the site's) is Docusaurus's `project` plugin.
    expect(html).toContain('<dd class="relay-plugin-origin">project</dd>');
    expect(html).toContain('<dd class="relay-docs-plugin">@docusaurus/plugin-content-docs</dd>');
    const en = await open('/relays');
    expect(await parts(en.page)).toEqual(['en /sub/', 'project', '@docusaurus/plugin-content-docs']);
    expect(en.errors).toEqual([]);
    await en.page.context().close();
    const ar = await open('/ar/relays');
    expect(await parts(ar.page)).toEqual(['ar /sub/ar/', 'project', '@docusaurus/plugin-content-docs']);
    expect(ar.errors).toEqual([]);
    await ar.page.context().close();
  });
});

describe('trailingSlash: false', () => {
  it('writes each page as <route>.html, links and canonical URLs without a slash; the slash form redirects', async () => {
    expect(existsSync(resolve(buildDir, 'docs/intro.html'))).toBe(true);
    expect(existsSync(resolve(buildDir, 'docs/intro/index.html'))).toBe(false);
    const redirect = await fetch(`${base}/docs/intro/`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/sub/docs/intro');
    const { page, errors } = await open('/docs/intro');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://quillmate.example/sub/docs/intro');
    const hrefs = await page.locator('nav.doc-sidebar a[href^="/sub/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(2);
    expect(hrefs.filter((h) => h.endsWith('/'))).toEqual([]);
    await page.locator('nav.doc-sidebar a[href="/sub/docs/guide/sync"]').click();
    await page.waitForURL(`${base}/docs/guide/sync`);
    // The address changes when the route's data has arrived; the page renders just after.
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe('Sync rules');
    expect(errors).toEqual([]);
  });
});

describe('@docusaurus/plugin-ideal-image', () => {
  const overview = 'img.ideal-image[alt^="A change travels"]';
  const currentSrc = (page: Page) => page.locator(overview).evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.currentSrc);

  it('offers a wide image at the widths of min/max/steps (quality 70, 640 to 1030 px in 2 steps); the box is reserved before it loads', async () => {
    const { page, errors } = await open('/docs/next/api/endpoints');
    const img = page.locator(overview);
    expect(await img.getAttribute('loading')).toBe('lazy');
    // 1600×800 originally: never wider than `max`, so `src` and the box are the 1030 px variant.
    expect([await img.getAttribute('width'), await img.getAttribute('height')]).toEqual(['1030', '515']);
    expect(await img.getAttribute('src')).toMatch(/^\/sub\/assets\/content\/sync-overview\.\w+\.1030\.png$/);
    const srcset = (await img.getAttribute('srcset'))!;
    expect(srcset.split(', ').map((c) => c.replace(/\.\w+\.(\d+)\.png/, '.$1.png'))).toEqual([
      '/sub/assets/content/sync-overview.640.png 640w',
      '/sub/assets/content/sync-overview.1030.png 1030w',
    ]);
    expect(await img.getAttribute('sizes')).toBe('(max-width: 1030px) 100vw, 1030px');
    // width/height give the box the image's ratio whether or not the file has arrived.
    const before = (await img.boundingBox())!;
    expect(Math.round((before.width / before.height) * 10) / 10).toBe(2);
    await img.scrollIntoViewIfNeeded();
    // A desktop screen wider than 1030 px: the browser picks the 1030 px file.
    await expect.poll(() => currentSrc(page)).toMatch(/\/sync-overview\.\w+\.1030\.png$/);
    for (const candidate of srcset.split(', ')) expect((await fetch(`${new URL(base).origin}${candidate.split(' ')[0]}`)).status).toBe(200);
    expect(errors).toEqual([]);
  });

  it('on a narrow screen the browser loads the 640 px file, with no script involved, and it scales with the column', async () => {
    const page = await newDesktopPage(browser(), { viewport: { width: 360, height: 800 }, deviceScaleFactor: 1, javaScriptEnabled: false });
    await page.goto(`${base}/docs/next/api/endpoints`);
    const img = page.locator(overview);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => currentSrc(page)).toMatch(/\/sync-overview\.\w+\.640\.png$/);
    // naturalWidth is scaled by the chosen candidate's density; the file itself is 640 px wide.
    const loaded = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
    expect(imageSize(new Uint8Array(await (await fetch(loaded)).arrayBuffer())).width).toBe(640);
    const box = (await img.boundingBox())!;
    expect(box.width).toBeLessThan(360);
    expect(Math.round((box.width / box.height) * 10) / 10).toBe(2);
  });

  it('an image narrower than min is made once at its own width (no srcset); a Markdown image of it stays a plain image', async () => {
    const { page, errors } = await open('/docs/next/api/endpoints');
    const img = page.locator('img.ideal-image[alt^="The editor talks"]');
    expect(await img.getAttribute('srcset')).toBeNull();
    expect([await img.getAttribute('width'), await img.getAttribute('height')]).toEqual(['480', '240']);
    expect(await img.getAttribute('src')).toMatch(/^\/sub\/assets\/content\/daemon-diagram\.\w+\.480\.png$/);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(480);
    expect(await page.locator('main img[alt="The daemon between editor and server"]').getAttribute('loading')).toBeNull();
    expect(errors).toEqual([]);
  });
});

describe('og:locale, feeds per locale, createRedirects and staticDirectories', () => {
  it('og:locale is the page locale (htmlLang with an underscore); the others are alternates, after client navigation too', async () => {
    const { page } = await open('/ar/docs/intro');
    expect(await ogLocales(page)).toEqual(['og:locale=ar_EG', 'og:locale:alternate=en']);
    const en = await open('/docs/intro');
    expect(await ogLocales(en.page)).toEqual(['og:locale=en', 'og:locale:alternate=ar_EG']);
    await en.page.locator('nav.doc-sidebar a[href="/sub/docs/guide/install"]').click();
    await en.page.waitForURL(`${base}/docs/guide/install`);
    expect(await ogLocales(en.page)).toEqual(['og:locale=en', 'og:locale:alternate=ar_EG']);
  });

  it("each locale's pages link its own feeds, which the server answers", async () => {
    const { page } = await open('/ar/docs/intro');
    const feeds = await page
      .locator('head link[rel="alternate"][type*="xml"], head link[rel="alternate"][type*="json"]')
      .evaluateAll((els) => els.map((e) => `${e.getAttribute('type')} ${e.getAttribute('href')}`));
    expect(feeds).toEqual([
      'application/rss+xml /sub/ar/blog/rss.xml',
      'application/atom+xml /sub/ar/blog/atom.xml',
      'application/feed+json /sub/ar/blog/feed.json',
    ]);
    const rss = await fetch(`${base}/ar/blog/rss.xml`);
    expect(rss.status).toBe(200);
    expect(await rss.text()).toContain('<title>Quillmate release notes</title>');
  });

  it('answers the paths createRedirects made with a 301, and files of every static folder', async () => {
    const response = await fetch(`${base}/docs/handbook/install`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/sub/docs/guide/install');
    expect(await (await fetch(`${base}/downloads/checksums.txt`)).text()).toContain('quillmate-7.0.0.tar.gz');
    expect(await (await fetch(`${base}/origin.txt`)).text()).toBe('Quillmate static folder: static/\n');
  });
});
