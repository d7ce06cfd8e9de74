/**
 * Diagrams: mermaid loads only when a diagram comes near the viewport, and the page does not jump
 * when it is drawn (cumulative layout shift from the browser's own layout-shift entries).
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, useBrowser } from './browser';

const base = inject('baseUrl');
const browser = useBrowser();

/**
 * Records layout-shift entries from the start of the page (the observer is registered before any
 * script runs). The returned function sums those that started at or after `since` (page time) and
 * names what moved, so a failure says which element jumped.
 */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { at: number; value: number; moved: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : String(s.node?.nodeName)));
        w.__shifts.push({ at: entry.startTime, value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async (since = 0) => {
    const shifts = await page.evaluate(
      (from) => (window as unknown as { __shifts: { at: number; value: number; moved: string[] }[] }).__shifts.filter((s) => s.at >= from),
      since,
    );
    return { cls: shifts.reduce((sum, s) => sum + s.value, 0), shifts: JSON.stringify(shifts) };
  };
}

/** The page's clock, to tell the shifts of a later step from those of the page load. */
const pageTime = (page: Page) => page.evaluate(() => performance.now());

/** Lets one more frame render, so a shift caused by the last change is reported. */
const nextFrames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

const mermaidRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/mermaid-[^/]+\/.*\.js$/.test(new URL(r.url()).pathname)) seen.push(r.url());
  });
  return seen;
};

describe('diagrams', () => {
  it('draws a diagram in the first screen without moving the page (CLS < 0.01)', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    const cls = await watchLayoutShift(page);
    await page.goto(`${base}/docs/architecture_index`);
    await page.locator('.mermaid-diagram svg').first().waitFor();
    await nextFrames(page);
    const { cls: total, shifts } = await cls();
    expect(total, shifts).toBeLessThan(0.01);
    await page.close();
  });

  it('loads mermaid only when the diagram comes near the viewport, then draws it without a jump', async () => {
    // A viewport so short that the diagram starts more than a screen below it.
    const page = await browser().newPage({ viewport: { width: 1280, height: 120 } });
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
    // Only what moves from here on is the drawing's doing. (In a viewport this short, the page load
    // itself can report a shift on a slow machine: the browser may paint the navbar while it is still
    // parsing it. The first test holds the load to its budget in a normal viewport.)
    const drawingStarts = await pageTime(page);
    await figure.scrollIntoViewIfNeeded();
    await figure.locator('svg').waitFor();
    expect(requests.length).toBeGreaterThan(0);
    await nextFrames(page);
    const { cls: total, shifts } = await cls(drawingStarts);
    expect(total, shifts).toBeLessThan(0.01);
    await page.close();
  });
});
