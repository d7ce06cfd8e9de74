import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newDesktopPage, useBrowser, watchErrors, hydrated, watchCsp, cspViolations } from './browser';

/**
 * `@docusaurus/theme-common` in the fixture site's own components (fixtures/docusaurus-site/src/components/
 * ThemeDesk.js and PostDesk.js, `npm run build:fixture`), the package resolved from this repository's
 * devDependencies as a site without its own copy resolves it: `useColorMode`, `useThemeConfig`,
 * `usePrismTheme`, `ThemeClassNames`, `useWindowSize`, `useCollapsible`/`Collapsible`, `useDoc` and `useBlogPost`,
 * prerendered and after hydration, under the CSP, without console errors.
 */
const base = inject('fixtureBaseUrl');
const browser = useBrowser();

beforeAll(() => {
  if (!base) throw new Error('No fixture build: run `npm run build:fixture` before the browser tests');
});

async function open(path: string, javaScript: boolean): Promise<{ page: Page; errors: string[] }> {
  const page = await newDesktopPage(browser(), { javaScriptEnabled: javaScript });
  const errors = watchErrors(page);
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()} ${r.url()}`);
  });
  await watchCsp(page);
  await page.goto(`${base}${path}`);
  await page.locator('article h1').first().waitFor();
  if (javaScript) await hydrated(page);
  return { page, errors };
}

const csp = (page: Page) => cspViolations(page);

describe('@docusaurus/theme-common in a site component', () => {
  it('is prerendered with the values the server has (no script run)', async () => {
    const { page } = await open('/docs/evaluated/theme-common', false);
    const desk = page.locator('section.lantern-desk');
    expect(await desk.getAttribute('class')).toBe('lantern-desk theme-code-block');
    expect(await desk.locator('.desk-doc').textContent()).toBe('The theme desk, starting in light mode');
    expect(await desk.locator('.desk-mode').textContent()).toBe('Colour mode: light');
    // usePrismTheme: the config's `theme` (prism-react-renderer's vsLight) in light mode.
    expect(await desk.locator('.desk-code').textContent()).toBe('Code: #000000 on #ffffff');
    // useWindowSize is "ssr" until the browser measures (Docusaurus's own rule against hydration mismatches).
    expect(await desk.locator('.desk-window').textContent()).toBe('Window: ssr');
    expect(await desk.locator('.desk-toggle').getAttribute('aria-expanded')).toBe('false');
    // Collapsible (3.10) collapses in a layout effect, so its content is in the page until the script runs, as on Docusaurus.
    expect(await desk.locator('.desk-notes').textContent()).toBe('Live wire to the brass screw, neutral to the silver one.');
    await page.context().close();
  });

  it('hydrates: the window measured, the colour mode switched with the theme, the panel collapsible', async () => {
    const { page, errors } = await open('/docs/evaluated/theme-common', true);
    const desk = page.locator('section.lantern-desk');
    await expect.poll(() => desk.locator('.desk-window').textContent()).toBe('Window: desktop');
    await desk.locator('.desk-switch').click();
    await expect.poll(() => desk.locator('.desk-mode').textContent()).toBe('Colour mode: dark');
    // The config's `darkTheme` (dracula), which the browser's bundle has only with the code that reads it.
    expect(await desk.locator('.desk-code').textContent()).toBe('Code: #F8F8F2 on #282A36');
    // theme-common's colour mode is the theme's: the page turned dark.
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await expect.poll(() => desk.locator('.desk-notes').isVisible()).toBe(false);
    await desk.locator('.desk-toggle').click();
    await expect.poll(() => desk.locator('.desk-notes').isVisible()).toBe(true);
    expect(await desk.locator('.desk-toggle').textContent()).toBe('Hide the wiring notes');
    expect(await csp(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('reads the blog post on screen with useBlogPost, prerendered and after hydration', async () => {
    const text = 'Reading “Dimming arrives”, tagged release, dimming, contents to h3.';
    const still = await open('/blog/2024/03/14/dimming', false);
    expect(await still.page.locator('.lantern-post-desk').textContent()).toBe(text);
    await still.page.context().close();
    const { page, errors } = await open('/blog/2024/03/14/dimming', true);
    expect(await page.locator('.lantern-post-desk').textContent()).toBe(text);
    expect(await csp(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
