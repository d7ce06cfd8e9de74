import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, useBrowser, newDesktopPage, fixture2Base, watchErrors } from './browser';

/**
 * Docusaurus theme options of fixtures/docusaurus-site-2 (built into build.fixture2/, served under
 * `/sub/`): `themeConfig.docs.sidebar.hideable` and `autoCollapseCategories`,
 * `themeConfig.tableOfContents` (h2–h4 there) and the `toc_min_heading_level` /
 * `toc_max_heading_level` front matter of one page (h3–h5).
 */
const base = fixture2Base();
const browser = useBrowser();

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await newDesktopPage(browser());
  const errors = watchErrors(page);
  await page.goto(`${base}${path}`);
  await page.locator('main h1').first().waitFor();
  await hydrated(page);
  return { page, errors };
}

const tocLinks = (page: Page) => page.locator('nav.toc a').allTextContents();

describe('table of contents levels', () => {
  it('lists h2–h4 where the site’s themeConfig.tableOfContents says so', async () => {
    const { page, errors } = await open('/docs/next/guide/sync');
    expect(await tocLinks(page)).toEqual(['Conflicts', 'Resolving by hand', 'Deep heading for the table of contents']);
    // The h4 is nested under its h3, under its h2.
    expect(await page.locator('nav.toc > ul > li > ul > li > ul > li > a').allTextContents()).toEqual(['Deep heading for the table of contents']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('follows a page’s toc_min_heading_level / toc_max_heading_level over the site’s levels', async () => {
    const { page } = await open('/docs/next/guide/offline');
    // h3–h5: the h2 is left out and its h3 moves up; the h5 is listed under the h3.
    expect(await tocLinks(page)).toEqual(['Written locally', 'Where the queue lives']);
    expect(await page.locator('nav.toc > ul > li > a').allTextContents()).toEqual(['Written locally']);
    await page.context().close();
  });
});

describe('docs sidebar options', () => {
  const category = (page: Page, label: string) => page.locator('.doc-sidebar .sidebar-category-button', { hasText: label });

  it('autoCollapseCategories: opening a category closes its open sibling', async () => {
    const { page, errors } = await open('/docs/guide/install');
    const expanded = (label: string) => category(page, label).getAttribute('aria-expanded');
    // The fixture opens every category (`sidebarCollapsed: false`): nothing closes before one is opened.
    expect([await expanded('Guide'), await expanded('API')]).toEqual(['true', 'true']);
    await category(page, 'Guide').click();
    await expect.poll(() => expanded('Guide')).toBe('false');
    expect(await expanded('API')).toBe('true');
    await category(page, 'Guide').click();
    await expect.poll(() => expanded('Guide')).toBe('true');
    await expect.poll(() => expanded('API')).toBe('false');
    await category(page, 'API').click();
    await expect.poll(() => expanded('API')).toBe('true');
    await expect.poll(() => expanded('Guide')).toBe('false');
    // Navigating into a closed category opens it, and that closes the other.
    await page.locator('.doc-sidebar a', { hasText: 'API endpoints' }).first().click();
    await page.waitForURL('**/docs/api/endpoints');
    // The address changes once the route's data has arrived and the page renders just after: the
    // previous page's paginator may still be the one on screen until then.
    await page.locator('main h1', { hasText: 'API endpoints' }).waitFor();
    await page.locator('.paginator-prev').first().click();
    await page.waitForURL('**/docs/guide/*');
    await expect.poll(() => expanded('Guide')).toBe('true');
    await expect.poll(() => expanded('API')).toBe('false');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('hideable: a button collapses the sidebar, another brings it back, and the choice is remembered', async () => {
    const { page, errors } = await open('/docs/intro');
    const sidebar = page.locator('nav.doc-sidebar');
    const width = async () => (await page.locator('main#main-content').boundingBox())!.width;
    const wide = await width();
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await sidebar.waitFor({ state: 'detached' });
    const expand = page.getByRole('button', { name: 'Expand sidebar' });
    await expand.waitFor();
    expect(await width()).toBeGreaterThan(wide + 200);
    // Remembered: a new document load shows it collapsed.
    await page.reload();
    await hydrated(page);
    await expand.waitFor();
    expect(await sidebar.count()).toBe(0);
    await expand.click();
    await sidebar.waitFor();
    await page.reload();
    await hydrated(page);
    await sidebar.waitFor();
    expect(await page.getByRole('button', { name: 'Expand sidebar' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
