import { describe, expect, inject, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { hydrated, newDesktopPage, reloadLog, useBrowser, watchChunks, watchErrors } from './browser';

const base = inject('baseUrl');
const browser = useBrowser();

/** What the tests emulate of the Network Information API. */
interface Connection {
  saveData: boolean;
  effectiveType: string;
}

async function newPage(init?: (connection: Connection) => void, connection?: Connection): Promise<Page> {
  const page = await newDesktopPage(browser());
  if (init && connection) await page.addInitScript(init, connection);
  return page;
}

/**
 * The data files (`/_data/`: route-table shards, chunks) the page asks for while `act` runs. A link's
 * hover or focus prefetches in its event handler (the shard's fetch, or the chunk's once the shard
 * is cached, starts within that task); a request the page makes afterwards marks the end, so what
 * was not asked for before it was not asked for at all.
 */
async function dataRequestedBy(page: Page, act: () => Promise<void>): Promise<string[]> {
  const requested: string[] = [];
  const record = (r: Request) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/_data/')) requested.push(path);
  };
  page.on('request', record);
  await act();
  const end = page.waitForRequest((r) => r.url().endsWith('/robots.txt?end'));
  await page.evaluate(() => fetch('/robots.txt?end').then((r) => r.text()));
  await end;
  page.off('request', record);
  return requested;
}

