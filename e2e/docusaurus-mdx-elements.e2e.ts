import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newDesktopPage, useBrowser, watchErrors, hydrated, watchCsp, cspViolations } from './browser';

/**
 * A swizzled MDXComponents that replaces HTML elements (fixtures/docusaurus-site/src/theme/MDXComponents.js,
 * `npm run build:fixture`): Markdown quotes drawn by the site's `FieldNote` at build time, struck-through
 * text by its `RetiredName`, which has state and hydrates. Prerendered, after hydration, under the CSP.
 */
const base = inject('fixtureBaseUrl');
const browser = useBrowser();
const PATH = '/docs/basics/install';

beforeAll(() => {
  if (!base) throw new Error('No fixture build: run `npm run build:fixture` before the browser tests');
});

async function open(javaScript: boolean): Promise<{ page: Page; errors: string[] }> {
  const page = await newDesktopPage(browser(), { javaScriptEnabled: javaScript });
  const errors = watchErrors(page);
  await watchCsp(page);
  await page.goto(`${base}${PATH}`);
  await page.locator('article h1').first().waitFor();
  if (javaScript) await hydrated(page);
  return { page, errors };
}

/** What the replaced elements show, the same before and after hydration. */
async function replaced(page: Page) {
  const note = page.locator('.markdown blockquote.lantern-field-note');
  return {
    notes: await note.count(),
    label: await note.locator('> p.lantern-field-note-label').textContent(),
    quote: await note.locator('> p').nth(1).textContent(),
    struck: await page.locator('.markdown .lantern-retired > del').textContent(),
    why: await page.locator('.markdown .lantern-retired > button').textContent(),
    // The page's other Markdown keeps the theme's elements.
    plainQuotes: await page.locator('.markdown blockquote:not(.lantern-field-note)').count(),
  };
}

const expected = {
  notes: 1,
  label: 'Field note from the Lantern Docs crew',
  quote: 'Switch the breaker off before you open the fixture box, even for a bulb swap.',
  struck: 'Lantern Hub',
  why: 'why struck?',
  plainQuotes: 0,
};

describe("a swizzled MDXComponents' HTML elements", () => {
  it('draw the Markdown elements in the prerendered page (no script run)', async () => {
    const { page } = await open(false);
    expect(await replaced(page)).toEqual(expected);
    await page.context().close();
  });

  it('stay after hydration; the one with state runs in the browser, under the CSP, without console errors', async () => {
    const { page, errors } = await open(true);
    expect(await replaced(page)).toEqual(expected);
    const why = page.locator('.markdown .lantern-retired > button');
    await why.click();
    await expect.poll(() => why.textContent()).toBe('retired with Lantern 2');
    expect(await why.getAttribute('aria-expanded')).toBe('true');
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
