import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newDesktopPage, useBrowser, watchErrors, hydrated, watchCsp, cspViolations } from './browser';

/**
 * `@docusaurus/theme-common` in the fixture site's own components (fixtures/docusaurus-site/src/components/
 * ThemeDesk.js and PostDesk.js, `npm run build:fixture`), the package resolved from this repository's
 * devDependencies as a site without its own copy resolves it: `useColorMode`, `useThemeConfig`,
 * `usePrismTheme`, `ThemeClassNames`, `useWindowSize`, `useCollapsible`/`Collapsible`, `useDoc` and `useBlogPost`,
 * prerendered and after hydration, under the CSP, without console errors; and `HtmlClassNameProvider`
 * (with a `<Head>`'s `<body>`) beside the page classes theme-classic puts on `<html>`.
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
    // useThemeConfig().footer: the config's simple footer, with theme-classic's default style.
    expect(await desk.locator('.desk-footer').textContent()).toBe('Footer: light, first link Lantern forum');
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
    expect(await desk.locator('.desk-footer').textContent()).toBe('Footer: light, first link Lantern forum');
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

describe("the page's classes on <html> and <body>: theme-classic's and the site's (HtmlClassNameProvider, a <Head>'s <body>)", () => {
  const DOC = ['docs-wrapper', 'plugin-docs', 'plugin-id-default', 'docs-version-current', 'docs-doc-page'];
  const DESK = [...DOC, 'docs-doc-id-evaluated/theme-common', 'lantern-workshop', 'lantern-desk-page'];
  const classesOf = (page: Page) =>
    page.evaluate(() => ({
      html: document.documentElement.className.split(' ').filter(Boolean).sort(),
      body: document.body.className.split(' ').filter(Boolean).sort(),
    }));
  const deskLook = (page: Page) =>
    page.locator('section.lantern-desk').evaluate((desk) => ({
      border: getComputedStyle(desk).borderInlineStartColor,
      spacing: getComputedStyle(desk.querySelector('.desk-doc')!).letterSpacing,
    }));
  const LIT = { border: 'rgb(214, 140, 32)', spacing: '2px' };

  it("are prerendered: theme-classic's page classes, then the deepest provider's, and the <Head>'s <body> class", async () => {
    const desk = await (await fetch(`${base}/docs/evaluated/theme-common`)).text();
    expect(/<html[^>]*>/.exec(desk)?.[0]).toMatch(
      / class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-evaluated\/theme-common lantern-workshop lantern-desk-page"/,
    );
    // This project's own attributes of <html> stay as they were.
    expect(/<html[^>]*>/.exec(desk)?.[0]).toMatch(/^<html lang="en" dir="ltr" data-theme="light"/);
    expect(/<body[^>]*>/.exec(desk)?.[0]).toBe('<body class="lantern-desk-lit">');
    // No mark is left in the page.
    expect(desk).not.toContain('data-rh-attr');
    const post = await (await fetch(`${base}/blog/2024/03/14/dimming`)).text();
    expect(/<html[^>]*>/.exec(post)?.[0]).toContain(' class="blog-wrapper blog-post-page plugin-blog plugin-id-default"');
    expect(/<body[^>]*>/.exec(post)?.[0]).toBe('<body>');
    const { page } = await open('/docs/evaluated/theme-common', false);
    expect(await deskLook(page)).toEqual(LIT);
    await page.context().close();
  });

  it('stay once hydrated, go with a client navigation to a page without them and come back with it, the stylesheet keyed on them following', async () => {
    const { page, errors } = await open('/docs/evaluated/theme-common', true);
    expect(await classesOf(page)).toEqual({ html: [...DESK].sort(), body: ['lantern-desk-lit'] });
    expect(await deskLook(page)).toEqual(LIT);
    await page.evaluate(() => Object.assign(window, { lanternVisit: 'same document' }));
    await page.getByRole('link', { name: 'the welcome page' }).click();
    await page.locator('article h1', { hasText: 'Welcome to Lantern' }).waitFor();
    await expect.poll(() => classesOf(page)).toEqual({ html: [...DOC, 'docs-doc-id-intro'].sort(), body: [] });
    // The app's navigation, not a page load; and the app's own attributes of <html> untouched.
    expect(await page.evaluate(() => (window as unknown as { lanternVisit?: string }).lanternVisit)).toBe('same document');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.goBack();
    await page.locator('section.lantern-desk').waitFor();
    await expect.poll(() => classesOf(page)).toEqual({ html: [...DESK].sort(), body: ['lantern-desk-lit'] });
    expect(await deskLook(page)).toEqual(LIT);
    expect(await page.evaluate(() => document.documentElement.getAttribute('lang'))).toBe('en');
    expect(await csp(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
