import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newDesktopPage, useBrowser, watchErrors, hydrated, reloadLog } from './browser';

/**
 * The second Docusaurus fixture site (fixtures/docusaurus-site-2, built into build.fixture2/ by
 * `npm run build:fixture2`): a site configured only by its own docusaurus.config.js (an async
 * function requiring a local file), served under its base URL `/sub/` by server/serve.ts.
 */
const origin = inject('fixture2Origin');
const base = `${origin}/sub`;
const browser = useBrowser();

beforeAll(() => {
  if (!origin) throw new Error('No second fixture build: run `npm run build:fixture2` before the browser tests');
});

async function open(
  path: string,
  options: { colorScheme?: 'light' | 'dark'; viewport?: { width: number; height: number } } = {},
): Promise<{ page: Page; errors: string[]; requests: string[] }> {
  const page = await newDesktopPage(browser(), { colorScheme: options.colorScheme ?? 'light', ...(options.viewport && { viewport: options.viewport }) });
  const errors = watchErrors(page);
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(origin)) requests.push(new URL(r.url()).pathname);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()} ${r.url()}`);
  });
  await page.goto(`${base}${path}`);
  await page.locator('main h1').first().waitFor();
  await hydrated(page);
  return { page, errors, requests };
}

const rgb = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

describe('a Docusaurus site configured by its own docusaurus.config.js', () => {
  it('shows the navbar of the config: title, themed logo, every item type', async () => {
    const { page, errors } = await open('/docs/guide/install');
    const nav = page.locator('header.navbar');
    expect(await nav.locator('.navbar-title').textContent()).toBe('Quillmate');
    expect(await nav.locator('img.themed-image-light').getAttribute('src')).toBe('/sub/img/logo.svg');
    expect(await nav.locator('img.themed-image-dark').getAttribute('src')).toBe('/sub/img/logo-dark.svg');
    // docSidebar, doc, link `to`, link `href`
    expect(await nav.getByRole('link', { name: 'Guide', exact: true }).getAttribute('href')).toBe('/sub/docs/intro');
    expect(await nav.getByRole('link', { name: 'API', exact: true }).getAttribute('href')).toBe('/sub/docs/api/endpoints');
    expect(await nav.getByRole('link', { name: 'News', exact: true }).getAttribute('href')).toBe('/sub/blog');
    expect(await nav.getByRole('link', { name: /^Source/ }).getAttribute('href')).toBe('https://git.example/quillmate');
    // className and aria-label: an icon-only link named for assistive technology, drawn by the site's CSS
    const chat = nav.getByRole('link', { name: 'Community chat', exact: true });
    expect(await chat.getAttribute('href')).toBe('https://chat.quillmate.example');
    expect(await chat.getAttribute('class')).toContain('header-chat-link');
    expect(await chat.evaluate((a) => getComputedStyle(a, '::before').width)).toBe('20px');
    expect(await nav.getByRole('button', { name: 'More' }).getAttribute('class')).toContain('navbar-more');
    // html item, rendered as elements
    expect(await nav.locator('.navbar-html span.navbar-badge').textContent()).toBe('beta');
    // Its CSS names `/img/favicon.svg` of static/: resolved and bundled (small, so inlined), as Docusaurus does.
    expect(await nav.locator('.navbar-badge').evaluate((b) => getComputedStyle(b).backgroundImage)).toMatch(/^url\("data:image\/svg\+xml/);
    // dropdown
    await nav.getByRole('button', { name: 'More' }).click();
    const more = nav.locator('.navbar-dropdown-link');
    await expect.poll(() => nav.getByRole('link', { name: 'Sync rules' }).isVisible()).toBe(true);
    expect(await more.allTextContents()).toEqual(expect.arrayContaining(['Installing', 'Sync rules']));
    expect(await nav.getByRole('link', { name: 'Installing' }).getAttribute('class')).toContain('navbar-more-install');
    await page.keyboard.press('Escape');
    // docsVersionDropdown (the manifest's versions: 1.0 is the last one) and localeDropdown
    expect(await nav.getByRole('button', { name: 'Docs version: v1.0' }).count()).toBe(1);
    expect(await nav.getByRole('button', { name: 'Language: English' }).count()).toBe(1);
    // search
    expect(await page.getByRole('combobox', { name: 'Search the docs and blog' }).count()).toBe(1);
    // Labelled links that leave the site carry Docusaurus's external mark; an icon-only one does not.
    expect(
      await nav
        .getByRole('link', { name: /^Source/ })
        .locator('svg.external-icon')
        .count(),
    ).toBe(1);
    expect(await chat.locator('svg.external-icon').count()).toBe(0);
    expect(await nav.locator('.navbar-dropdown-link', { hasText: 'Status page' }).locator('svg.external-icon').count()).toBe(1);
    // They open in a new tab, as the theme's Link opens external links when the config names no target.
    for (const link of [nav.getByRole('link', { name: /^Source/ }), chat])
      expect(await link.evaluate((a) => [a.getAttribute('target'), a.getAttribute('rel')])).toEqual(['_blank', 'noopener noreferrer']);
    expect(errors).toEqual([]);
  });

  it('marks navbar items active as Docusaurus does: doc items by sidebar, links by path or their own activeBaseRegex', async () => {
    const { page, errors } = await open('/docs/guide/legacy-import');
    const nav = page.locator('header.navbar');
    const current = (name: string) => nav.getByRole('link', { name, exact: true }).getAttribute('aria-current');
    // The docSidebar and doc items lead into this page's sidebar.
    expect(await current('Guide')).toBe('page');
    expect(await current('API')).toBe('page');
    expect(await current('News')).toBeNull();
    // "Installing" leads into the same sidebar as other items, so only its path or its regex marks it.
    expect(await nav.getByRole('button', { name: 'More' }).getAttribute('class')).toContain('active');
    expect(await nav.locator('.navbar-dropdown-link', { hasText: 'Installing' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.locator('.navbar-dropdown-link', { hasText: 'Sync rules' }).getAttribute('aria-current')).toBeNull();
    await nav.getByRole('link', { name: 'News', exact: true }).click();
    await page.waitForURL(`${base}/blog`);
    await expect.poll(() => current('News')).toBe('page');
    expect(await current('Guide')).toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('leaves a pathname:// link to the browser, under the base URL, in the tab its target names', async () => {
    const { page } = await open('/docs/guide/install');
    const offline = page.locator('header.navbar').getByRole('link', { name: 'Offline reader', exact: true });
    expect(await offline.getAttribute('href')).toBe('/sub/offline/');
    expect(await offline.getAttribute('target')).toBe('_self');
    expect(await offline.locator('svg.external-icon').count()).toBe(1);
    await offline.click();
    await page.waitForURL(`${base}/offline/`);
    expect(await page.locator('h1').textContent()).toBe('Quillmate offline reader');
    await page.context().close();
  });

  it("colours code as Docusaurus's default Prism theme does (palenight, in both colour modes)", async () => {
    const { page, errors } = await open('/docs/api/endpoints');
    const pre = page.locator('article .code-block pre').first();
    const painted = () => pre.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    // The site sets no prism.theme: prism-react-renderer's palenight in the fixture's default mode
    // (dark), and the same in light mode (darkTheme defaults to theme).
    const palenight = ['rgb(41, 45, 62)', 'rgb(191, 199, 213)'];
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await painted()).toEqual(palenight);
    await page.locator('.color-mode-toggle').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(await painted()).toEqual(palenight);
    // The block is bash, which is not among the site's additionalLanguages (powershell, toml) nor
    // prism-react-renderer's own: Docusaurus shows it as plain text, and so does this build.
    expect(await pre.locator('.line').first().textContent()).toContain('loopback');
    expect(await pre.locator('span[style]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows the footer of the config: dark style, link columns, an html item, logo and HTML copyright', async () => {
    const { page, errors } = await open('/docs/intro');
    const footer = page.locator('footer.footer');
    expect(await footer.getAttribute('class')).toContain('footer--dark');
    expect(await footer.locator('.footer-title').allTextContents()).toEqual(['Learn', 'Elsewhere']);
    expect(await footer.getByRole('link', { name: 'API endpoints' }).getAttribute('href')).toBe('/sub/docs/api/endpoints');
    expect(await footer.locator('a[aria-label="Hosted by Example"]').getAttribute('href')).toBe('https://hosting.example');
    const logoLink = footer.locator('a', { has: page.locator('img[alt="Quillmate footer logo"]') });
    expect(await logoLink.getAttribute('href')).toBe('https://quillmate.example');
    expect(await footer.locator('img[alt="Quillmate footer logo"]').getAttribute('width')).toBe('120');
    const copyright = footer.locator('.footer-copyright');
    expect(await copyright.innerText()).toMatch(
      /^Copyright © 2024 Quillmate contributors\.\s+Built with Docusaurus\s*\(opens in a new tab\)\s*, bold claims aside\.$/,
    );
    expect(await copyright.locator('a').getAttribute('href')).toBe('https://docusaurus.io');
    expect(await copyright.locator('b').textContent()).toBe('bold');
    // Its paragraphs sit in the footer as written: the page hydrated without a mismatch.
    expect(await copyright.locator('p').count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it('shows the announcement bar with its colours and HTML, links within the base URL, and closes', async () => {
    const { page, errors } = await open('/docs/intro');
    const bar = page.getByRole('region', { name: 'Announcement' });
    expect(await bar.getAttribute('data-announcement-id')).toBe('release-7');
    expect(await rgb(page, '.announcement-bar', 'background-color')).toBe('rgb(29, 59, 83)');
    expect(await rgb(page, '.announcement-bar', 'color')).toBe('rgb(255, 255, 255)');
    await bar.getByRole('link', { name: 'read what changed' }).click();
    await page.waitForURL(`${base}/blog`);
    await bar.getByRole('button', { name: 'Close announcement' }).click();
    await expect.poll(() => bar.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('applies the custom CSS: its classes style MDX blocks and its Infima primary colour is the theme colour', async () => {
    const { page, errors } = await open('/docs/api/endpoints');
    // Its `.markdown h1` rule styles the title drawn from front matter (the page has no `# heading`),
    // which sits in `.markdown` as Docusaurus puts it.
    expect(await page.locator('article .markdown > header h1').textContent()).toBe('API endpoints');
    expect(await rgb(page, 'article .markdown > header h1', 'font-variant-caps')).toBe('small-caps');
    expect(await rgb(page, '.api-endpoint-method.get', 'background-color')).toBe('rgb(0, 128, 96)');
    expect(await rgb(page, '.api-endpoint-method.post', 'background-color')).toBe('rgb(176, 96, 0)');
    expect(await rgb(page, '.api-endpoint', 'display')).toBe('flex');
    // Its bare `code { background-color }` tints inline code, not the code of a block (as Infima's `pre code` reset keeps it out).
    expect(await rgb(page, '.code-block pre code', 'background-color')).toBe('rgba(0, 0, 0, 0)');
    // Dark by default (colorMode.defaultMode), with the site's dark primary colour.
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect((await rgb(page, 'html', '--color-primary')).trim()).toBe('#81c784');
    await page.getByRole('button', { name: /Switch to light mode/ }).click();
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('light');
    expect((await rgb(page, 'html', '--color-primary')).trim()).toBe('#2e7d32');
    // A link in the text (breadcrumb links are text-coloured, as Docusaurus's are).
    expect(await rgb(page, 'article .markdown p a', 'color')).toBe('rgb(46, 125, 50)');
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Installing', exact: true }).click();
    await expect.poll(() => rgb(page, 'article .markdown p code', 'background-color')).toBe('rgb(226, 239, 227)');
    // After a client navigation too.
    await expect.poll(() => page.locator('article .markdown > header h1').textContent()).toBe('Installing');
    expect(await rgb(page, 'article .markdown > header h1', 'font-variant-caps')).toBe('small-caps');
    expect(errors).toEqual([]);
  });

  it('starts in the configured default mode even when the system prefers light, and the reader may switch', async () => {
    const { page, errors } = await open('/docs/intro', { colorScheme: 'light' });
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await page.locator('.color-mode-toggle').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('downloads only the logo of the colour mode shown, and the other one when the reader switches', async () => {
    const { page, errors, requests } = await open('/docs/intro');
    await expect.poll(() => requests.includes('/sub/img/logo-dark.svg')).toBe(true);
    // An eager image is requested while the HTML is parsed, long before hydration: by now it would be listed.
    expect(requests).not.toContain('/sub/img/logo.svg');
    const light = page.waitForRequest((r) => new URL(r.url()).pathname === '/sub/img/logo.svg');
    await page.getByRole('button', { name: /Switch to light mode/ }).click();
    await light;
    // Requested is not loaded: an image without a size shows once it has loaded.
    await page.locator('header.navbar img.themed-image-light').waitFor({ state: 'visible' });
    // The footer's logo waits until the reader scrolls near it (most pages are longer than this one).
    expect(await page.locator('footer img.footer-logo').getAttribute('loading')).toBe('lazy');
    expect(errors).toEqual([]);
  });

  it('works under /sub/: every request under the base, client navigation, search', async () => {
    const { page, errors, requests } = await open('/docs/intro');
    expect(requests.length).toBeGreaterThan(3);
    for (const path of requests) expect(path.startsWith('/sub/')).toBe(true);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('article').getByRole('link', { name: 'installing', exact: true }).click();
    await page.waitForURL(`${base}/docs/guide/install`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Installing');
    // Same document: the SPA navigated, no reload.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    const box = page.getByRole('combobox', { name: 'Search the docs and blog' });
    await box.click();
    await box.fill('conflicted');
    const option = page.locator('[role="listbox"] [role="option"].search-bar-option-hit').first();
    await option.waitFor();
    expect(await option.locator('.search-bar-title').textContent()).toContain('Sync rules');
    await option.click();
    await page.waitForURL((url) => url.pathname === '/sub/docs/guide/sync');
    for (const path of requests) expect(path.startsWith('/sub/')).toBe(true);
    expect(errors).toEqual([]);
  });

  it('draws a diagram under /sub/ with mermaid from under the base URL', async () => {
    const { page, errors, requests } = await open('/docs/next/guide/offline');
    const figure = page.locator('.mermaid-diagram');
    await figure.scrollIntoViewIfNeeded();
    await figure.locator('svg').waitFor();
    expect(await figure.locator('svg').textContent()).toContain('network lost');
    expect(requests.filter((path) => path.includes('/mermaid-')).length).toBeGreaterThan(1);
    for (const path of requests) expect(path.startsWith('/sub/')).toBe(true);
    expect(errors).toEqual([]);
  });

  it("gives a component reading `@generated/docusaurus.config`, `i18n` and `codeTranslations` at its top level the locale's data, with Docusaurus's defaults, in Markdown and in a React page", async () => {
    const line = (html: string) => /<p class="support-line"[^>]*>/.exec(html)?.[0] ?? '';
    // Markdown renders it at build time, once per locale: each locale's base URL, as Docusaurus generates the module per locale.
    const en = await (await fetch(`${base}/docs/next/api/endpoints`)).text();
    expect(line(en)).toContain('data-base="/sub/"');
    expect(line(en)).toContain('data-anchors="warn"');
    expect(line(en)).toContain('data-locales="en ar"');
    expect(en).toContain('href="mailto:help@quillmate.example?subject=Release%20train%207"');
    expect(line(en)).toContain('data-locale="en"');
    expect(en).toContain('Stuck? Write to');
    const ar = await (await fetch(`${base}/ar/docs/next/api/endpoints`)).text();
    expect(line(ar)).toContain('data-base="/sub/ar/"');
    expect(line(ar)).toContain('data-locale="ar"');
    expect(line(ar)).toContain('data-direction="rtl"');
    expect(ar).toContain('هل تحتاج مساعدة؟ Write to');
    // `@generated/site-metadata` (default and named imports) and `useDocusaurusContext().siteMetadata`: the site's
    // package.json version and the @docusaurus/core its folder resolves; `@generated/globalData`: the locale's plugin data.
    const core = (JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@docusaurus/core/package.json'), 'utf8')) as { version: string }).version;
    const stamp = `<p class="build-stamp" data-context="same">Quillmate 7.2.0, built with Docusaurus ${core}</p>`;
    expect(en).toContain(stamp);
    expect(ar).toContain(stamp);
    expect(en).toContain('<p class="relay-locale">Relay notices are written for en.</p>');
    expect(ar).toContain('<p class="relay-locale">Relay notices are written for ar.</p>');
    // A React page bundles it for the browser: prerendered, then hydrated with the same text.
    const { page, errors } = await open('/sync-status');
    expect(await page.locator('.build-stamp').textContent()).toBe(`Quillmate 7.2.0, built with Docusaurus ${core}`);
    expect(await page.locator('.build-stamp').getAttribute('data-context')).toBe('same');
    const support = page.locator('.support-line');
    expect(await support.textContent()).toBe('Stuck? Write to help@quillmate.example.');
    expect(await support.getAttribute('data-base')).toBe('/sub/');
    expect(await support.locator('a').getAttribute('href')).toBe('mailto:help@quillmate.example?subject=Release%20train%207');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('publishes the image and the download beside Markdown a React page imports under the base URL, in each locale', async () => {
    for (const locale of ['', '/ar']) {
      const html = await (await fetch(`${base}${locale}/sync-status`)).text();
      const map = html.slice(html.indexOf('class="sync-relay-map"'));
      // The bundle's files are the site's, at the base URL whatever the locale (as a page's images are).
      const image = /<img src="([^"]+)" alt="Three relays in a ring"/.exec(map)?.[1];
      expect(image).toMatch(/^\/sub\/assets\/relay-map-[\w-]+\.svg$/);
      expect((await fetch(`${origin}${image}`)).status).toBe(200);
      const list = /href="(\/sub\/assets\/relays-[\w-]+\.csv)"/.exec(map)?.[1];
      expect(await (await fetch(`${origin}${list}`)).text()).toContain('ridge,ap-south');
      const { page, errors } = await open(`${locale}/sync-status`);
      const drawn = page.locator('.sync-relay-map img');
      await drawn.scrollIntoViewIfNeeded();
      await expect.poll(() => drawn.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(96);
      expect(await drawn.getAttribute('src')).toBe(image);
      expect(await page.locator('.sync-relay-map a').getAttribute('href')).toBe(list);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it("puts the config's titleDelimiter in every title, and a React page's <Layout title> in its prerendered head and after a client navigation", async () => {
    const doc = await (await fetch(`${base}/docs/intro`)).text();
    expect(/<title>([^<]*)<\/title>/.exec(doc)?.[1]).toBe('Welcome to Quillmate · Quillmate');
    // The page's `<Layout title>` through theme-common's PageMetadata, as Docusaurus prerenders it: the title and og:title.
    const react = await (await fetch(`${base}/sync-status`)).text();
    expect(/<title[^>]*>([^<]*)<\/title>/g.exec(react)?.[1]).toBe('Sync status · Quillmate');
    expect(react.match(/<title/g)).toHaveLength(1);
    expect(react).toContain('<meta property="og:title" content="Sync status · Quillmate"');
    const arabic = await (await fetch(`${base}/ar/sync-status`)).text();
    expect(/<title[^>]*>([^<]*)<\/title>/.exec(arabic)?.[1]).toBe('حالة المزامنة · Quillmate');

    const { page, errors } = await open('/sync-status');
    expect(await page.title()).toBe('Sync status · Quillmate');
    await page.locator('a.sync-relays').click();
    await page.waitForURL((url) => url.pathname !== '/sub/sync-status');
    await expect.poll(() => page.title()).not.toBe('Sync status · Quillmate');
    expect(await page.title()).toMatch(/ · Quillmate$/);
    await page.goBack();
    await page.locator('.sync-summary').waitFor();
    await expect.poll(() => page.title()).toBe('Sync status · Quillmate');
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe('Sync status · Quillmate');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("draws the site's ejected SkipToContent (theme-common's link) first, in place of the theme's skip link, and it moves focus to the page's main", async () => {
    const html = await (await fetch(`${base}/docs/intro`)).text();
    expect(html).toContain('<a class="quill-skip" href="#__docusaurus_skipToContent_fallback">Skip to the notes</a>');
    expect(html).not.toContain('class="skip-link"');
    const { page, errors } = await open('/docs/intro');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to the notes');
    // theme-common's link focuses the page's <main> for a moment (it takes its tabindex away again, as on
    // Docusaurus): the next Tab goes on from there, into the page rather than the navbar.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main')?.id)).toBe('main-content');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows the site's ErrorPageContent where a page failed to load (after the one reload), and its tryAgain loads the page", async () => {
    const page = await newDesktopPage(browser());
    let failing = true;
    await page.route('**/_data/doc/**', (route) => (failing ? route.fulfill({ status: 500, body: 'down' }) : route.continue()));
    await page.goto(`${base}/docs/guide/install`);
    const crash = page.locator('.quill-crash');
    await crash.waitFor();
    expect(await crash.locator('.quill-crash-cause').textContent()).toMatch(/^Quillmate lost this page: .*HTTP 500/);
    // Shown after the one reload a route that fails to load gets (a new deploy may have replaced its data).
    expect(await reloadLog(page)).toMatchObject([{ reason: 'route-data', path: '/docs/guide/install' }]);
    // The site's content in place of the theme's box, inside the theme's frame.
    expect(await page.locator('.error-box').count()).toBe(0);
    expect(await page.locator('header.navbar').count()).toBe(1);
    failing = false;
    await crash.locator('.quill-crash-retry').click();
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Installing');
    expect(await page.locator('.quill-crash').count()).toBe(0);
    await page.context().close();
  });

  it("starts the doc's breadcrumbs with the site's DocBreadcrumbs/Items/Home, prerendered and after hydration", async () => {
    // With theme-common's `theme-doc-breadcrumbs`, which the site's custom CSS names another of (theme-class-names.e2e.ts).
    const crumbs =
      '<nav aria-label="Breadcrumbs" class="theme-doc-breadcrumbs breadcrumbs"><ol><li class="breadcrumbs__item quill-home-crumb"><a class="breadcrumbs__link" href="/sub">Quillmate</a></li>';
    expect(await (await fetch(`${base}/docs/guide/install`)).text()).toContain(crumbs);
    const { page, errors } = await open('/docs/guide/install');
    const trail = page.locator('nav.breadcrumbs li');
    expect(await trail.allTextContents()).toEqual(['Quillmate', 'Guide', 'Installing']);
    expect(await page.locator('nav.breadcrumbs .breadcrumbs-home').count()).toBe(0);
    // The site's item links home through the app.
    await page.evaluate(() => ((window as unknown as { crumbStay: boolean }).crumbStay = true));
    await trail.first().locator('a').click();
    await page.waitForURL((url) => url.pathname === '/sub' || url.pathname === '/sub/');
    expect(await page.evaluate(() => (window as unknown as { crumbStay?: boolean }).crumbStay)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('links "Edit this page" to the docs editUrl with the file path', async () => {
    // `current` (at /docs/next since 1.0 is the last version) is edited in docs/.
    const { page, errors } = await open('/docs/next/guide/install');
    expect(await page.getByRole('link', { name: /Edit this page/ }).getAttribute('href')).toBe('https://git.example/quillmate/edit/main/docs/guide/install.md');
    expect(errors).toEqual([]);
  });
});

describe('the server answers the site under its base URL', () => {
  it('answers client-redirects rules with 301 to the page under /sub/', async () => {
    for (const [from, to] of [
      ['/sub/getting-started', '/sub/docs/guide/install'],
      ['/sub/old-api', '/sub/docs/api/endpoints'],
      ['/sub/api-v1', '/sub/docs/api/endpoints'],
    ]) {
      const response = await fetch(`${origin}${from}`, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(to);
    }
  });

  it('serves pages, the manifest and feeds under /sub/ and nothing at the root', async () => {
    expect((await fetch(`${base}/docs/intro`)).status).toBe(200);
    const manifest = (await (await fetch(`${base}/manifest.json`)).json()) as { site: { baseUrl: string; customFields: Record<string, unknown> } };
    expect(manifest.site.baseUrl).toBe('/sub/');
    expect(manifest.site.customFields).toEqual({ supportEmail: 'help@quillmate.example', releaseTrain: 7 });
    const rss = await (await fetch(`${base}/blog/rss.xml`)).text();
    expect(rss).toContain('https://quillmate.example/sub/blog/2024/05/02/release-seven');
    expect((await fetch(`${origin}/docs/intro`)).status).toBe(404);
  });

  it("writes the config's structured data as it is and runs its inline script from a file, in order, under the CSP", async () => {
    const html = await (await fetch(`${base}/docs/guide/install`)).text();
    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(ld![1]!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: 'Quillmate',
      applicationCategory: '</script> notes',
    });
    // No inline code in the page: the config's script is a content-hashed file under the base URL.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>/);
    const file = /<script src="(\/sub\/assets\/head\/script\.[a-z0-9]+\.js)"><\/script>\s*<script src="\/sub\/js\/after-boot\.js">/.exec(html);
    expect(file).not.toBeNull();
    const headers = (await fetch(`${base}/docs/guide/install`)).headers.get('content-security-policy') ?? '';
    expect(headers).toMatch(/script-src 'self'(;|$)/);
    const { page, errors } = await open('/docs/guide/install');
    // The inline script ran before the site's next script, as it would have where it stood.
    expect(await page.evaluate(() => document.documentElement.dataset.quillmateOrder)).toBe('inline-first');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
