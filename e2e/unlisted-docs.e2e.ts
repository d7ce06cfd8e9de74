import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cspViolations, openDocPage, useBrowser } from './browser';

/**
 * An unlisted doc of the Docusaurus fixture site (fixtures/docusaurus-site/docs/advanced/
 * preview-notes.md, `unlisted: true`, in the Advanced category between Local components and Raw
 * HTML and markup, linked from the latter), built by `npm run build:fixture`: reachable by its
 * link, with theme-classic's banner and `noindex`, and in no sidebar but its own page's, no
 * previous/next link, card list, sitemap, search result or llms.txt, as Docusaurus 3.10 builds it.
 */
const base = inject('fixtureBaseUrl');
const browser = useBrowser();
const UNLISTED = '/docs/advanced/preview-notes';
const BANNER = 'This page is unlisted. Search engines will not index it, and only users having a direct link can access it.';

beforeAll(() => {
  if (!base) throw new Error('No fixture build: run `npm run build:fixture` before the browser tests');
});

const sidebarLinks = (page: Page) => page.locator('nav.doc-sidebar a.sidebar-link').allTextContents();
const pagerLinks = (page: Page) => page.locator('nav.lantern-pager a').allTextContents();
const robots = (page: Page) => page.locator('head meta[name="robots"]').evaluateAll((els) => els.map((e) => e.getAttribute('content')));

describe('an unlisted doc', () => {
  it('is prerendered with the unlisted banner, noindex, nofollow, in its own sidebar as the current page, with no previous/next', async () => {
    const { page, errors } = await openDocPage(browser(), `${base}${UNLISTED}`, false);
    expect(await robots(page)).toEqual(['noindex, nofollow']);
    const banner = page.locator('article aside.theme-unlisted-banner');
    expect(await banner.getAttribute('aria-label')).toBe('Unlisted page');
    expect(await banner.textContent()).toContain(BANNER);
    // Above the title, as theme-classic's DocItem/Layout draws it.
    expect(await page.locator('article').evaluate((a) => a.querySelector('aside.theme-unlisted-banner') === a.firstElementChild)).toBe(true);
    expect(await page.locator('nav.doc-sidebar a[aria-current="page"]').textContent()).toBe('Preview notes');
    // The fixture's wrapped DocSidebarItem/Link is given the item's `unlisted`.
    expect(await page.locator('nav.doc-sidebar li.lantern-lit').getAttribute('data-unlisted')).toBe('yes');
    // The fixture's ejected DocPaginator draws a link for each of `previous` and `next`: none here.
    expect(await pagerLinks(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is in no sidebar and no previous/next of the other docs, prerendered', async () => {
    const { page, errors } = await openDocPage(browser(), `${base}/docs/advanced/components`, false);
    const links = await sidebarLinks(page);
    expect(links).toContain('Raw HTML and markup');
    expect(links).not.toContain('Preview notes');
    // Its neighbours are each other's; before it, its category's generated index, as Docusaurus counts it.
    expect(await pagerLinks(page)).toEqual(['Back to Advanced', 'On to Raw HTML and markup']);
    expect(await page.locator('nav.doc-sidebar li.lantern-lit').getAttribute('data-unlisted')).toBe('no');
    expect(await robots(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('after hydration: shows in the sidebar while it is the page, and leaves it with the reader, CSP-clean', async () => {
    const { page, errors } = await openDocPage(browser(), `${base}/docs/advanced/markup`, true);
    expect(await sidebarLinks(page)).not.toContain('Preview notes');
    expect(await pagerLinks(page)).toEqual(['Back to Local components', 'On to Diagrams']);
    // The page that links to it: a client navigation.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('article').getByRole('link', { name: 'notes of their own' }).click();
    await page.waitForURL(`${base}${UNLISTED}`);
    await page.locator('article aside.theme-unlisted-banner').waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect.poll(() => page.locator('nav.doc-sidebar a[aria-current="page"]').textContent()).toBe('Preview notes');
    await expect.poll(() => robots(page)).toEqual(['noindex, nofollow']);
    expect(await pagerLinks(page)).toEqual([]);
    // A component of the page reads theme-common's data: useDoc() and useVisibleSidebarItems.
    await expect
      .poll(() => page.locator('ul.visibility-note li').allTextContents())
      .toEqual([
        'metadata: unlisted, front matter: unlisted',
        'shown here: Local components, Preview notes, Raw HTML and markup, Diagrams',
        'shown elsewhere: Local components, Raw HTML and markup, Diagrams',
      ]);
    // Back to a listed doc through the sidebar: the unlisted item goes, and so does noindex.
    await page.locator('nav.doc-sidebar').getByRole('link', { name: 'Local components', exact: true }).click();
    await page.waitForURL(`${base}/docs/advanced/components`);
    await expect.poll(() => page.locator('nav.doc-sidebar a[aria-current="page"]').textContent()).toBe('Local components');
    expect(await sidebarLinks(page)).not.toContain('Preview notes');
    await expect.poll(() => robots(page)).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is on no card of its generated index, and in no sitemap or llms.txt; its Markdown copy is there', async () => {
    const { page, errors } = await openDocPage(browser(), `${base}/docs/category/advanced`, true);
    expect(await page.locator('ul.generated-index a').allTextContents()).toEqual(['Local components', 'Raw HTML and markup', 'Diagrams']);
    expect(errors).toEqual([]);
    await page.context().close();
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(sitemap).toContain('/docs/advanced/markup</loc>');
    expect(sitemap).not.toContain('preview-notes');
    const llms = await (await fetch(`${base}/llms.txt`)).text();
    expect(llms).toContain('/docs/advanced/markup.md');
    expect(llms).not.toContain('preview-notes');
    expect(await (await fetch(`${base}/llms-full.txt`)).text()).not.toContain('Leave a lamp on overnight');
    const md = await fetch(`${base}${UNLISTED}.md`);
    expect(md.status).toBe(200);
    expect(await md.text()).toContain('Leave a lamp on overnight');
  });

  it("is marked `unlisted` in the docs plugin's global data, as a site's component reads it with useAllDocsData()", async () => {
    // fixtures/docusaurus-site/docs/evaluated/_components/VersionCensus.jsx, rendered while the page builds.
    const html = await (await fetch(`${base}/docs/evaluated/components`)).text();
    expect(/<ul class="version-census">(.*?)<\/ul>/.exec(html)?.[1]).toBe('<li data-version="current">Next: 25 listed, unlisted: advanced/preview-notes</li>');
  });

  it('is no search result: a word it shares with a listed doc finds that doc alone', async () => {
    const { page, errors } = await openDocPage(browser(), `${base}/docs/intro`, true);
    const box = page.getByRole('combobox', { name: /^Search/ });
    await box.click();
    await box.fill('afterglow');
    const hits = page.locator('[role="listbox"] [role="option"].search-bar-option-hit .search-bar-title');
    await hits.first().waitFor();
    await expect.poll(() => page.locator('.search-bar-status').textContent()).toBe('');
    expect(await hits.allTextContents()).toEqual(['Raw HTML and markup']);
    await box.fill('overnight');
    await expect.poll(() => page.locator('.search-bar-status').textContent()).toBe('No results');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
