import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newDesktopPage, useBrowser, watchErrors, hydrated } from './browser';

const base = inject('baseUrl');
const browser = useBrowser();

async function open(path: string): Promise<Page> {
  const page = await newDesktopPage(browser());
  await page.goto(`${base}${path}`);
  await page.locator('article h1, main h1').first().waitFor();
  await hydrated(page);
  return page;
}

const box = (page: Page) => page.getByRole('combobox', { name: 'Search the docs and blog' });
/** The search box's live part, a chunk of its own (`web/theme/SearchBar/live.tsx`). */
const LIVE_CHUNK = /\/assets\/live-[^/]*\.js$/;
const suggestions = (page: Page) => page.locator('[role="listbox"] [role="option"].search-bar-option-hit');

/**
 * After a client navigation to another path the route announcer moves focus to the new page, which
 * closes the suggestions: a query typed before that is lost, so wait for it.
 */
async function settled(page: Page, from: string) {
  if (new URL(page.url()).pathname !== from) await page.waitForFunction(() => document.activeElement?.id === 'main-content');
}

/**
 * The prerendered page shows before React has hydrated it and attached the Ctrl+K shortcut (on a
 * busy machine, seconds later): a query typed before that goes nowhere. So press Ctrl+K until the
 * box has focus (the state the page shows), then type.
 */
async function typeQuery(page: Page, query: string) {
  await expect
    .poll(async () => {
      await page.keyboard.press('Control+K');
      return box(page).evaluate((el) => el === document.activeElement);
    })
    .toBe(true);
  await page.keyboard.type(query);
}

