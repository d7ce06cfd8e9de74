/**
 * Search figures, measured in Chromium the way a reader meets them: the gzipped bytes fetched from
 * `_data/search/` between focusing the search box and the first suggestion appearing, and the
 * time from typing a query to its suggestions being rendered (p50/p95 over a fixed query list).
 * Returns null while the build has no search output.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { launchBrowser } from '../../e2e/browser.js';

export interface SearchFigures {
  payloadGz: number;
  p50Ms: number;
  p95Ms: number;
}

/** Where the search UI is: one place to change if the search box's markup changes. */
export const SEARCH_UI = {
  input: 'input[type="search"]',
  suggestion: '[role="option"]',
};

const QUERIES = [
  'sensor',
  'light',
  'config entry',
  'backup',
  'dashboard card',
  'token',
  'pipeline',
  'restore',
  'climate',
  'translation',
  'coordinator',
  'wake word',
];

export async function measureSearch(baseUrl: string, outDir: string, startPath: string): Promise<SearchFigures | null> {
  if (!existsSync(join(outDir, '_data', 'search'))) return null;
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}${startPath}`, { waitUntil: 'networkidle' });
    const bodies = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== new URL(baseUrl).origin) return;
      bodies.set(
        url.pathname,
        response
          .body()
          .then((body) => gzipSync(body, { level: 9 }).length)
          .catch(() => 0),
      );
    });
    // When the first suggestion enters the DOM, in the page's own clock (Resource Timing's too).
    await page.evaluate((selector) => {
      const w = window as unknown as { __shown?: number };
      new MutationObserver(() => {
        if (document.querySelector(selector)) w.__shown ??= window.performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    }, SEARCH_UI.suggestion);
    const t0 = await page.evaluate(() => window.performance.now());
    const input = page.locator(SEARCH_UI.input).first();
    await input.click();
    await input.fill(QUERIES[0]!);
    await page.locator(SEARCH_UI.suggestion).first().waitFor({ timeout: 30_000 });
    // What the first suggestions need: the engine's lazy JS (every script fetched between the focus
    // and the first suggestion) and the titles index. Content indexes that load in parallel on
    // localhost finish by then too, but the suggestions do not wait for them, and counting them
    // would make a byte figure depend on timing.
    const titles = (JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8')) as { search?: { titles: { path: string } } }).search?.titles.path;
    const fetched = await page.evaluate((start) => {
      const shown = (window as unknown as { __shown: number }).__shown;
      return window.performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= start && (e as PerformanceResourceTiming).responseEnd <= shown)
        .map((e) => new URL(e.name).pathname);
    }, t0);
    const downloaded = [...new Set([...fetched.filter((p) => p.endsWith('.js')), ...(titles ? [titles] : [])])];
    const beforeFirst = (await Promise.all(downloaded.map((p) => bodies.get(p) ?? Promise.resolve(0)))).reduce((a, b) => a + b, 0);

    const times: number[] = [];
    for (const query of QUERIES.slice(1)) {
      await input.fill('');
      const start = performance.now();
      await input.fill(query);
      // Rendered suggestions for this query: the list shows the query's first word highlighted or in a result.
      await page.waitForFunction(
        ([selector, word]) => Array.from(document.querySelectorAll(selector)).some((el) => (el.textContent ?? '').toLowerCase().includes(word)),
        [SEARCH_UI.suggestion, query.split(' ')[0]!] as const,
        { timeout: 30_000 },
      );
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]!);
    return { payloadGz: beforeFirst, p50Ms: at(0.5), p95Ms: at(0.95) };
  } finally {
    await browser.close();
  }
}
