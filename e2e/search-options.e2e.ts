import { describe, expect, it } from 'vitest';
import { useBrowser, fixture2Base, watchErrors, hydrated } from './browser';

/**
 * The local-search plugin's options as the second fixture site sets them
 * (fixtures/docusaurus-site-2/docusaurus.config.js): `searchContextByPaths` makes `/docs/api` a
 * search context of its own ("API reference"), `highlightSearchTermsOnTargetPage` marks the words
 * on the page a result opens, `searchResultLimits: 6` caps the suggestions.
 */
const base = fixture2Base();
const browser = useBrowser();

describe("the local-search plugin's options on the second fixture site", () => {
  it('searches within the context by path of the page being read, and links results with the words to mark', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${base}/docs/api/endpoints`);
    await page.locator('main h1').first().waitFor();
    await hydrated(page);
    const box = page.getByRole('combobox', { name: 'Search the docs and blog' });
    await box.click();
    await box.fill('sync');
    const hits = page.locator('[role="listbox"] [role="option"].search-bar-option-hit');
    await hits.first().waitFor();
    expect(await hits.count()).toBeLessThanOrEqual(6);
    const within = page.getByRole('option', { name: 'See all results within "API reference"' });
    await within.waitFor();
    await within.click();
    await page.waitForURL((url) => url.pathname === '/sub/search' && url.searchParams.get('ctx') === 'docs/api');
    await expect.poll(() => page.locator('.search-page-group h2 a').allTextContents()).toEqual(['API endpoints']);
    const link = await page.locator('.search-page-group h2 a').first().getAttribute('href');
    expect(link).toBe('/sub/docs/api/endpoints?highlight=sync');
    expect(errors).toEqual([]);
    await page.close();
  });
});
