import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, newDesktopPage, fixture2Base, watchErrors, watchCsp, cspViolations, hydrated } from './browser';

/**
 * Paths the Docusaurus client API hands theme code, linked with `@docusaurus/Link`, in the Arabic
 * site of fixtures/docusaurus-site-2 (served under `/sub/`, `trailingSlash: false`): the docs
 * plugin's global data, `themeConfig.navbar.items`, `useLocation()` and a doc sidebar's `href`s
 * carry the base URL and the locale once, as on Docusaurus, and the links do not add the locale a
 * second time (`/sub/ar/ar/...`), in the prerendered HTML and after hydration.
 */
const base = fixture2Base();
const browser = useBrowser();

async function open(path: string, javaScriptEnabled = true): Promise<{ page: Page; errors: string[] }> {
  const page = await newDesktopPage(browser(), { javaScriptEnabled });
  const errors = watchErrors(page);
  await watchCsp(page);
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()} ${r.url()}`);
  });
  await page.goto(`${base}${path}`);
  await page.locator('main h1').first().waitFor();
  if (javaScriptEnabled) await hydrated(page);
  return { page, errors };
}

/** The data links of the sync-status page: each link's class → href, and the location it shows. */
const dataLinks = (page: Page) =>
  page.locator('.data-links').evaluate((list) => ({
    hrefs: Object.fromEntries(Array.from(list.querySelectorAll<HTMLAnchorElement>('a')).map((a) => [a.className, a.getAttribute('href')])),
    current: Array.from(list.querySelectorAll<HTMLAnchorElement>('a[aria-current="page"]')).map((a) => a.textContent),
    pathname: list.querySelector('.data-pathname')?.textContent,
  }));

const arabic = {
  hrefs: {
    'data-docs-home': '/sub/ar/docs',
    'data-install': '/sub/ar/docs/guide/install',
    'data-navbar-doc': '/sub/ar/docs/intro',
    'data-navbar-news': '/sub/ar/blog',
    // isNavLink: the link to the page on screen is active (its activeClassName and aria-current).
    'data-nav-self data-here': '/sub/ar/sync-status',
    'data-nav-docs': '/sub/ar/docs',
  },
  current: ['This page'],
  pathname: '/sub/ar/sync-status',
};

describe('@docusaurus/Link with paths from Docusaurus data, in a locale other than the default', () => {
  it('gives the Arabic page each path once under /sub/ar/, as prerendered and after hydration, CSP-clean', async () => {
    const plain = await open('/ar/sync-status', false);
    expect(await dataLinks(plain.page)).toEqual(arabic);
    // The theme's own links in the page (navbar, footer, the swizzles) never double the locale either.
    const doubled = (page: Page) => page.locator('a[href*="/ar/ar/"]').count();
    expect(await doubled(plain.page)).toBe(0);
    await plain.page.context().close();

    const ar = await open('/ar/sync-status');
    expect(await dataLinks(ar.page)).toEqual(arabic);
    expect(await doubled(ar.page)).toBe(0);
    // The footer's config `to` (/docs/guide/install) is the Arabic page, as Docusaurus's Link makes it.
    expect(await ar.page.locator('footer.footer a', { hasText: 'Installing' }).getAttribute('href')).toBe('/sub/ar/docs/guide/install');

    // A link from global data navigates in the app to the Arabic doc, where the sidebar's hrefs are the same form.
    await ar.page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await ar.page.locator('.data-install').click();
    await ar.page.locator('.quillmate-sidebar-start a').waitFor();
    expect(new URL(ar.page.url()).pathname).toBe('/sub/ar/docs/guide/install');
    expect(await ar.page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await ar.page.locator('.quillmate-sidebar-start a').getAttribute('href')).toBe('/sub/ar/docs/intro');
    expect(await doubled(ar.page)).toBe(0);
    expect(await cspViolations(ar.page)).toEqual([]);
    expect(ar.errors).toEqual([]);
    await ar.page.context().close();
  });

  it("gives a doc sidebar's href from useDocsSidebar() to Link unchanged, in the prerendered doc and after hydration", async () => {
    const plain = await open('/ar/docs/guide/install', false);
    expect(await plain.page.locator('.quillmate-sidebar-start a').getAttribute('href')).toBe('/sub/ar/docs/intro');
    await plain.page.context().close();
    const ar = await open('/ar/docs/guide/install');
    await ar.page.locator('.quillmate-sidebar-start a').click();
    await ar.page.waitForURL((url) => url.pathname === '/sub/ar/docs/intro');
    expect(await cspViolations(ar.page)).toEqual([]);
    expect(ar.errors).toEqual([]);
    await ar.page.context().close();
  });

  it('gives the default locale the same paths without the locale', async () => {
    const en = await open('/sync-status');
    expect(await dataLinks(en.page)).toEqual({
      hrefs: {
        'data-docs-home': '/sub/docs',
        'data-install': '/sub/docs/guide/install',
        'data-navbar-doc': '/sub/docs/intro',
        'data-navbar-news': '/sub/blog',
        'data-nav-self data-here': '/sub/sync-status',
        'data-nav-docs': '/sub/docs',
      },
      current: ['This page'],
      pathname: '/sub/sync-status',
    });
    expect(await cspViolations(en.page)).toEqual([]);
    expect(en.errors).toEqual([]);
    await en.page.context().close();
  });

  it("takes a Markdown link written with the base URL as the page it names, once, and gives a plain one the locale's base URL", async () => {
    // A link already under the base URL is kept as written (Docusaurus's useBaseUrl), so the build
    // checks it against the page's route rather than calling it broken. The Arabic page's link is a
    // plain path: one written with `/sub/ar/` would be broken when Arabic is built alone (`--locale
    // ar` puts it at `/sub/`, as Docusaurus does), which pipeline/i18n's build test does.
    const link = (page: Page, label: string) => page.locator('article a', { hasText: label });
    const plain = await open('/docs/next/guide/install', false);
    expect(await link(plain.page, 'how two machines stay in step').getAttribute('href')).toBe('/sub/docs/next/guide/sync');
    await plain.page.context().close();

    const en = await open('/docs/next/guide/install');
    await en.page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await link(en.page, 'how two machines stay in step').click();
    await en.page.waitForURL((url) => url.pathname === '/sub/docs/next/guide/sync');
    expect(await en.page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(en.errors).toEqual([]);
    await en.page.context().close();

    const ar = await open('/ar/docs/next/guide/install');
    expect(await link(ar.page, 'المقدمة').getAttribute('href')).toBe('/sub/ar/docs/next/intro');
    expect(await cspViolations(ar.page)).toEqual([]);
    expect(ar.errors).toEqual([]);
    await ar.page.context().close();
  });

  it("links the page's Markdown under the base URL, in each locale", async () => {
    for (const [path, file] of [
      ['/docs/next/guide/install', '/sub/docs/next/guide/install.md'],
      ['/ar/docs/next/guide/install', '/sub/ar/docs/next/guide/install.md'],
    ] as const) {
      const { page, errors } = await open(path);
      const href = await page.locator('.copy-page-link').getAttribute('href');
      expect(href).toBe(file);
      const markdown = await fetch(new URL(href!, base));
      expect(markdown.status).toBe(200);
      expect(markdown.headers.get('content-type')).toMatch(/^text\/markdown/);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
