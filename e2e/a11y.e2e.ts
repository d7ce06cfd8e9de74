import { createRequire } from 'node:module';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, newDesktopPage, useBrowser } from './browser';

const base = inject('baseUrl');
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const browser = useBrowser();

/** One route of each kind the site has. */
const ROUTES: [string, string, string][] = [
  ['home', '/', 'main h1'],
  ['a doc', '/docs/creating_integration_manifest', 'article h1'],
  ['the blog list', '/blog', '.blog-summary'],
  ['a post', '/blog/2024/07/16/service-actions', '.blog-post h1'],
  ['the archive', '/blog/archive', 'main h1'],
  ['search', '/search?q=entity', 'main h1'],
  ['not found', '/docs/no-such-page', 'main h1'],
];

interface AxeResult {
  passes: unknown[];
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
}

/** A page in its own context whose colour mode is `mode` (set through storage before any script). */
async function pageIn(mode: string): Promise<Page> {
  // bypassCSP: axe-core is injected as an inline script, which the site's CSP rightly blocks.
  const page = await newDesktopPage(browser(), { bypassCSP: true });
  await page.context().addInitScript((m) => {
    try {
      localStorage.setItem('theme', m);
    } catch {
      /* the test sets the mode through storage */
    }
  }, mode);
  return page;
}

/** Runs axe-core on the settled page: how many rules passed, and the serious or critical violations. */
async function axe(page: Page): Promise<{ passes: number; serious: string[] }> {
  // Let code highlighting styles, fonts and lazy parts settle.
  await page.waitForLoadState('networkidle');
  await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<AxeResult> } }).axe.run(document, { resultTypes: ['violations'] }),
  );
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×, e.g. ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')})`,
    );
  return { passes: result.passes.length, serious };
}

describe.each(['light', 'dark'])('accessibility in %s mode (axe-core)', (mode) => {
  it.each(ROUTES)('%s has no serious or critical violation', async (_, path, ready) => {
    const page = await pageIn(mode);
    await page.goto(`${base}${path}`);
    await page.locator(ready).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
    const { passes, serious } = await axe(page);
    // axe really ran its rules on the page.
    expect(passes).toBeGreaterThan(10);
    expect(serious).toEqual([]);
    await page.context().close();
  });
});

/**
 * Client navigations to the doc and post above (the page reached without a document load, focus
 * moved, title announced): the same pages must stay as clean as when loaded directly.
 */
const NAVIGATIONS: [string, string, string][] = [
  ['previous doc → a doc', '/docs/config_entries_config_flow_handler', '.paginator-prev[href="/docs/creating_integration_manifest"]'],
  ['archive → a post', '/blog/archive', 'main a[href="/blog/2024/07/16/service-actions"]'],
];

describe.each(['light', 'dark'])('accessibility after a client navigation in %s mode (axe-core)', (mode) => {
  it.each(NAVIGATIONS)('%s has no serious or critical violation', async (_, from, link) => {
    const page = await pageIn(mode);
    await page.goto(`${base}${from}`);
    await hydrated(page);
    const target = new URL((await page.locator(link).first().getAttribute('href'))!, base).pathname;
    await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
    await page.locator(link).first().click();
    await page.waitForURL(`**${target}`);
    // The announcer says the new title once the new page is in place.
    await expect.poll(() => page.locator('[data-route-announcer]').textContent()).not.toBe('');
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
    const { passes, serious } = await axe(page);
    expect(passes).toBeGreaterThan(10);
    expect(serious).toEqual([]);
    await page.context().close();
  });
});
