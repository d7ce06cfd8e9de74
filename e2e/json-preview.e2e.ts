import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, watchErrors } from './browser';

const base = inject('baseUrl');
const browser = useBrowser();

/** Scripts the page loaded, so a test can tell whether the View JSON code was fetched at all. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}

describe('"View JSON"', () => {
  let publishedScripts: string[] = [];

  it('is absent from the published site', async () => {
    const page = await browser().newPage();
    const scripts = watchScripts(page);
    await page.goto(`${base}/docs/development_environment`);
    await expect.poll(() => page.locator('article h1').count()).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: 'View JSON' }).count()).toBe(0);
    publishedScripts = [...scripts];
    await page.close();
  });

  it('in a deploy preview (site.preview in the manifest), shows the route chunk as a collapsible tree that follows navigation, from code the published site never loads', async () => {
    const page = await browser().newPage();
    const errors = watchErrors(page);
    const scripts = watchScripts(page);
    // The same build, with the flag a CONTEXT=deploy-preview build sets.
    await page.route('**/boot.json', async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as { site: { preview: boolean } };
      manifest.site.preview = true;
      await route.fulfill({ response, json: manifest });
    });
    await page.goto(`${base}/docs/development_environment`);
    const toggle = page.getByRole('button', { name: 'View JSON' });
    await expect.poll(() => toggle.count()).toBe(1);
    // Lazy: the control's code is a chunk of its own that the published page did not request.
    expect(scripts.filter((s) => !publishedScripts.includes(s)).length).toBeGreaterThan(0);
    await toggle.click();
    const panel = page.getByRole('region', { name: 'Page JSON' });
    expect(await panel.locator('strong').textContent()).toBe('/docs/development_environment');
    // Top-level keys are shown; the body opens on demand.
    const body = panel.getByRole('button', { name: /^body \{/ });
    expect(await body.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.textContent()).toContain('"doc"');
    await body.click();
    expect(await body.getAttribute('aria-expanded')).toBe('true');
    await panel
      .getByRole('button', { name: /^children \[/ })
      .first()
      .click();
    expect(await panel.locator('.json-hint').count()).toBeGreaterThan(0);
    // The raw link is the chunk the page loaded.
    expect(await panel.getByRole('link', { name: 'raw' }).getAttribute('href')).toMatch(/^\/_data\/doc\/.+\.json$/);
    expect(await panel.getByRole('link', { name: 'schema' }).getAttribute('href')).toBe('/_schema/doc.schema.json');

    await page.locator('.navbar').getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL(`${base}/blog`);
    await expect.poll(() => panel.locator('strong').textContent()).toBe('/blog');
    expect(errors).toEqual([]);
    await page.close();
  });
});
