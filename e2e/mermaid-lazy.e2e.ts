/**
 * Diagrams: mermaid loads only when a diagram comes near the viewport, and the page does not jump
 * when it is drawn (cumulative layout shift from the browser's own layout-shift entries).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hydrated, launchBrowser } from './browser';

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Sums layout-shift entries from the start of the page (registered before any script runs). */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

const mermaidRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/[^/]*mermaid[^/]*\.js$/.test(new URL(r.url()).pathname)) seen.push(r.url());
  });
  return seen;
};

describe('diagrams', () => {
  it('draws a diagram in the first screen without moving the page (CLS < 0.01)', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const cls = await watchLayoutShift(page);
    await page.goto(`${base}/docs/architecture_index`);
    await page.locator('.mermaid-diagram svg').first().waitFor();
    // One more frame, so a shift caused by the drawing itself is reported.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await cls()).toBeLessThan(0.01);
    await page.close();
  });

  it('loads mermaid only when the diagram comes near the viewport, then draws it without a jump', async () => {
    // A viewport so short that the diagram starts more than a screen below it.
    const page = await browser.newPage({ viewport: { width: 1280, height: 120 } });
    const requests = mermaidRequests(page);
    const cls = await watchLayoutShift(page);
    await page.goto(`${base}/docs/voice/pipelines/`);
    await hydrated(page);
    const figure = page.locator('.mermaid-diagram').first();
    const top = await figure.evaluate((el) => el.getBoundingClientRect().top);
    expect(top, 'the diagram must start more than two screens down for this test').toBeGreaterThan(240);
    // The placeholder holds its space before mermaid is loaded.
    expect(await figure.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(100);
    expect(await figure.locator('svg').count()).toBe(0);
    expect(requests).toEqual([]);
    await figure.scrollIntoViewIfNeeded();
    await figure.locator('svg').waitFor();
    expect(requests.length).toBeGreaterThan(0);
    expect(await cls()).toBeLessThan(0.01);
    await page.close();
  });
});
