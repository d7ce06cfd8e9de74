import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, cspViolations, openDocPage } from './browser';

/**
 * Swizzles of a Markdown code block's parts and of theme-classic's providers, drawn as Docusaurus
 * draws them. The ejected fixture (fixtures/docusaurus-site-ejected, built once by the global setup
 * into a folder of its own) swizzles the frame, the copy button (both wrapped), its success icon (ejected), the title
 * (wrapped) and each line's token (ejected): its fenced block in docs/firing.md is drawn through theme-classic's parts,
 * keeping the build's highlighting. The Docusaurus fixture (`npm run build:fixture`) wraps
 * `ThemeProvider` and `Layout/Provider`, each adding a provider a page's component reads.
 */
const browser = useBrowser();
const fixtureBase = inject('fixtureBaseUrl');
/** The ejected fixture, built and served once by the global setup. */
const site = { url: inject('ejectedFixtureUrl') };

const CODE = [
  '# The bisque schedule, one ramp a line.',
  'ramp: 100 °C an hour to 600 °C',
  'hold: 60 minutes at 600 °C',
  'ramp: 150 °C an hour to 950 °C, then let the kiln cool on its own overnight with the damper closed and the spy hole plugged',
].join('\n');

/** What the block draws through the site's parts: the same before and after hydration. */
const drawn = (page: Page) =>
  page.locator('article .code-block').evaluate((block) => {
    const tokens = Array.from(block.querySelectorAll('pre > code > .line > span'));
    return {
      frame: block.getAttribute('class'),
      title: block.querySelector('.code-block-title')?.textContent,
      note: block.querySelectorAll('.code-block-title > .kiln-card-note').length,
      pre: block.querySelector('pre')?.className,
      code: block.querySelector('pre > code')?.textContent,
      lines: block.querySelectorAll('pre > code > .line').length,
      highlighted: Array.from(block.querySelectorAll('pre > code > .line.highlighted'), (l) => l.textContent),
      // Each token is the site's, the colours the build painted it in kept on it.
      siteTokens: tokens.every((t) => t.getAttribute('data-kiln-token') === 'plain'),
      painted: tokens.filter((t) => t.getAttribute('style')?.includes('--shiki-light')).length > 0,
      copy: block.querySelector('.code-block-buttons > .kiln-copy > button.copy-button')?.getAttribute('aria-label'),
      icons: Array.from(block.querySelectorAll('.kiln-copy button.copy-button svg'), (s) => s.getAttribute('class')),
    };
  });

const expected = {
  frame: 'kiln-glazed language-yaml code-block theme-code-block',
  title: 'bisque.yaml (kiln card)',
  note: 1,
  pre: 'shiki prism-code language-yaml code-theme-own',
  code: CODE,
  lines: 4,
  highlighted: ['hold: 60 minutes at 600 °C'],
  siteTokens: true,
  painted: true,
  copy: 'Copy code to clipboard',
  icons: ['copy-button-icon', 'kiln-fired copy-button-success-icon'],
};

describe("a Markdown code block drawn through the site's swizzled parts", () => {
  it('is in the prerendered HTML (no script run): the title, the tokens, the copy button with its icons', async () => {
    const { page, errors } = await openDocPage(browser(), `${site.url}/docs/firing`, false);
    expect(await drawn(page)).toEqual(expected);
    // The success icon waits for a copy.
    expect(await page.locator('article svg.kiln-fired').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("hydrates the same, under the CSP, without console errors: copying shows the site's success icon, the wide block wraps", async () => {
    const { page, errors } = await openDocPage(browser(), `${site.url}/docs/firing`, true);
    expect(await drawn(page)).toEqual(expected);
    const block = page.locator('article .code-block');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site.url).origin });
    await block.hover();
    await block.locator('.kiln-copy button.copy-button').click();
    await block.locator('button.copy-button[aria-label="Copied"] svg.kiln-fired').waitFor({ state: 'visible' });
    expect(await block.locator('button.copy-button svg.copy-button-icon').isVisible()).toBe(false);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CODE);
    // Its last line is wider than the block: theme-classic's word-wrap button comes, and wraps it.
    await block.getByRole('button', { name: 'Toggle word wrap' }).click();
    await block.locator('pre.code-block-wrapped').waitFor();
    expect(await block.locator('pre code').evaluate((c) => getComputedStyle(c).whiteSpace)).toBe('pre-wrap');
    expect(errors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('is drawn the same on a client navigation to its page', async () => {
    const { page, errors } = await openDocPage(browser(), `${site.url}/docs/loading`, true);
    await page.evaluate(() => ((window as unknown as { kilnStay: boolean }).kilnStay = true));
    await page.locator('a.kiln-pager-next').click();
    await page.waitForURL(`${site.url}/docs/firing`);
    await page.locator('article .code-block .kiln-card-note').waitFor();
    expect(await drawn(page)).toEqual(expected);
    expect(await page.evaluate(() => (window as unknown as { kilnStay?: boolean }).kilnStay)).toBe(true);
    expect(errors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe("the site's ThemeProvider and Layout/Provider wrappers", () => {
  beforeAll(() => {
    if (!fixtureBase) throw new Error('No fixture build: run `npm run build:fixture` before the browser tests');
  });

  /** What a page's component reads from the two providers the site added. */
  const notice = async (page: Page) => ({
    hours: await page.locator('article .workshop-hours').textContent(),
    lamp: await page.locator('article .bench-lamp').textContent(),
  });
  const provided = { hours: 'open nine to five', lamp: 'warm and low' };

  it('are around the page in the prerendered HTML and after hydration, under the CSP, without console errors', async () => {
    const before = await openDocPage(browser(), `${fixtureBase}/docs/evaluated/theme-parts-code`, false);
    expect(await notice(before.page)).toEqual(provided);
    expect(before.errors).toEqual([]);
    await before.page.context().close();
    const { page, errors } = await openDocPage(browser(), `${fixtureBase}/docs/evaluated/theme-parts-code`, true);
    expect(await notice(page)).toEqual(provided);
    // The reading component is the browser's, hydrated inside both providers.
    await page.locator('article .workshop-ask').click();
    await page.locator('article .workshop-ask', { hasText: 'Asked 1 times' }).waitFor();
    expect(await notice(page)).toEqual(provided);
    expect(errors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    await page.context().close();
  });
});