describe('the spine, end to end', () => {
  it('walks home → docs via the navbar → another doc via the sidebar → blog → page 2 → a post → back', async () => {
    const page = await newPage();
    const errors = watchErrors(page);
    await page.goto(`${base}/`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Home Assistant Developer Docs');
    expect(await page.title()).toBe('Home Assistant Developer Docs');

    await page.getByRole('button', { name: /Home Assistant/ }).click();
    await page.locator('.navbar').getByRole('link', { name: 'Core', exact: true }).click();
    await page.waitForURL(`${base}/docs/development_index`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Home Assistant Core');
    expect(await page.title()).toBe('Home Assistant Core | Home Assistant Developer Docs');
    expect(await page.locator('.doc-sidebar [aria-current="page"]').textContent()).toBe('Introduction');

    await page.locator('.doc-sidebar').getByRole('link', { name: 'Set up development environment' }).click();
    await page.waitForURL(`${base}/docs/development_environment`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Set up development environment');
    expect(await page.locator('.breadcrumbs').textContent()).toContain('Development Workflow');
    expect(await page.locator('.toc a').count()).toBeGreaterThan(0);

    await page.locator('.navbar').getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL(`${base}/blog`);
    await expect.poll(() => page.locator('.blog-summary').count()).toBe(10);
    const firstOnPage1 = await page.locator('.blog-summary h2').first().textContent();

    await page.getByRole('link', { name: /Older/ }).click();
    await page.waitForURL(`${base}/blog/page/2`);
    await expect.poll(() => page.locator('.blog-summary h2').first().textContent()).not.toBe(firstOnPage1);
    expect(await page.locator('.blog-summary').count()).toBe(10);

    const postLink = page.locator('.blog-summary h2 a').first();
    const postTitle = await postLink.textContent();
    const href = await postLink.getAttribute('href');
    await postLink.click();
    await page.waitForURL(`${base}${href}`);
    await expect.poll(() => page.locator('.blog-post h1').textContent()).toBe(postTitle);
    expect(href).toMatch(/^\/blog\/\d{4}\/\d{2}\/\d{2}\/[\w.-]+$/);

    await page.goBack();
    await page.waitForURL(`${base}/blog/page/2`);
    await expect.poll(() => page.locator('.blog-summary').count()).toBe(10);
    expect(errors).toEqual([]);
  });

  it('answers an unknown path with 404 and the not-found page', async () => {
    const page = await newPage();
    const response = await page.goto(`${base}/docs/this-page-does-not-exist`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Page Not Found');
    expect(await page.title()).toBe('Page Not Found | Home Assistant Developer Docs');
  });

  it('shows the not-found page at a deep unknown path as rendered for that path, with a working navbar', async () => {
    const page = await newPage();
    const errors = watchErrors(page);
    const response = await page.goto(`${base}/docs/nope/deeper`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Page Not Found');
    await hydrated(page);
    // The host serves 404.html, prerendered once for /404: the page in the address bar is this one.
    const nav = page.locator('.navbar');
    await nav.getByRole('button', { name: 'Language: English' }).click();
    expect(await nav.locator('.navbar-dropdown-right [aria-current="page"]').getAttribute('href')).toBe('/docs/nope/deeper');
    await page.keyboard.press('Escape');
    await nav.getByRole('button', { name: /Home Assistant/ }).click();
    await nav.getByRole('link', { name: 'Core', exact: true }).click();
    await page.waitForURL(`${base}/docs/development_index`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Home Assistant Core');
    // Nothing but the 404 response itself: no hydration mismatch, no error.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });

  it('normalises .html and /index.html paths to the clean route', async () => {
    const page = await newPage();
    for (const path of ['/docs/development_index.html', '/docs/development_index/index.html']) {
      const response = await page.goto(`${base}${path}`);
      expect(response?.request().redirectedFrom()?.url()).toBe(`${base}${path}`);
      expect(page.url()).toBe(`${base}/docs/development_index`);
      await expect.poll(() => page.locator('article h1').textContent()).toBe('Home Assistant Core');
    }
  });

  it('prefetches the chunk of a hovered link before the click', async () => {
    const page = await newPage();
    await page.goto(`${base}/docs/development_index`);
    // Before React owns the link, a hover does nothing.
    await hydrated(page);
    const chunks = watchChunks(page);
    const link = page.locator('.doc-sidebar').getByRole('link', { name: 'Style guidelines' });
    // The hover asks for the route's shard or its chunk at once (what the test below relies on).
    expect(await dataRequestedBy(page, () => link.hover())).not.toEqual([]);
    await expect.poll(() => chunks.some((c) => c.startsWith('/_data/doc/development_guidelines') || c.includes('docs-development_guidelines'))).toBe(true);
    const before = chunks.length;
    await link.click();
    await page.waitForURL(`${base}/docs/development_guidelines`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Style guidelines');
    expect(chunks.length).toBe(before);
  });

  it.each([
    ['when the reader has data saver on', { saveData: true, effectiveType: '4g' }],
    ['on a 2g connection', { saveData: false, effectiveType: '2g' }],
  ])('does not prefetch %s', async (_, connection) => {
    const page = await newPage((value) => {
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value });
    }, connection);
    await page.goto(`${base}/docs/development_index`);
    await hydrated(page);
    const requested = await dataRequestedBy(page, async () => {
      await page.locator('.doc-sidebar').getByRole('link', { name: 'Style guidelines' }).hover();
      await page.locator('.doc-sidebar').getByRole('link', { name: 'Tips and tricks' }).focus();
    });
    expect(requested).toEqual([]);
  });

  it('reloads exactly once when a route chunk answers 500, then shows the error with a retry', async () => {
    const page = await newPage();
    let failing = true;
    await page.route('**/_data/doc/**', (route) => (failing ? route.fulfill({ status: 500, body: 'boom' }) : route.continue()));
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto(`${base}/docs/development_index`);
    // The reloaded page may show its error before its own load event.
    await expect.poll(() => loads).toBe(2);
    // The error box is the end: the guard refused a second reload before the page showed it.
    await page.getByRole('alert').waitFor();
    expect(await reloadLog(page)).toMatchObject([{ reason: 'route-data', path: '/docs/development_index' }]);
    expect(loads).toBe(2);
    expect(await page.getByRole('alert').textContent()).toContain('HTTP 500');

    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Home Assistant Core');
    expect(loads).toBe(2);
  });

  it('leaves the reader where they scrolled the prerendered page while its code was loading', async () => {
    const page = await newPage();
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back, so the page is read as it streams in.
    await page.goto(`${base}/docs/development_environment`, { waitUntil: 'commit' });
    // A reader scrolls what they see: the whole prerendered page with its stylesheets applied. Scrolled
    // while the HTML is half parsed and unstyled (a slow machine: the landing CI saw 720), the page's
    // height changes under the offset and the browser clamps it, which says nothing about the app.
    await page.waitForFunction(
      () =>
        document.readyState !== 'loading' &&
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every((link) => link.sheet !== null),
    );
    await expect.poll(() => page.evaluate(() => (window.scrollTo(0, 1200), window.scrollY))).toBe(1200);
    release();
    await hydrated(page);
    // The app's first passive effect sets this; the scroll step, a layout effect of the same commit, ran before it.
    await page.waitForFunction(() => window.history.scrollRestoration === 'manual');
    expect(await page.evaluate(() => window.scrollY)).toBe(1200);
  });

  it('scrolls to the top after navigation and to the hash target when there is one', async () => {
    const page = await newPage();
    await page.goto(`${base}/docs/development_environment`);
    await hydrated(page);
    await page.locator('article').hover();
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Style guidelines' }).click();
    await page.waitForURL(`${base}/docs/development_guidelines`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const id = await page.locator('.toc a').last().getAttribute('href');
    await page.goto(`${base}/docs/development_guidelines${id}`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });
});
