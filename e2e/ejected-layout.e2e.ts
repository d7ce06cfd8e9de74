import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newDesktopPage, useBrowser, watchErrors, hydrated, watchCsp, cspViolations } from './browser';
import { serveBuild, type ServedBuild } from './serve-build';

/**
 * An ejected `Layout` (fixtures/docusaurus-site-layout/src/theme/Layout/index.js, written from
 * scratch: its own frame and banner around `@theme/Navbar`, the page and `@theme/Footer`). The
 * fixture is built here, by the package's command, into a folder of its own: its frame replaces
 * this theme's on every page, which the other fixtures' tests must not see.
 */
const root = resolve(import.meta.dirname, '..');
const browser = useBrowser();
let out: string;
let site: ServedBuild;

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'ejected-layout-'));
  await promisify(execFile)(process.execPath, ['bin/mdx-docsite.mjs', 'build', '--content', 'fixtures/docusaurus-site-layout', '--out', out], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  site = await serveBuild(out);
});
afterAll(async () => {
  await site?.close();
  rmSync(out, { recursive: true, force: true });
});

/** The frame as the page shows it: the site's, once, around the theme's navbar, the page and the theme's footer. */
const frame = async (page: Page) => ({
  frames: await page.locator('.kiln-frame').count(),
  banner: await page.locator('.kiln-frame > p.kiln-banner + header.navbar').count(),
  brand: await page.locator('.kiln-frame > header.navbar .navbar-title').textContent(),
  page: await page.locator('.kiln-frame > header.navbar + .kiln-page + footer.footer').count(),
  title: await page.locator('.kiln-page h1').first().textContent(),
  copyright: (await page.locator('.kiln-frame > footer.footer').textContent())?.includes('Kiln Log, kept by the studio.'),
  navbars: await page.locator('header.navbar').count(),
  footers: await page.locator('footer.footer').count(),
});
const framed = (title: string) => ({
  frames: 1,
  banner: 1,
  brand: 'Kiln Log',
  page: 1,
  title,
  copyright: true,
  navbars: 1,
  footers: 1,
});

describe('an ejected Layout', () => {
  it('frames every page in the prerendered HTML (no script run), a React page rendering <Layout> itself once', async () => {
    const page = await newDesktopPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${site.url}/docs/loading`);
    expect(await frame(page)).toEqual(framed('Loading the kiln'));
    await page.goto(`${site.url}/kilns`);
    expect(await frame(page)).toEqual(framed('Kilns'));
    await page.context().close();
  });

  it('stays after hydration and client navigation, its navbar links in the app, under the CSP, without console errors', async () => {
    const page = await newDesktopPage(browser());
    const errors = watchErrors(page);
    await watchCsp(page);
    await page.goto(`${site.url}/docs/loading`);
    await hydrated(page);
    expect(await frame(page)).toEqual(framed('Loading the kiln'));
    await page.evaluate(() => ((window as unknown as { kilnStay: boolean }).kilnStay = true));
    // The theme's doc sidebar and paginator inside the site's frame: the next doc, through the router.
    await page.locator('a.paginator-next').click();
    await page.waitForURL(`${site.url}/docs/firing`);
    await page.locator('.kiln-page h1', { hasText: 'Firing schedule' }).waitFor();
    expect(await frame(page)).toEqual(framed('Firing schedule'));
    // The theme's navbar inside the site's frame: its item to the React page, which renders <Layout> itself.
    await page.locator('header.navbar').getByRole('link', { name: 'Kilns', exact: true }).click();
    await page.waitForURL(`${site.url}/kilns`);
    await page.locator('.kiln-page h1', { hasText: 'Kilns' }).waitFor();
    expect(await frame(page)).toEqual(framed('Kilns'));
    expect(await page.evaluate(() => (window as unknown as { kilnStay?: boolean }).kilnStay)).toBe(true);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
