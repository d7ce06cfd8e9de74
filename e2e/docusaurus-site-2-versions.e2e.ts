import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newDesktopPage, useBrowser, watchErrors } from './browser';

/**
 * Docs versions on the second Docusaurus fixture (fixtures/docusaurus-site-2: `current` at
 * /docs/next and the released 1.0 at /docs), built into build.fixture2/ by
 * `npm run build.fixture2`.
 */
const origin = inject('fixture2Origin');
// The site's `baseUrl` is /sub/: every page and link is under it.
const base = `${origin}/sub`;
const browser = useBrowser();

beforeAll(() => {
  if (!origin) throw new Error('No build of fixture site 2: run `npm run build:fixture2` before the browser tests');
});

async function open(path: string): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const page = await newDesktopPage(browser());
  const errors = watchErrors(page);
  await page.goto(`${base}${path}`);
  await page.locator('article h1').first().waitFor();
  // The dropdown answers clicks once the page is hydrated.
  await page.locator('.navbar-version-dropdown[data-hydrated]').waitFor();
  return { page, context: page.context(), errors };
}

const dropdown = (page: Page) => page.getByRole('button', { name: /^Docs version:/ });
const versionLink = (page: Page, label: string) => page.locator('.navbar-version-dropdown').getByRole('link', { name: label, exact: true });

