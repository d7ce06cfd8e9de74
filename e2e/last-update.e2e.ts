import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newDesktopPage, useBrowser, watchErrors, watchCsp, cspViolations, hydrated } from './browser';
import { serveBuild, type ServedBuild } from './serve-build';

/**
 * The last update on a Markdown page and a post, as Docusaurus 3.1+ draws it: the pages fixture
 * (fixtures/docusaurus-site-pages, `npm run build:fixture-pages`) sets the pages plugin's and the
 * blog's `showLastUpdateTime` and `showLastUpdateAuthor`; its about page and its rain-delay post name
 * their last update in front matter (`last_update`), so the dates and authors do not follow git.
 */
const dir = resolve(import.meta.dirname, '..', 'build.fixture-pages');
const browser = useBrowser();
let server: ServedBuild | undefined;
let base = '';

beforeAll(async () => {
  if (!existsSync(resolve(dir, 'index.html'))) throw new Error('No build of the pages fixture site: run `npm run build:fixture-pages` first');
  server = await serveBuild(dir);
  base = server.url;
});
afterAll(async () => {
  await server?.close();
});

const ABOUT = '/about';
const POST = '/blog/2024/03/10/rain-delay';

/** What a page shows of its last update: each line's text and its `<time>`'s `datetime`, and where it sits. */
async function lastUpdate(page: Page) {
  const lines = page.locator('p.last-updated');
  return {
    text: (await lines.allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim()),
    times: await lines.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime'))),
    authors: await lines.locator('b').allTextContents(),
    // Below the content: after the Markdown page's article, in the post's footer inside its article.
    placed: await lines.evaluateAll((ps) =>
      ps.map((p) =>
        (p.closest('article') ? `article ${p.closest('footer') ? 'footer' : ''}` : `after ${p.parentElement?.previousElementSibling?.tagName ?? ''}`).trim(),
      ),
    ),
  };
}

const about = {
  text: ['Last updated on May 20, 2024 by Marta from the garden crew'],
  times: ['2024-05-20T00:00:00.000Z'],
  authors: ['Marta from the garden crew'],
  placed: ['after ARTICLE'],
};
const post = {
  text: ['Last updated on April 2, 2024 by Oskar on the firmware bench'],
  times: ['2024-04-02T00:00:00.000Z'],
  authors: ['Oskar on the firmware bench'],
  placed: ['article footer'],
};

describe("the last update of a Markdown page and a post (the pages plugin's and the blog's showLastUpdateTime and showLastUpdateAuthor)", () => {
  it('is in the prerendered pages, before any script runs, and not on the blog list', async () => {
    const page = await newDesktopPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${base}${ABOUT}`);
    expect(await lastUpdate(page)).toEqual(about);
    await page.goto(`${base}${POST}`);
    expect(await lastUpdate(page)).toEqual(post);
    // Theme-classic draws it on the post's page only: the list's posts show none.
    for (const list of ['/blog', '/blog/page/2']) {
      await page.goto(`${base}${list}`);
      expect(await page.locator('article').count()).toBeGreaterThan(0);
      expect(await page.locator('p.last-updated').count()).toBe(0);
    }
    await page.context().close();
  });

  it('stays after hydration and after a client navigation, under the CSP, without console errors', async () => {
    const page = await newDesktopPage(browser());
    // The site's Tag Manager and gtag hosts, answered here (no network in tests), as docusaurus-site-pages.e2e.ts answers them.
    await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.route('https://www.google-analytics.com/**', (route) => route.fulfill({ status: 204 }));
    const errors = watchErrors(page);
    await watchCsp(page);
    await page.goto(`${base}${ABOUT}`);
    await hydrated(page);
    expect(await lastUpdate(page)).toEqual(about);
    // In the app: the about page links to the blog; from the list to the post.
    await page.locator('article a[href="/blog"]').click();
    await page.waitForURL(`${base}/blog`);
    await page.locator('.blog-sidebar').getByRole('link', { name: 'Rain delay' }).click();
    await page.waitForURL(`${base}${POST}`);
    await page.locator('article footer p.last-updated').waitFor();
    expect(await lastUpdate(page)).toEqual(post);
    await page.goto(`${base}${POST}`);
    await hydrated(page);
    expect(await lastUpdate(page)).toEqual(post);
    expect(errors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    await page.context().close();
  });
});