describe('search', () => {
  it('Ctrl+K focuses the search box from anywhere', async () => {
    const page = await open('/docs/core/entity/light');
    await page.locator('article p').first().click();
    // Pressed until the shortcut answers: it is attached when React hydrates the prerendered page.
    await expect
      .poll(async () => {
        await page.keyboard.press('Control+K');
        return box(page).evaluate((el) => el === document.activeElement);
      })
      .toBe(true);
    expect(await page.locator('.search-bar-hint').textContent()).toMatch(/K/);
    await page.context().close();
  });

  it('shows at most 8 suggestions with title, heading and a marked snippet of at most 50 characters', async () => {
    const page = await open('/docs/core/entity/light');
    const errors = watchErrors(page);
    await typeQuery(page, 'entity');
    await expect.poll(() => suggestions(page).count()).toBeGreaterThan(0);
    // Once the page's own context is loaded the snippets come from body text.
    await expect.poll(() => suggestions(page).count()).toBe(8);
    expect(await box(page).getAttribute('aria-expanded')).toBe('true');
    for (const option of await suggestions(page).all()) {
      expect(await option.locator('.search-bar-title').textContent()).toBeTruthy();
      const snippet = (await option.locator('.search-bar-snippet').textContent()) ?? '';
      expect(snippet.length).toBeGreaterThan(0);
      expect(snippet.length).toBeLessThanOrEqual(50);
      expect(await option.locator('mark').count()).toBeGreaterThan(0);
      const marked = await option.locator('mark').allTextContents();
      for (const m of marked) expect(m.toLowerCase()).toMatch(/^entit/);
    }
    expect(await page.locator('.search-bar-snippet mark').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('navigates the suggestions with the keyboard; the target page marks the terms, scrolls to the section, and clears', async () => {
    const page = await open('/docs/core/entity/light');
    await typeQuery(page, 'color temperature');
    await expect.poll(() => suggestions(page).count()).toBeGreaterThan(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = suggestions(page).nth(1);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await box(page).getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    const first = suggestions(page).first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    const title = await first.locator('.search-bar-title').textContent();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\?highlight=color\+temperature/);
    const url = new URL(page.url());
    await expect.poll(() => page.locator('article h1').textContent()).toBe(title);
    await expect.poll(() => page.locator('article mark.search-mark').count()).toBeGreaterThan(0);
    const marks = await page.locator('article mark.search-mark').allTextContents();
    for (const m of marks) expect(m.toLowerCase()).toMatch(/^(colou?r|temperature)/);
    if (url.hash) {
      const top = await page.locator(url.hash).evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(400);
    }
    expect(await box(page).getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('button', { name: 'Clear highlights' }).click();
    await expect.poll(() => page.locator('article mark.search-mark').count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');
    await page.context().close();
  });

  it('opens /search within and outside the page context with the right parameters and results', async () => {
    const page = await open('/docs/core/entity/light');
    await typeQuery(page, 'card');
    const within = page.getByRole('option', { name: 'See all results within "Core"' });
    const outside = page.getByRole('option', { name: 'See all results outside "Core"' });
    await within.waitFor();
    expect(await page.getByRole('option', { name: 'See all results', exact: true }).count()).toBe(1);
    await within.click();
    await page.waitForURL(`${base}/search?q=card&ctx=Core`);
    await expect.poll(() => page.locator('.search-page-count').textContent()).toMatch(/^\d+\+? results? in \d+ pages? within "Core"$/);
    const withinLabels = new Set(await page.locator('.search-page-context').allTextContents());
    expect([...withinLabels]).toEqual(['Core']);
    expect(await page.locator('#search-page-input').inputValue()).toBe('card');

    await page.goBack();
    await page.waitForURL(`${base}/docs/core/entity/light`);
    await page.locator('article h1', { hasText: 'Light entity' }).waitFor();
    await settled(page, '');
    await typeQuery(page, 'card');
    await outside.click();
    await page.waitForURL(`${base}/search?q=card&ctx=-Core`);
    await expect.poll(() => page.locator('.search-page-count').textContent()).toMatch(/outside "Core"$/);
    const outsideLabels = new Set(await page.locator('.search-page-context').allTextContents());
    expect(outsideLabels.size).toBeGreaterThan(0);
    expect(outsideLabels.has('Core')).toBe(false);

    // The box keeps the URL in step.
    await page.locator('#search-page-input').fill('card feature');
    await page.waitForURL(`${base}/search?q=card+feature&ctx=-Core`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Search results for "card feature"');
    await page.context().close();
  });

  // Issue 49: the reference page first, and the same first page in the box and on /search.
  it.each([
    ['DataUpdateCoordinator', '/docs/integration_fetching_data'],
    ['LLM API', '/docs/core/llm/'],
    ['snapshot testing', '/docs/development_testing'],
    ['pydantic v2', '/blog/2024/12/21/moving-to-pydantic-v2'],
    // Documented by a reference table's first column, mentioned where Orama scores its parts higher.
    ['ConfigEntryNotReady', '/docs/integration_setup_failures'],
  ])('"%s": the suggestions and /search both put %s first', async (query, route) => {
    const page = await open('/docs/core/entity/light');
    await typeQuery(page, query);
    // Every context's content index is in: the suggestions are final.
    await page.locator('.search-bar-listbox[data-complete="true"]').waitFor({ state: 'attached' });
    await expect.poll(() => suggestions(page).count()).toBeGreaterThan(0);
    const suggested = new URL((await suggestions(page).first().locator('a').getAttribute('href'))!, base).pathname;
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=/);
    await page.locator('.search-page-group').first().waitFor();
    const listed = new URL((await page.locator('.search-page-group h2 a').first().getAttribute('href'))!, base).pathname;
    expect([suggested, listed]).toEqual([route, route]);
    await page.context().close();
  });

  it('Enter opens the search page before the box logic has loaded, without waiting for it', async () => {
    const page = await newDesktopPage(browser());
    // The box's live part is fetched on the first move towards the box: hold it until the search page is open.
    let release: () => void = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route(LIVE_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${base}/docs/core/entity/light`);
    await page.locator('article h1').waitFor();
    await hydrated(page);
    await typeQuery(page, 'light entity');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/search?q=light+entity`);
    release();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Search results for "light entity"');
    await page.locator('.search-page-group').first().waitFor();
    await page.context().close();
  });

  it('Enter opens the search page when the box logic cannot load, as a plain search form would', async () => {
    const page = await newDesktopPage(browser());
    // Offline, or a deploy removed the chunk: every request for it fails.
    let blocked = 0;
    await page.route(LIVE_CHUNK, async (route) => {
      blocked++;
      await route.abort();
    });
    await page.goto(`${base}/docs/core/entity/light`);
    await page.locator('article h1').waitFor();
    await hydrated(page);
    // A chunk that fails to load reloads the page once (main.tsx: a deploy may have replaced it);
    // the second failure is the box's to show.
    const reloaded = page.waitForEvent('load');
    await typeQuery(page, 'light');
    await reloaded;
    await page.locator('article h1').waitFor();
    await hydrated(page);
    await typeQuery(page, 'light entity');
    await expect.poll(() => page.locator('.search-bar-status').textContent()).toBe('Search is unavailable right now.');
    expect(blocked).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/search?q=light+entity`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Search results for "light entity"');
    await page.locator('.search-page-group').first().waitFor();
    await page.context().close();
  });

  it('says "No results" for gibberish, in the suggestions and on the search page', async () => {
    const page = await open('/docs/core/entity/light');
    await typeQuery(page, 'qzxvbnmwkjp');
    await expect.poll(() => page.locator('.search-bar-status').textContent()).toBe('No results');
    expect(await suggestions(page).count()).toBe(0);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/search?q=qzxvbnmwkjp`);
    await expect.poll(() => page.locator('.search-page-count').textContent()).toBe('No results.');
    await page.context().close();
  });

  it('renders a query with markup as text: no element and no dialog', async () => {
    const attack = '<img src=x onerror=alert(1)>';
    const page = await open('/docs/core/entity/light');
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const images = () => page.evaluate(() => document.querySelectorAll('img[src="x"], img[onerror]').length);
    await typeQuery(page, attack);
    await expect.poll(() => page.locator('.search-bar-option-all').textContent()).toBe('See all results');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=/);
    await expect.poll(() => page.locator('h1').textContent()).toBe(`Search results for "${attack}"`);
    await page.locator('.search-page-count').waitFor();
    await page.goto(`${base}/docs/core/entity/light?highlight=${encodeURIComponent(attack)}`);
    // The bar says "Highlighting …" until the engine has marked the body: then it counts the matches.
    await expect.poll(() => page.locator('.search-highlight-bar').textContent()).toMatch(/^\d+ match(es)? for/);
    expect(await page.locator('.search-highlight-bar').textContent()).toContain(attack);
    expect(await images()).toBe(0);
    expect(dialogs).toEqual([]);
    await page.context().close();
  });

  it('does not download an index twice while navigating', async () => {
    const page = await open('/docs/core/entity/light');
    const downloads: string[] = [];
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/_data/search/')) downloads.push(path);
    });
    await typeQuery(page, 'sensor');
    await expect.poll(() => suggestions(page).count()).toBeGreaterThan(0);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/highlight=sensor/);
    await settled(page, '/docs/core/entity/light');
    await typeQuery(page, 'translation');
    await expect.poll(() => suggestions(page).count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await page.locator('.navbar').getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL(`${base}/blog`);
    await settled(page, '');
    await typeQuery(page, 'frontend');
    await expect.poll(() => suggestions(page).count()).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=frontend/);
    await page.locator('.search-page-count').waitFor();
    await page.waitForLoadState('networkidle');
    expect(downloads.length).toBeGreaterThan(1);
    expect(downloads.filter((p, i) => downloads.indexOf(p) !== i)).toEqual([]);
    await page.context().close();
  });
});