describe('docs versions', () => {
  it('shows the last version at /docs without a banner, and the current one at /docs/next with the unreleased banner', async () => {
    const { page, context } = await open('/docs/guide/install');
    expect(await page.locator('article').textContent()).toContain('Quillmate 1.0 ships as a single archive');
    expect(await page.locator('.doc-version-banner').count()).toBe(0);
    expect(await page.locator('.doc-version-badge').textContent()).toBe('Version: v1.0');
    await page.goto(`${base}/docs/next/guide/install`);
    await page.locator('article h1').waitFor();
    const banner = page.locator('.doc-version-banner');
    expect(await banner.textContent()).toContain('This is unreleased documentation for Quillmate Next version.');
    // The banner links to the same doc in the last version.
    expect(await banner.getByRole('link', { name: 'latest version' }).getAttribute('href')).toBe('/sub/docs/guide/install');
    await context.close();
  });

  it('the version dropdown keeps the page where it exists in the other version, else goes to its main doc', async () => {
    const { page, context, errors } = await open('/docs/next/guide/sync');
    await dropdown(page).click();
    const menu = versionLink(page, 'v1.0');
    expect(await menu.getAttribute('href')).toBe('/sub/docs/guide/sync');
    await menu.click();
    await page.waitForURL(`${base}/docs/guide/sync`);
    await expect.poll(() => page.locator('article').textContent()).toContain('In 1.0 the newest edit of a note wins');
    expect(await dropdown(page).textContent()).toContain('v1.0');
    // legacy-import exists only in 1.0: "Next" leads to the next version's main doc.
    await page.goto(`${base}/docs/guide/legacy-import`);
    await page.locator('article h1').waitFor();
    await dropdown(page).click();
    expect(await versionLink(page, 'Next').getAttribute('href')).toBe('/sub/docs/next/intro');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the navbar's doc and sidebar items follow the version being read, in the prerendered page and after navigation", async () => {
    const navTargets = (page: Page) =>
      Promise.all(['Guide', 'API'].map((name) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).getAttribute('href')));
    const html = await (await fetch(`${base}/docs/next/guide/install`)).text();
    expect(html).toContain('href="/sub/docs/next/api/endpoints"');
    const { page, context, errors } = await open('/docs/next/guide/install');
    expect(await navTargets(page)).toEqual(['/sub/docs/next/intro', '/sub/docs/next/api/endpoints']);
    // Into the last version through the dropdown: the items follow.
    await dropdown(page).click();
    await versionLink(page, 'v1.0').click();
    await page.waitForURL(`${base}/docs/guide/install`);
    await expect.poll(() => navTargets(page)).toEqual(['/sub/docs/intro', '/sub/docs/api/endpoints']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a component's useDocsVersion() reads the page's own version, and useDocVersionSuggestions() the latest one's page: prerendered, hydrated, and after switching versions", async () => {
    const note = (page: Page) => page.locator('.version-note').textContent();
    expect(await (await fetch(`${base}/docs/api/endpoints`)).text()).toContain('data-version="1.0"');
    expect(await (await fetch(`${base}/docs/next/api/endpoints`)).text()).toContain('data-version="current"');
    const { page, context, errors } = await open('/docs/api/endpoints');
    expect(await note(page)).toBe('These endpoints are described as they are in release v1.0, the one most installs run.');
    await dropdown(page).click();
    await versionLink(page, 'Next').click();
    await page.waitForURL(`${base}/docs/next/api/endpoints`);
    await expect.poll(() => note(page)).toBe('These endpoints are described as they are in release Next. Read them for v1.0.');
    expect(await page.locator('.version-note').getAttribute('data-version')).toBe('current');
    // useDocVersionSuggestions(): the same doc in the latest version, from global data's list of its docs.
    expect(await page.locator('.version-note a.version-note-latest').getAttribute('href')).toBe('/sub/docs/api/endpoints');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a version's className option is its pages' class on <html> and useDocsVersion().className, in place of docs-version-<name>", async () => {
    const released = await (await fetch(`${base}/docs/api/endpoints`)).text();
    expect(released).toMatch(/<html [^>]*class="[^"]*\bquill-release-docs\b/);
    expect(released).not.toContain('docs-version-1.0');
    expect(released).toContain('data-version-class="quill-release-docs"');
    const htmlClasses = (page: Page) => page.evaluate(() => document.documentElement.className.split(' '));
    const rule = (page: Page) =>
      page
        .locator('article')
        .first()
        .evaluate((el) => getComputedStyle(el).borderTopStyle);
    const { page, context, errors } = await open('/docs/api/endpoints');
    expect(await htmlClasses(page)).toContain('quill-release-docs');
    expect(await rule(page)).toBe('solid');
    expect(await page.locator('.version-note').getAttribute('data-version-class')).toBe('quill-release-docs');
    // A client navigation to the next version: its default class replaces the option's.
    await dropdown(page).click();
    await versionLink(page, 'Next').click();
    await page.waitForURL(`${base}/docs/next/api/endpoints`);
    await expect.poll(() => htmlClasses(page)).toContain('docs-version-current');
    expect(await htmlClasses(page)).not.toContain('quill-release-docs');
    expect(await rule(page)).toBe('none');
    expect(await page.locator('.version-note').getAttribute('data-version-class')).toBe('docs-version-current');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("outside the docs, the navbar's doc items lead to the reader's preferred version, once hydrated", async () => {
    const guide = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guide', exact: true }).getAttribute('href');
    const { page, context, errors } = await open('/docs/next/guide/install');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
    await page.goto(`${base}/blog`);
    await page.locator('.navbar-version-dropdown[data-hydrated]').waitFor();
    await expect.poll(() => guide(page)).toBe('/sub/docs/next/intro');
    // The prerendered page knows no reader: the last version.
    expect(await (await fetch(`${base}/blog`)).text()).toMatch(/<a[^>]*href="\/sub\/docs\/intro"[^>]*>Guide</);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stores the version chosen in the dropdown or the banner as docs-preferred-version-default', async () => {
    const { page, context } = await open('/docs/intro');
    await dropdown(page).click();
    await versionLink(page, 'Next').click();
    await page.waitForURL(`${base}/docs/next/intro`);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
    await page.locator('.doc-version-banner').getByRole('link', { name: 'latest version' }).click();
    await page.waitForURL(`${base}/docs/intro`);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.0');
    await context.close();
  });

  it('searches the docs of one version with /search?version=', async () => {
    const { page, context } = await open('/docs/intro');
    await page.goto(`${base}/search?q=legacy&version=1.0`);
    await expect.poll(() => page.locator('.search-page-group h2 a').allTextContents()).toContain('Importing old notebooks');
    await page.goto(`${base}/search?q=queues&version=current`);
    await expect.poll(() => page.locator('.search-page-group h2 a').allTextContents()).toContain('Working offline');
    // The 1.0 docs have no offline page.
    await page.goto(`${base}/search?q=queues&version=1.0`);
    await expect.poll(() => page.locator('.search-page-count').textContent()).toMatch(/^No results/);
    await context.close();
  });
});

describe('languages (English and Arabic)', () => {
  it('the language dropdown links each page to its translation, which loads with lang, dir="rtl" and Arabic theme strings', async () => {
    const { page, context, errors } = await open('/docs/next/guide/install');
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['en', 'ltr']);
    await page.getByRole('button', { name: /^Language:/ }).click();
    const arabic = page.getByRole('link', { name: 'العربية' });
    expect(await arabic.getAttribute('href')).toBe('/sub/ar/docs/next/guide/install');
    await arabic.click();
    await page.waitForURL(`${base}/ar/docs/next/guide/install`);
    await page.locator('.navbar-version-dropdown[data-hydrated]').waitFor();
    expect(await page.locator('article h1').textContent()).toBe('التثبيت');
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar-EG', 'rtl']);
    expect(await page.locator('.edit-link').textContent()).toBe('عدّل هذه الصفحة');
    expect(await page.locator('.toc-title').textContent()).toBe('في هذه الصفحة');
    // The banner in Arabic, linking to the same doc of the last version in this locale.
    expect(await page.locator('.doc-version-banner a').getAttribute('href')).toBe('/sub/ar/docs/guide/install');
    // Back to English from the Arabic page.
    await page.getByRole('button', { name: /^Language:/ }).click();
    expect(await page.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/sub/docs/next/guide/install');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("translates the navbar, footer, sidebar, version labels and blog titles from the locale's translation files", async () => {
    const { page, context, errors } = await open('/ar/docs/next/guide/install');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // docusaurus-theme-classic/navbar.json: the title, item labels; an item without a key keeps its label.
    expect(await page.locator('.navbar-title').textContent()).toBe('كويلمايت');
    expect(await nav.getByRole('link', { name: 'الدليل', exact: true }).getAttribute('href')).toMatch(/^\/sub\/ar\/docs\/(next\/)?intro$/);
    expect(await nav.getByRole('link', { name: 'الأخبار', exact: true }).getAttribute('href')).toBe('/sub/ar/blog');
    expect(await nav.getByRole('link', { name: 'Source' }).count()).toBe(1);
    // footer.json: column titles, link labels, the copyright.
    const footer = page.locator('footer.footer');
    expect(await footer.locator('.footer-title').allTextContents()).toEqual(['تعلّم', 'Elsewhere']);
    expect(await footer.getByRole('link', { name: 'المنتدى' }).count()).toBe(1);
    expect(await footer.textContent()).toContain('حقوق النشر © 2024 للمساهمين في كويلمايت.');
    // docusaurus-plugin-content-docs/current.json: sidebar categories and the version's label.
    expect(await page.locator('.doc-sidebar').first().getByText('خطوات البدء', { exact: true }).count()).toBe(1);
    expect(await dropdown(page).textContent()).toContain('القادم');
    // docusaurus-plugin-content-blog/options.json: the blog's title and its sidebar's.
    await page.goto(`${base}/ar/blog`);
    await page.locator('h1', { hasText: 'أخبار الإصدارات' }).waitFor();
    expect(await page.locator('.blog-sidebar').textContent()).toContain('أحدث المقالات');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an untranslated page shows the default locale text inside the Arabic site', async () => {
    const { page, context } = await open('/ar/docs/next/guide/sync');
    expect(await page.locator('article h1').textContent()).toBe('Sync rules');
    expect(await page.locator('.paginator').textContent()).toContain('السابق');
    // Its links stay in the Arabic site.
    expect(await page.locator('.doc-sidebar a', { hasText: 'مرحبًا بك في كويلمايت' }).first().getAttribute('href')).toBe('/sub/ar/docs/next/intro');
    await context.close();
  });

  it('lays the page out right to left: the docs sidebar on the right of the article', async () => {
    const { page, context } = await open('/ar/docs/next/intro');
    const sidebar = await page.locator('.doc-sidebar').first().boundingBox();
    const article = await page.locator('article').boundingBox();
    expect(sidebar!.x).toBeGreaterThan(article!.x);
    await page.goto(`${base}/docs/next/intro`);
    await page.locator('article h1').waitFor();
    const ltrSidebar = await page.locator('.doc-sidebar').first().boundingBox();
    const ltrArticle = await page.locator('article').boundingBox();
    expect(ltrSidebar!.x).toBeLessThan(ltrArticle!.x);
    await context.close();
  });

  it('names every translation of a page with hreflang links and x-default in the prerendered head', async () => {
    const html = await (await fetch(`${base}/ar/docs/intro`)).text();
    const links = [...html.matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)" \/>/g)].map((m) => `${m[2]} ${m[1]}`);
    expect(links).toEqual([
      'en https://quillmate.example/sub/docs/intro',
      'ar-EG https://quillmate.example/sub/ar/docs/intro',
      'x-default https://quillmate.example/sub/docs/intro',
    ]);
    expect(html).toMatch(/<html lang="ar-EG" dir="rtl"/);
  });

  it('searches each locale in its own indexes', async () => {
    const { page, context } = await open('/ar/docs/next/intro');
    await page.goto(`${base}/ar/search?q=${encodeURIComponent('المزامنة')}&version=current`);
    await expect.poll(() => page.locator('.search-page-group h2 a').allTextContents()).toContain('مرحبًا بك في كويلمايت');
    expect(await page.locator('.search-page-group h2 a').first().getAttribute('href')).toMatch(/^\/sub\/ar\/docs\/next\/intro/);
    // The English site has no Arabic text.
    await page.goto(`${base}/search?q=${encodeURIComponent('المزامنة')}&version=current`);
    await expect.poll(() => page.locator('.search-page-count').textContent()).toMatch(/^No results/);
    await context.close();
  });
});
