import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newDesktopPage, useBrowser, watchErrors, hydrated, watchCsp, cspViolations } from './browser';
import { openKilnMainMenu } from './kiln-menu';

/**
 * Ejected swizzles, written from scratch (fixtures/docusaurus-site-ejected/src/theme): a `Layout`
 * (its own frame and banner around `@theme/Navbar`, the page and `@theme/Footer`), a
 * `DocSidebarItem/Category` (its own folding heading over `@theme/DocSidebarItems`), and a
 * `Navbar/MobileSidebar/Toggle` and `Navbar/MobileSidebar` reading theme-common's
 * `useNavbarMobileSidebar()` (the menu composed of the theme's `Layout`, `Header`, `PrimaryMenu`,
 * `SecondaryMenu`, with a strip of its own), the navbar's and doc sidebar's inner parts (a
 * wrapped `NavbarItem/DropdownNavbarItem` and `Navbar/Layout`, an ejected
 * `NavbarItem/DocsVersionDropdownNavbarItem`, the `NavbarItem` wrapper's mobile links, an ejected
 * `DocSidebar/Desktop/CollapseButton` and `Icon/Arrow`), and the blog's inner parts and pages (a
 * post's byline, the sidebar's list, the archive, a tag's page, the tags lists, a docs tag's page,
 * the authors' pages). The fixture is
 * built once by the global setup (e2e/global-setup.ts), by the package's command, into a folder of its own: its frame and categories replace
 * this theme's on every page, which the other fixtures' tests must not see.
 */
const browser = useBrowser();
/** The ejected fixture, built and served once by the global setup. */
const site = { url: inject('ejectedFixtureUrl') };

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
    // The theme's doc sidebar and paginator (its links the site's PaginatorNavLink) inside the site's frame: the next doc, through the router.
    await page.locator('a.kiln-pager-next').click();
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

describe('an ejected DocSidebarItem/Category', () => {
  /** The site's categories, and the theme's items inside them (through @theme/DocSidebarItems, from Docusaurus's props). */
  const tree = async (page: Page) => ({
    toggles: await page.locator('nav.doc-sidebar button.kiln-category-toggle').allTextContents(),
    open: await page.locator('nav.doc-sidebar button.kiln-category-toggle').getAttribute('aria-expanded'),
    themeCategories: await page.locator('nav.doc-sidebar li.sidebar-category').count(),
    glazes: await page.locator('nav.doc-sidebar li.kiln-category a.sidebar-link').allTextContents(),
    current: await page.locator('nav.doc-sidebar a[aria-current="page"]').allTextContents(),
  });

  it('draws the sidebar in the prerendered page, open on a page inside it', async () => {
    const page = await newDesktopPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${site.url}/docs/loading`);
    expect(await tree(page)).toEqual({ toggles: ['Glazes (2)'], open: 'false', themeCategories: 0, glazes: [], current: ['Loading the kiln'] });
    await page.goto(`${site.url}/docs/glazes/tenmoku`);
    expect(await tree(page)).toEqual({ toggles: ['Glazes (2)'], open: 'true', themeCategories: 0, glazes: ['Celadon', 'Tenmoku'], current: ['Tenmoku'] });
    await page.context().close();
  });

  it("opens by its own state after hydration, the theme's links inside it navigating in the app", async () => {
    const page = await newDesktopPage(browser());
    const errors = watchErrors(page);
    await page.goto(`${site.url}/docs/loading`);
    await hydrated(page);
    await page.locator('button.kiln-category-toggle').click();
    await page.locator('nav.doc-sidebar li.kiln-category a.sidebar-link', { hasText: 'Celadon' }).click();
    await page.waitForURL(`${site.url}/docs/glazes/celadon`);
    await page.locator('.kiln-page h1', { hasText: 'Celadon' }).waitFor();
    expect(await tree(page)).toEqual({ toggles: ['Glazes (2)'], open: 'true', themeCategories: 0, glazes: ['Celadon', 'Tenmoku'], current: ['Celadon'] });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('an ejected Navbar/MobileSidebar/Toggle and Navbar/MobileSidebar, on useNavbarMobileSidebar()', () => {
  const phone = { viewport: { width: 390, height: 844 } };
  const toggle = (page: Page) => page.locator('header.navbar button.kiln-menu-toggle');
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Site navigation' });

  it("draws the site's menu button in the bar of the prerendered page, in the theme's place", async () => {
    const page = await newDesktopPage(browser(), { ...phone, javaScriptEnabled: false });
    await page.goto(`${site.url}/docs/loading`);
    expect({
      toggles: await page.locator('header.navbar button.kiln-menu-toggle[aria-label="Studio menu"][aria-expanded="false"]').count(),
      icon: await toggle(page).locator('svg').count(),
      themeToggles: await page.locator('header.navbar button.navbar-toggle').count(),
    }).toEqual({ toggles: 1, icon: 1, themeToggles: 0 });
    await page.context().close();
  });

  it("opens the site's menu from its button, which reads shown and closes it; Escape and a followed link close it too", async () => {
    const page = await newDesktopPage(browser(), phone);
    const errors = watchErrors(page);
    await watchCsp(page);
    await page.goto(`${site.url}/docs/loading`);
    await hydrated(page);
    await toggle(page).click();
    const menu = dialog(page);
    await menu.locator('.kiln-menu-state', { hasText: 'Studio menu open' }).waitFor();
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
    // The theme's header, the site's strip after it, then the doc panel (the page has a sidebar).
    expect(await menu.locator('.mobile-sidebar-header + .kiln-menu-strip').count()).toBe(1);
    expect(await menu.locator('nav.mobile-sidebar-body a[aria-current="page"]').allTextContents()).toEqual(['Loading the kiln']);
    // Back to the main panel: the navbar's items.
    await menu.getByRole('button', { name: 'Back to main menu' }).click();
    await menu.locator('nav.mobile-sidebar-body').getByRole('link', { name: 'Kilns', exact: true }).waitFor();
    // The site's own button closes it through useNavbarMobileSidebar().toggle.
    await menu.locator('button.kiln-menu-done').click();
    await menu.waitFor({ state: 'detached' });
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
    // Escape (the theme's) closes it, and the site's button sees it closed.
    await toggle(page).click();
    await menu.locator('.kiln-menu-state', { hasText: 'Studio menu open' }).waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await page.locator('header.navbar button.kiln-menu-toggle[aria-expanded="false"]').waitFor();
    // A link followed in the menu: the page changes in the app and the menu closes.
    await toggle(page).click();
    await menu.getByRole('link', { name: 'Firing schedule' }).click();
    await page.waitForURL(`${site.url}/docs/firing`);
    await menu.waitFor({ state: 'detached' });
    await page.locator('header.navbar button.kiln-menu-toggle[aria-expanded="false"]').waitFor();
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('an ejected BlogPostItems and BlogListPaginator, on the blog list pages', () => {
  /** The site's posts and paginator as a list page shows them, the theme's own not drawn. */
  const list = async (page: Page) => ({
    component: await page.locator('ol.kiln-posts').getAttribute('data-component'),
    // Each post drawn by the theme's BlogPostItem inside the site's entry: its title, meta, excerpt.
    posts: await page.locator('li.kiln-post > article.blog-summary h2 a').allTextContents(),
    dates: await page.locator('li.kiln-post > .kiln-post-date').allTextContents(),
    tags: await page.locator('li.kiln-post > .kiln-post-tags').allTextContents(),
    excerpt: (await page.locator('li.kiln-post > article.blog-summary .markdown').textContent())?.trim(),
    readMore: await page.locator('li.kiln-post > article.blog-summary a.read-more').getAttribute('href'),
    count: await page.locator('nav.kiln-pages .kiln-page-count').textContent(),
    newer: await page.locator('nav.kiln-pages a.kiln-newer').getAttribute('href'),
    older: await page.locator('nav.kiln-pages a.kiln-older').count(),
    themeParts: await page.locator('article.blog-summary:not(li.kiln-post > *), nav.paginator').count(),
  });
  const secondPage = {
    component: 'default',
    posts: ['A slow bisque firing'],
    dates: ['2025-02-08'],
    tags: ['bisque'],
    excerpt: 'The February bisque ran for eleven hours with the lid propped open until 600 °C.',
    readMore: '/blog/2025/02/08/bisque-firing',
    count: 'Sheet 2 of 2 (2 firings)',
    newer: '/blog',
    older: 0,
    themeParts: 0,
  };

  it('draws them in the prerendered pages, from Docusaurus’s items and metadata, each post by the theme’s BlogPostItem', async () => {
    const page = await newDesktopPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${site.url}/blog`);
    expect(await page.locator('li.kiln-post > article.blog-summary h2 a').allTextContents()).toEqual(['Testing the celadon glaze']);
    expect(await page.locator('nav.kiln-pages .kiln-page-count').textContent()).toBe('Sheet 1 of 2 (2 firings)');
    expect(await page.locator('nav.kiln-pages a.kiln-older').getAttribute('href')).toBe('/blog/page/2');
    await page.goto(`${site.url}/blog/page/2`);
    expect(await list(page)).toEqual(secondPage);
    await page.context().close();
  });

  it('keeps them after hydration, its links navigating in the app, under the CSP, without console errors', async () => {
    const page = await newDesktopPage(browser());
    const errors = watchErrors(page);
    await watchCsp(page);
    await page.goto(`${site.url}/blog`);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { kilnStay: boolean }).kilnStay = true));
    await page.locator('nav.kiln-pages a.kiln-older').click();
    await page.waitForURL(`${site.url}/blog/page/2`);
    await page.locator('li.kiln-post > article.blog-summary h2 a', { hasText: 'A slow bisque firing' }).waitFor();
    expect(await list(page)).toEqual(secondPage);
    // A post's title in the site's list opens the post.
    await page.locator('li.kiln-post > article.blog-summary h2 a').click();
    await page.waitForURL(`${site.url}/blog/2025/02/08/bisque-firing`);
    await page.locator('h1', { hasText: 'A slow bisque firing' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { kilnStay?: boolean }).kilnStay)).toBe(true);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("an ejected DocSidebarItem/Link, with all of Docusaurus's props", () => {
  /** Each of the site's links: its label and the level, index and tabIndex it was given. */
  const links = (page: Page, within: string) =>
    page
      .locator(`${within} li.kiln-link`)
      .evaluateAll((items) =>
        items.map((li) => [
          li.querySelector('a')?.textContent,
          (li as HTMLElement).dataset.level,
          (li as HTMLElement).dataset.index,
          (li as HTMLElement).dataset.tabIndex,
        ]),
      );

  it('gets level, index and tabIndex as Docusaurus gives them, in the prerendered page', async () => {
    const page = await newDesktopPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${site.url}/docs/glazes/tenmoku`);
    // The top level from the theme's tree; the category's items through the site's category, one level down.
    expect(await links(page, 'nav.doc-sidebar')).toEqual([
      ['Loading the kiln', '1', '0', 'none'],
      ['Firing schedule', '1', '1', 'none'],
      ['Celadon', '2', '0', '0'],
      ['Tenmoku', '2', '1', '0'],
    ]);
    expect(await page.locator('nav.doc-sidebar li.kiln-link:has(> a[aria-current="page"]) > button.kiln-link-top').count()).toBe(1);
    await page.context().close();
  });

  it('closes the mobile menu when it calls onItemClick, as on Docusaurus; the page stays', async () => {
    const page = await newDesktopPage(browser(), { viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await watchCsp(page);
    await page.goto(`${site.url}/docs/glazes/celadon`);
    await hydrated(page);
    await page.locator('header.navbar button.kiln-menu-toggle').click();
    const menu = page.getByRole('dialog', { name: 'Site navigation' });
    await menu.locator('li.kiln-link > a[aria-current="page"]').waitFor();
    expect(await links(page, 'nav.mobile-sidebar-body')).toEqual([
      ['Loading the kiln', '1', '0', 'none'],
      ['Firing schedule', '1', '1', 'none'],
      ['Celadon', '2', '0', '0'],
      ['Tenmoku', '2', '1', '0'],
    ]);
    // The site's button is no link: only its onItemClick call closes the menu.
    await menu.locator('li.kiln-link > button.kiln-link-top').click();
    await menu.waitFor({ state: 'detached' });
    await page.locator('header.navbar button.kiln-menu-toggle[aria-expanded="false"]').waitFor();
    expect(page.url()).toBe(`${site.url}/docs/glazes/celadon`);
    // On the desktop tree (no onItemClick there), the same button only scrolls.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator('nav.doc-sidebar li.kiln-link > button.kiln-link-top').click();
    expect(page.url()).toBe(`${site.url}/docs/glazes/celadon`);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/**
 * `@theme/AnnouncementBar` drawn by the ejected Layout: the bar the theme's chrome draws (the
 * config's `announcementBar`: colours, HTML, close button), its text and button through the site's
 * wrapped `AnnouncementBar/Content` and `AnnouncementBar/CloseButton` slots; and `@theme/DocBreadcrumbs` in a doc's Markdown: the doc's trail.
 */
describe('the announcement bar and breadcrumbs by name', () => {
  const bar = async (page: Page) => ({
    bar: await page.locator('.kiln-frame > div.theme-announcement-bar + p.kiln-banner').evaluate((p) => {
      const el = p.previousElementSibling as HTMLElement;
      return `${el.getAttribute('data-announcement-id')} | ${getComputedStyle(el).backgroundColor} | ${getComputedStyle(el).color}`;
    }),
    content: await page
      .locator('.theme-announcement-bar > .kiln-announcement')
      .evaluate((d) => `${d.firstElementChild?.textContent} | ${d.querySelector('p.announcement-content')?.innerHTML}`),
    // The site's wrapped CloseButton: the chrome's button (its label), the wrapper's class added.
    close: await page.locator('.theme-announcement-bar > button').evaluate((b) => `${b.className} | ${b.getAttribute('aria-label')}`),
    trail: await page
      .locator('.kiln-trail nav.breadcrumbs li')
      .evaluateAll((items) => items.map((li) => li.textContent || li.querySelector('a')?.getAttribute('aria-label'))),
  });
  const expected = {
    bar: 'glaze-orders | rgb(91, 58, 41) | rgb(253, 246, 236)',
    content: '▲ | Glaze orders close on the <b>first</b> of the month.',
    close: 'announcement-close kiln-close | Close announcement',
    trail: ['Home page', 'Glazes', 'Tenmoku'],
  };

  it('are prerendered (no script run)', async () => {
    const page = await newDesktopPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${site.url}/docs/glazes/tenmoku`);
    expect(await bar(page)).toEqual(expected);
    await page.context().close();
  });

  it('hydrate: the bar closes and stays closed on the next visit, under the CSP, without console errors', async () => {
    const page = await newDesktopPage(browser());
    const errors = watchErrors(page);
    await watchCsp(page);
    await page.goto(`${site.url}/docs/glazes/tenmoku`);
    await hydrated(page);
    expect(await bar(page)).toEqual(expected);
    await page.locator('.theme-announcement-bar').getByRole('button', { name: 'Close announcement' }).click();
    await page.locator('.theme-announcement-bar').waitFor({ state: 'detached' });
    await page.goto(`${site.url}/docs/loading`);
    await hydrated(page);
    await page.locator('.kiln-frame > p.kiln-banner').waitFor();
    expect(await page.locator('.theme-announcement-bar').isVisible()).toBe(false);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // theme-common's useAnnouncementBar() reads the config's bar (useThemeConfig().announcementBar)
  // and keeps its own dismissal: the site's notice (src/components/KilnNotice.js) composed of the
  // theme's Content (through the site's wrapper) and CloseButton.
  const notice = async (page: Page) => ({
    notice: await page.locator('.kiln-notice').evaluate((d) => `${d.getAttribute('data-notice-id')} | ${getComputedStyle(d).backgroundColor}`),
    text: await page.locator('.kiln-notice .kiln-announcement .kiln-notice-text').textContent(),
    close: await page.locator('.kiln-notice button.kiln-notice-close').evaluate((b) => `${b.className} | ${b.getAttribute('aria-label')}`),
  });
  const expectedNotice = {
    notice: 'glaze-orders | rgb(91, 58, 41)',
    text: 'Glaze orders close on the first of the month.',
    close: 'clean-btn close announcement-close kiln-notice-close kiln-close | Close',
  };

  it("useAnnouncementBar() in a site component: prerendered, then closed by the theme's CloseButton, and closed on the next visit", async () => {
    const still = await newDesktopPage(browser(), { javaScriptEnabled: false });
    await still.goto(`${site.url}/docs/firing`);
    expect(await notice(still)).toEqual(expectedNotice);
    await still.context().close();
    const page = await newDesktopPage(browser());
    const errors = watchErrors(page);
    await watchCsp(page);
    await page.goto(`${site.url}/docs/firing`);
    await hydrated(page);
    expect(await notice(page)).toEqual(expectedNotice);
    await page.locator('.kiln-notice button.kiln-notice-close').click();
    await page.locator('.kiln-notice-closed').waitFor();
    await page.reload();
    await hydrated(page);
    await page.locator('.kiln-notice-closed').waitFor();
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('swizzles of parts this theme draws itself: the title formatter, footer columns, the home icon, dropdown items', () => {
  /** The parts as the page shows them: the site's footer shelves, home icon and dropdown items, none of the theme's own. */
  const parts = async (page: Page) => ({
    shelves: await page.locator('footer.footer .kiln-shelves > section.kiln-shelf > h2.kiln-shelf-title').allTextContents(),
    // The links inside the site's shelves are drawn by the theme's Footer/LinkItem.
    shelfLinks: await page.locator('footer.footer .kiln-shelf li > a').allTextContents(),
    themeColumns: await page.locator('footer.footer .footer-column').count(),
    homeIcons: await page.locator('nav.breadcrumbs a.breadcrumbs-home > svg.kiln-arch-icon[width="16"]').count(),
    themeHomeIcons: await page.locator('nav.breadcrumbs a.breadcrumbs-home > svg:not(.kiln-arch-icon)').count(),
    // Each drawn by the site's NavbarItem wrapper, in its own <li> of the theme's dropdown.
    dropdownItems: await page.locator('header.navbar .navbar-dropdown-menu > li > a.kiln-glaze-item').allTextContents(),
    dots: await page.locator('header.navbar .navbar-dropdown-menu > li > a > span.kiln-glaze-dot[aria-hidden="true"]').count(),
    // The bar's own items stay the theme's.
    barLinks: await page.locator('header.navbar a.navbar-link:not(.kiln-glaze-item)').allTextContents(),
  });
  const shown = {
    shelves: ['Shelf 1: Firing', 'Shelf 2: Suppliers'],
    shelfLinks: ['Loading', 'Kilns', 'Clay merchant (opens in a new tab)'],
    themeColumns: 0,
    // The theme's breadcrumbs, and the doc's own <DocBreadcrumbs /> in its text.
    homeIcons: 2,
    themeHomeIcons: 0,
    dropdownItems: ['● Celadon', '● Tenmoku'],
    dots: 2,
    // (The config's docsVersion item, a link to the version's main doc, after them; its doc and docSidebar items on the right.)
    barLinks: ['Log', 'Kilns', 'Gas kiln', 'Schedule', 'Studio'],
  };

  it("writes every prerendered page's title through the site's formatter (by plugin), and draws the site's parts, with no script run", async () => {
    const page = await newDesktopPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${site.url}/docs/glazes/tenmoku`);
    expect(await page.title()).toBe('Tenmoku ~ Kiln Log');
    expect(await parts(page)).toEqual(shown);
    await page.goto(`${site.url}/blog`);
    expect(await page.title()).toBe('Blog · Kiln Log journal');
    await page.goto(`${site.url}/blog/2025/02/08/bisque-firing`);
    expect(await page.title()).toBe('A slow bisque firing · Kiln Log journal');
    // The not-found page, as the host serves it at any unknown path.
    await page.goto(`${site.url}/docs/no-such-glaze`);
    expect(await page.title()).toBe('Page Not Found ~ Kiln Log');
    // One <title>, in the head: the formatted one is not left in the page.
    expect(await page.locator('title').count()).toBe(1);
    await page.context().close();
  });

  it('keeps them after hydration, formats the title of each page a client navigation shows, under the CSP, without console errors', async () => {
    const page = await newDesktopPage(browser());
    const errors = watchErrors(page);
    await watchCsp(page);
    await page.goto(`${site.url}/docs/loading`);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { kilnStay: boolean }).kilnStay = true));
    expect(await page.title()).toBe('Loading the kiln ~ Kiln Log');
    // A dropdown item drawn by the site's wrapper navigates in the app.
    await page.locator('header.navbar button.navbar-dropdown-button', { hasText: 'Glazes' }).click();
    await page.locator('header.navbar .navbar-dropdown-menu a.kiln-glaze-item', { hasText: 'Tenmoku' }).click();
    await page.waitForURL(`${site.url}/docs/glazes/tenmoku`);
    await page.waitForFunction(() => document.title === 'Tenmoku ~ Kiln Log');
    expect(await parts(page)).toEqual(shown);
    // A link of the site's footer shelves, back to a doc.
    await page.locator('footer.footer .kiln-shelf a', { hasText: 'Loading' }).click();
    await page.waitForURL(`${site.url}/docs/loading`);
    await page.waitForFunction(() => document.title === 'Loading the kiln ~ Kiln Log');
    // The blog's pages through the blog's branch of the formatter (the page's plugin, read after navigating).
    await page.goto(`${site.url}/blog/page/2`);
    await hydrated(page);
    expect(await page.title()).toBe('Blog: page 2 · Kiln Log journal');
    await page.evaluate(() => ((window as unknown as { kilnStay: boolean }).kilnStay = true));
    await page.locator('li.kiln-post > article.blog-summary h2 a').click();
    await page.waitForURL(`${site.url}/blog/2025/02/08/bisque-firing`);
    await page.waitForFunction(() => document.title === 'A slow bisque firing · Kiln Log journal');
    expect(await page.evaluate(() => (window as unknown as { kilnStay?: boolean }).kilnStay)).toBe(true);
    expect(await page.locator('title').count()).toBe(1);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("swizzles of the navbar's and the doc sidebar's inner parts", () => {
  /** The bar's and the sidebar's parts as the page shows them: the site's around or instead of the theme's. */
  const bar = async (page: Page) => ({
    // The wrapped dropdown: the theme's dropdown inside the site's frame, given the config's items.
    dropdown: await page.locator('header.navbar .kiln-dropdown-frame[data-count="2"] > .navbar-dropdown > button.navbar-dropdown-button').allTextContents(),
    // The ejected version item, given the config's item (its docs plugin), in place of the theme's menu.
    versions: await page.locator('header.navbar .kiln-log-versions[data-plugin="default"][data-mobile="no"]').allTextContents(),
    themeVersionMenus: await page.locator('header.navbar .navbar-version-dropdown').count(),
    // The wrapped layout: the theme's bar (menu button, items), the site's reading after its content.
    reading: await page.locator('header.navbar > nav.navbar-inner > .navbar-items.navbar-right + span.kiln-reading').allTextContents(),
    toggles: await page.locator('header.navbar > nav.navbar-inner > button.kiln-menu-toggle').count(),
    // The ejected collapse button at the sidebar's foot, drawing the site's arrow.
    fold: await page.locator('nav.doc-sidebar > button.kiln-fold-log[aria-label="Fold the log away"] > svg.kiln-arrow.kiln-fold-arrow').count(),
    themeFolds: await page.locator('button.doc-sidebar-collapse').count(),
  });
  const shown = {
    dropdown: ['Glazes'],
    versions: ['Log edition: current'],
    themeVersionMenus: 0,
    reading: ['Kiln 1: 1,180 °C'],
    toggles: 1,
    fold: 1,
    themeFolds: 0,
  };

  it('draws them in the prerendered page (no script run)', async () => {
    const page = await newDesktopPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${site.url}/docs/loading`);
    expect(await bar(page)).toEqual(shown);
    await page.context().close();
  });

  it("keeps them after hydration: the site's button folds the sidebar, the theme's expand button draws the site's arrow, under the CSP, without console errors", async () => {
    const page = await newDesktopPage(browser());
    const errors = watchErrors(page);
    await watchCsp(page);
    await page.goto(`${site.url}/docs/loading`);
    await hydrated(page);
    expect(await bar(page)).toEqual(shown);
    // The wrapped dropdown still opens, and its item navigates in the app.
    await page.evaluate(() => ((window as unknown as { kilnStay: boolean }).kilnStay = true));
    await page.locator('.kiln-dropdown-frame button.navbar-dropdown-button').click();
    await page.locator('.kiln-dropdown-frame a.kiln-glaze-item', { hasText: 'Celadon' }).click();
    await page.waitForURL(`${site.url}/docs/glazes/celadon`);
    await page.locator('.kiln-page h1', { hasText: 'Celadon' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { kilnStay?: boolean }).kilnStay)).toBe(true);
    // Folded by the site's button: the theme's narrow bar, its button drawing the site's arrow (Docusaurus's class on it).
    await page.locator('button.kiln-fold-log').click();
    const expand = page.locator('.doc-sidebar-hidden > button.doc-sidebar-expand[aria-label="Expand sidebar"]');
    await expand.waitFor();
    expect(await expand.locator('svg.kiln-arrow.doc-sidebar-arrow-expand').count()).toBe(1);
    expect(await page.locator('nav.doc-sidebar').count()).toBe(0);
    await expand.click();
    await page.locator('nav.doc-sidebar > button.kiln-fold-log').waitFor();
    expect(await bar(page)).toEqual(shown);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("draws the mobile menu's items through the site's NavbarItem and dropdown, with `mobile`", async () => {
    const { page, errors, menu } = await openKilnMainMenu(browser(), `${site.url}/docs/loading`);
    const main = menu.locator('nav.mobile-sidebar-body');
    await main.locator('a.kiln-menu-link').first().waitFor();
    expect({
      // The wrapper's links: Docusaurus's mobile links (their props changed), the page being read marked.
      links: await main.locator('li.menu__list-item > a.kiln-menu-link').allTextContents(),
      current: await main.locator('a.kiln-menu-link[aria-current="page"]').allTextContents(),
      // The wrapped dropdown with `mobile`: its label changed, so Docusaurus's mobile dropdown, its links under it.
      group: await main.locator('li.mobile-menu-group > p.mobile-menu-group-label').allTextContents(),
      groupLinks: await main.locator('li.mobile-menu-group a').allTextContents(),
      // Its links drawn as theme-classic draws them, through the site's NavbarItem with `mobile`,
      // `isDropdownItem` (the wrapper's glaze dot and class, as on the bar's dropdown), then the site's
      // NavbarNavLink wrapper, which marks them as the menu's.
      groupMarked: await main
        .locator('li.mobile-menu-group > ul > li.menu__list-item > a.menu__link.kiln-glaze-item[data-kiln-link="menu"]:has(> span.kiln-glaze-dot)')
        .allTextContents(),
      // The docsVersion item links the version's main doc, the page being read here, so it is marked too.
      // The doc item (the firing schedule, in the same sidebar as the page) is marked as theme-classic marks it.
    }).toEqual({
      links: ['Log', 'Kilns', 'Gas kiln', 'Schedule', 'Studio'],
      current: ['Log', 'Gas kiln', 'Schedule'],
      group: ['Glazes (all)'],
      groupLinks: ['● Celadon', '● Tenmoku'],
      groupMarked: ['● Celadon', '● Tenmoku'],
    });
    // A followed link closes the menu and navigates in the app.
    await main.locator('a.kiln-menu-link', { hasText: 'Kilns' }).click();
    await page.waitForURL(`${site.url}/kilns`);
    await menu.waitFor({ state: 'detached' });
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("follows a dropdown's link the site's NavbarItem draws in the mobile menu: the menu closes, the app navigates, the link is marked on its page", async () => {
    const { page, errors, menu } = await openKilnMainMenu(browser(), `${site.url}/docs/loading`);
    await page.evaluate(() => ((window as unknown as { kilnStay: boolean }).kilnStay = true));
    const glaze = (name: string) => menu.locator('li.mobile-menu-group a.kiln-glaze-item', { hasText: name });
    await glaze('Tenmoku').locator('span.kiln-glaze-dot').waitFor();
    await glaze('Tenmoku').click();
    await page.waitForURL(`${site.url}/docs/glazes/tenmoku`);
    await menu.waitFor({ state: 'detached' });
    await page.locator('.kiln-page h1', { hasText: 'Tenmoku' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { kilnStay?: boolean }).kilnStay)).toBe(true);
    // Opened again on the new page: the link of the page being read is the active one (Docusaurus's menu class).
    await page.locator('header.navbar button.kiln-menu-toggle').click();
    await menu.getByRole('button', { name: 'Back to main menu' }).click();
    await glaze('Tenmoku').and(page.locator('[aria-current="page"]')).waitFor();
    expect(await menu.locator('li.mobile-menu-group a.kiln-glaze-item[aria-current="page"]').allTextContents()).toEqual(['● Tenmoku']);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the blog's inner parts and pages: a wrapped Header/Info, an ejected Header/Authors, BlogSidebar/Content, BlogArchivePage and BlogTagsPostsPage", () => {
  /** A post's byline and the recent posts as the page shows them: the site's parts in the theme's places. */
  const byline = async (page: Page, scope: string) => ({
    // The theme's date line inside the site's wrapper, then the wrapper's own line from useBlogPost().
    date: await page.locator(`${scope} .post-meta > span.kiln-info > time`).first().textContent(),
    sheet: await page.locator(`${scope} .post-meta > span.kiln-info > span.kiln-info-sheet`).first().textContent(),
    crew: await page.locator(`${scope} .post-meta > ul.kiln-crew > li.kiln-crew-member`).allTextContents(),
  });
  const sidebar = async (page: Page) => ({
    racks: await page.locator('nav.blog-sidebar > .kiln-racks > section.kiln-rack > h3.blog-sidebar-year').allTextContents(),
    // Listed by the theme's list (the ListComponent the theme gives), the page shown marked.
    links: await page.locator('nav.blog-sidebar .kiln-rack ul > li > a').allTextContents(),
    current: await page.locator('nav.blog-sidebar .kiln-rack a[aria-current="page"]').allTextContents(),
    count: await page.locator('nav.blog-sidebar .kiln-rack-count').textContent(),
    themeYears: await page.locator('nav.blog-sidebar > div[role="group"]').count(),
  });
  const glazePost = {
    byline: { date: 'March 21, 2025', sheet: ' · log sheet 2025-03-21 (full entry)', crew: ['Ruth Okafor (Kiln tender)', 'Ilse Brandt'] },
    sidebar: {
      racks: ['Rack 2025'],
      links: ['Testing the celadon glaze', 'A slow bisque firing'],
      current: ['Testing the celadon glaze'],
      count: '2 firings on the racks',
      themeYears: 0,
    },
  };
  const archive = async (page: Page) => ({
    rows: await page.locator('main.kiln-archive tr').allTextContents(),
    links: await page.locator('main.kiln-archive tr a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    themeLists: await page.locator('.archive-list').count(),
  });
  const archived = {
    rows: ['2025-02-08A slow bisque firing', '2025-03-21Testing the celadon glaze'],
    links: ['/blog/2025/02/08/bisque-firing', '/blog/2025/03/21/glaze-test'],
    themeLists: 0,
  };
  const tagPage = async (page: Page) => ({
    title: await page.locator('main header.kiln-tag > h1').textContent(),
    count: await page.locator('header.kiln-tag .kiln-tag-count').textContent(),
    allTags: await page.locator('header.kiln-tag a.kiln-all-tags').getAttribute('href'),
    // Its posts through the site's BlogPostItems, each byline through the site's parts (in a list: the excerpt).
    posts: await page.locator('ol.kiln-posts li.kiln-post article.blog-summary h2 a').allTextContents(),
    sheet: await page.locator('ol.kiln-posts .kiln-info-sheet').allTextContents(),
    // Inside the theme's blog frame (BlogLayout), with the site's recent posts.
    racks: await page.locator('.blog-with-sidebar > nav.blog-sidebar .kiln-rack').count(),
    themeHeaders: await page.locator('header.blog-list-header').count(),
  });
  const glazeTag = {
    title: 'Firings glazed “glaze”',
    count: '1 firing',
    allTags: '/blog/tags',
    posts: ['Testing the celadon glaze'],
    sheet: [' · log sheet 2025-03-21 (excerpt)'],
    racks: 1,
    themeHeaders: 0,
  };

  it('draws them in the prerendered pages (no script run), on a post, a list, the archive and a tag’s page', async () => {
    const page = await newDesktopPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${site.url}/blog/2025/03/21/glaze-test`);
    expect({ byline: await byline(page, 'article'), sidebar: await sidebar(page) }).toEqual(glazePost);
    // A post without authors: the site's Authors draws nothing, as Docusaurus's.
    await page.goto(`${site.url}/blog/2025/02/08/bisque-firing`);
    expect(await byline(page, 'article')).toEqual({ date: 'February 8, 2025', sheet: ' · log sheet 2025-02-08 (full entry)', crew: [] });
    // On a list, each post's byline reads that post (useBlogPost() inside the list's item).
    await page.goto(`${site.url}/blog`);
    expect(await byline(page, 'li.kiln-post')).toEqual({ date: 'March 21, 2025', sheet: ' · log sheet 2025-03-21 (excerpt)', crew: glazePost.byline.crew });
    await page.goto(`${site.url}/blog/archive`);
    expect(await archive(page)).toEqual(archived);
    await page.goto(`${site.url}/blog/tags/glaze`);
    expect(await tagPage(page)).toEqual(glazeTag);
    await page.context().close();
  });

  it('keeps them after hydration, through client navigations between them, under the CSP, without console errors', async () => {
    const page = await newDesktopPage(browser());
    const errors = watchErrors(page);
    await watchCsp(page);
    await page.goto(`${site.url}/blog/2025/03/21/glaze-test`);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { kilnStay: boolean }).kilnStay = true));
    expect({ byline: await byline(page, 'article'), sidebar: await sidebar(page) }).toEqual(glazePost);
    // The site's recent posts navigate in the app; the next post's byline is its own.
    await page.locator('nav.blog-sidebar .kiln-rack a', { hasText: 'A slow bisque firing' }).click();
    await page.waitForURL(`${site.url}/blog/2025/02/08/bisque-firing`);
    await page.locator('article .kiln-info-sheet', { hasText: '2025-02-08' }).waitFor();
    expect(await byline(page, 'article')).toEqual({ date: 'February 8, 2025', sheet: ' · log sheet 2025-02-08 (full entry)', crew: [] });
    expect((await sidebar(page)).current).toEqual(['A slow bisque firing']);
    // Its tag opens the site's tag page.
    await page.locator('article a.tag', { hasText: 'bisque' }).click();
    await page.waitForURL(`${site.url}/blog/tags/bisque`);
    await page.locator('header.kiln-tag').waitFor();
    expect(await tagPage(page)).toEqual({
      ...glazeTag,
      title: 'Firings glazed “bisque”',
      posts: ['A slow bisque firing'],
      sheet: [' · log sheet 2025-02-08 (excerpt)'],
    });
    // The blog's list links to the archive, the site's page.
    await page.locator('nav.blog-sidebar .kiln-rack a', { hasText: 'Testing the celadon glaze' }).click();
    await page.waitForURL(`${site.url}/blog/2025/03/21/glaze-test`);
    await page.locator('article ul.kiln-crew').waitFor();
    await page.goto(`${site.url}/blog`);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { kilnStay: boolean }).kilnStay = true));
    await page.locator('header.blog-list-header a', { hasText: 'Archive' }).click();
    await page.waitForURL(`${site.url}/blog/archive`);
    await page.locator('main.kiln-archive').waitFor();
    expect(await archive(page)).toEqual(archived);
    await page.locator('main.kiln-archive a', { hasText: 'A slow bisque firing' }).click();
    await page.waitForURL(`${site.url}/blog/2025/02/08/bisque-firing`);
    await page.locator('article .kiln-info-sheet', { hasText: '2025-02-08' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { kilnStay?: boolean }).kilnStay)).toBe(true);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('ejected tags pages: BlogTagsListPage, DocTagsListPage and DocTagDocListPage', () => {
  const pages = async (page: Page) => {
    await page.goto(`${site.url}/blog/tags`);
    await page.locator('h1.kiln-blog-tags').waitFor();
    const blogTags = {
      heading: await page.locator('.blog-with-sidebar main h1.kiln-blog-tags').textContent(),
      // Composed of the theme's TagsListByLetter, inside the theme's BlogLayout with the recent posts.
      tags: await page.locator('.tags-by-letter a.tag').evaluateAll((as) => as.map((a) => `${a.firstChild?.textContent} ${a.getAttribute('href')}`)),
      racks: await page.locator('.blog-with-sidebar > nav.blog-sidebar .kiln-rack').count(),
    };
    await page.goto(`${site.url}/docs/tags`);
    await page.locator('main.kiln-doc-tags').waitFor();
    const docTags = await page.locator('main.kiln-doc-tags li').allTextContents();
    await page.locator('main.kiln-doc-tags a', { hasText: 'glaze' }).click();
    await page.waitForURL(`${site.url}/docs/tags/glaze`);
    await page.locator('main.kiln-doc-tag').waitFor();
    const docTag = {
      heading: await page.locator('main.kiln-doc-tag h1').textContent(),
      allTags: await page.locator('main.kiln-doc-tag a.kiln-doc-tags-link').getAttribute('href'),
      cards: await page
        .locator('article.kiln-doc-card')
        .evaluateAll((cs) => cs.map((c) => `${c.querySelector('a')?.getAttribute('href')} | ${c.querySelector('p')?.textContent}`)),
    };
    return { blogTags, docTags, docTag };
  };
  const shown = {
    blogTags: { heading: 'Firing stages', tags: ['bisque /blog/tags/bisque', 'glaze /blog/tags/glaze'], racks: 1 },
    // Every docs tag: loading.md's two (the doc page's tag row) beside the glaze docs' one.
    docTags: ['cones (1 note)', 'glaze (2 notes)', 'shelves (1 note)'],
    docTag: {
      heading: '2 notes labelled “glaze”',
      allTags: '/docs/tags',
      cards: ["/docs/glazes/celadon | The studio's pale green glaze and how thick to dip it.", '/docs/glazes/tenmoku | '],
    },
  };

  it('draws each with the props of its route, in the prerendered pages (no script run)', async () => {
    const page = await newDesktopPage(browser(), { javaScriptEnabled: false });
    expect(await pages(page)).toEqual(shown);
    await page.context().close();
  });

  it('keeps them after hydration, a tag of the docs list opening its page in the app, under the CSP, without console errors', async () => {
    const page = await newDesktopPage(browser());
    const errors = watchErrors(page);
    await watchCsp(page);
    await page.goto(`${site.url}/docs/tags`);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { kilnStay: boolean }).kilnStay = true));
    // The docs list's tag opens its page by a client navigation (pages() goes on from the list it loads).
    const docsList = await page.locator('main.kiln-doc-tags li').allTextContents();
    await page.locator('main.kiln-doc-tags a', { hasText: 'glaze' }).click();
    await page.waitForURL(`${site.url}/docs/tags/glaze`);
    await page.locator('article.kiln-doc-card').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { kilnStay?: boolean }).kilnStay)).toBe(true);
    expect(docsList).toEqual(shown.docTags);
    expect(await pages(page)).toEqual(shown);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('ejected authors pages: Blog/Pages/BlogAuthorsListPage and Blog/Pages/BlogAuthorsPostsPage', () => {
  const crew = async (page: Page) => ({
    list: await page.locator('main h1.kiln-crew-list + ul > li.kiln-crew-entry').allTextContents(),
    link: await page.locator('li.kiln-crew-entry a').getAttribute('href'),
    racks: await page.locator('.blog-with-sidebar > nav.blog-sidebar .kiln-rack').count(),
  });
  const listShown = { list: ['Ruth Okafor, Kiln tender: 1 firing'], link: '/blog/authors/ruth', racks: 1 };
  const ruth = async (page: Page) => ({
    heading: await page.locator('header.kiln-crew-page h1').textContent(),
    count: await page.locator('header.kiln-crew-page .kiln-crew-count').textContent(),
    // Through the site's BlogPostItems, each byline through the site's parts.
    posts: await page.locator('ol.kiln-posts article.blog-summary h2 a').allTextContents(),
    crew: await page.locator('ol.kiln-posts ul.kiln-crew > li').allTextContents(),
    themeHeaders: await page.locator('header.blog-list-header').count(),
  });
  const ruthShown = {
    heading: 'Fired by Ruth Okafor',
    count: '1 firing logged',
    posts: ['Testing the celadon glaze'],
    crew: ['Ruth Okafor (Kiln tender)', 'Ilse Brandt'],
    themeHeaders: 0,
  };

  it('draws them with the props of their routes, in the prerendered pages (no script run)', async () => {
    const page = await newDesktopPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${site.url}/blog/authors`);
    expect(await crew(page)).toEqual(listShown);
    await page.goto(`${site.url}/blog/authors/ruth`);
    expect(await ruth(page)).toEqual(ruthShown);
    await page.context().close();
  });

  it("keeps them after hydration, the list's author opening their page in the app, under the CSP, without console errors", async () => {
    const page = await newDesktopPage(browser());
    const errors = watchErrors(page);
    await watchCsp(page);
    await page.goto(`${site.url}/blog/authors`);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { kilnStay: boolean }).kilnStay = true));
    expect(await crew(page)).toEqual(listShown);
    await page.locator('li.kiln-crew-entry a').click();
    await page.waitForURL(`${site.url}/blog/authors/ruth`);
    await page.locator('header.kiln-crew-page').waitFor();
    expect(await ruth(page)).toEqual(ruthShown);
    expect(await page.evaluate(() => (window as unknown as { kilnStay?: boolean }).kilnStay)).toBe(true);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the doc page's inner parts: a wrapped DocVersionBanner and ContentVisibility, an ejected DocVersionBadge, EditThisPage (on docs, posts and Markdown pages), LastUpdated, TagsListInline, PaginatorNavLink and NotFound/Content", () => {
  /** What a doc or post page shows of the parts: the site's, and how many of the theme's own are left. */
  const inner = async (page: Page) => ({
    versionNote: await page.locator('p.kiln-version-note + div.doc-version-banner').count(),
    banners: await page.locator('.doc-version-banner').count(),
    // The site's badge, reading the version itself; the theme's not drawn.
    badge: await page.locator('span.kiln-badge').allTextContents(),
    edit: await page.locator('a.kiln-edit').evaluateAll((links) => links.map((a) => `${a.textContent} | ${a.getAttribute('href')}`)),
    updated: await page.locator('p.kiln-updated time').evaluateAll((times) => times.map((t) => /^\d{4}-\d{2}-\d{2}$/.test(t.textContent ?? ''))),
    // Each tag drawn by the theme's Tag inside the site's list.
    tags: await page.locator('ul.kiln-tags > li > a.tag').evaluateAll((links) => links.map((a) => `${a.textContent} | ${a.getAttribute('href')}`)),
    pager: await page
      .locator('a.kiln-pager')
      .evaluateAll((links) => links.map((a) => `${a.className} | ${a.querySelector('.kiln-pager-label')?.textContent} | ${a.getAttribute('href')}`)),
    themeParts: await page.locator('a.edit-link, p.last-updated, p.post-tags, a.paginator-link, .doc-version-badge').count(),
  });
  const oldLoading = {
    versionNote: 1,
    banners: 1,
    badge: ['Kiln: Electric kiln'],
    edit: ['Correct these notes | https://git.example/kiln-log/edit/main/versioned_docs/version-1.0/loading.md'],
    updated: [true],
    tags: [],
    pager: ['kiln-pager kiln-pager-next | Next | /docs/1.0/firing'],
    themeParts: 0,
  };
  const oldFiring = {
    ...oldLoading,
    edit: ['Correct these notes | https://git.example/kiln-log/edit/main/versioned_docs/version-1.0/firing.md'],
    pager: ['kiln-pager kiln-pager-prev | Previous | /docs/1.0/loading'],
  };
  const loading = {
    versionNote: 0,
    banners: 0,
    badge: ['Kiln: Gas kiln'],
    edit: ['Correct these notes | https://git.example/kiln-log/edit/main/docs/loading.md'],
    updated: [true],
    tags: ['shelves | /docs/tags/shelves', 'cones | /docs/tags/cones'],
    pager: ['kiln-pager kiln-pager-next | Next | /docs/firing'],
    themeParts: 0,
  };
  const post = {
    versionNote: 0,
    banners: 0,
    badge: [],
    edit: ['Correct these notes | https://git.example/kiln-log/edit/main/blog/2025-03-21-glaze-test.md'],
    // The blog's showLastUpdateTime: the post's last commit in its footer, by the site's LastUpdated.
    updated: [true],
    tags: ['glaze | /blog/tags/glaze'],
    pager: ['kiln-pager kiln-pager-next | Older post | /blog/2025/02/08/bisque-firing'],
    themeParts: 0,
  };
  // A Markdown page: its edit row (theme-classic's MDXPage draws EditMetaRow) with the site's link
  // and, with the pages plugin's showLastUpdateTime, the site's LastUpdated.
  const markdownPage = {
    versionNote: 0,
    banners: 0,
    badge: [],
    edit: ['Correct these notes | https://git.example/kiln-log/edit/main/src/pages/cone-chart.md'],
    updated: [true],
    tags: [],
    pager: [],
    themeParts: 0,
  };
  /** The not-found page: the site's text in its own main element, the theme's not drawn around it. */
  const lost = async (page: Page) => ({
    heading: await page.locator('main.kiln-lost > h1').textContent(),
    mains: await page.locator('main').count(),
    themeText: await page.locator('.not-found').count(),
  });

  /** An unlisted doc: the site's note (its ContentVisibility wrapper, given the page's metadata) above the theme's banner. */
  const unlisted = async (page: Page) => ({
    note: await page.locator('p.kiln-unlisted-note + .theme-unlisted-banner').count(),
    banners: await page.locator('.theme-unlisted-banner').count(),
  });
  const unlistedShown = { note: 1, banners: 1 };

  it('draws the site’s parts in the prerendered pages (no script run), the wrapper around the theme’s banner on the old version only', async () => {
    const page = await newDesktopPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${site.url}/docs/1.0/loading`);
    expect(await inner(page)).toEqual(oldLoading);
    await page.goto(`${site.url}/docs/loading`);
    expect(await inner(page)).toEqual(loading);
    await page.goto(`${site.url}/blog/2025/03/21/glaze-test`);
    expect(await inner(page)).toEqual(post);
    await page.goto(`${site.url}/cone-chart`);
    expect(await inner(page)).toEqual(markdownPage);
    await page.goto(`${site.url}/docs/no-such-glaze`);
    expect(await lost(page)).toEqual({ heading: 'No such shelf', mains: 1, themeText: 0 });
    await page.goto(`${site.url}/docs/kiln-wash`);
    expect(await unlisted(page)).toEqual(unlistedShown);
    await page.context().close();
  });

  it('keeps them after hydration, the site’s paginator links navigating in the app, under the CSP, without console errors', async () => {
    const page = await newDesktopPage(browser());
    const errors = watchErrors(page);
    await watchCsp(page);
    await page.goto(`${site.url}/docs/1.0/loading`);
    await hydrated(page);
    expect(await inner(page)).toEqual(oldLoading);
    await page.evaluate(() => ((window as unknown as { kilnStay: boolean }).kilnStay = true));
    await page.locator('a.kiln-pager-next').click();
    await page.waitForURL(`${site.url}/docs/1.0/firing`);
    await page.locator('a.kiln-pager-prev').waitFor();
    expect(await inner(page)).toEqual(oldFiring);
    // Out of the old version through the navbar's dropdown: the current docs, without the note or
    // the banner; back along the site's paginator links to the first doc.
    await page.locator('header.navbar button.navbar-dropdown-button', { hasText: 'Glazes' }).click();
    await page.locator('header.navbar .navbar-dropdown-menu a', { hasText: 'Celadon' }).click();
    await page.waitForURL(`${site.url}/docs/glazes/celadon`);
    await page.locator('a.kiln-pager-prev[href="/docs/firing"]').click();
    await page.waitForURL(`${site.url}/docs/firing`);
    await page.locator('a.kiln-pager-prev[href="/docs/loading"]').click();
    await page.waitForURL(`${site.url}/docs/loading`);
    await page.locator('ul.kiln-tags').waitFor();
    expect(await inner(page)).toEqual(loading);
    expect(await page.evaluate(() => (window as unknown as { kilnStay?: boolean }).kilnStay)).toBe(true);
    await page.goto(`${site.url}/docs/kiln-wash`);
    await hydrated(page);
    expect(await unlisted(page)).toEqual(unlistedShown);
    await page.goto(`${site.url}/cone-chart`);
    await hydrated(page);
    expect(await inner(page)).toEqual(markdownPage);
    expect(errors).toEqual([]);
    // The not-found page, hydrated: the host's 404 status for the document is the one message.
    await page.goto(`${site.url}/docs/no-such-glaze`);
    await hydrated(page);
    expect(await lost(page)).toEqual({ heading: 'No such shelf', mains: 1, themeText: 0 });
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual(['console: Failed to load resource: the server responded with a status of 404 (Not Found)']);
    await page.context().close();
  });
});

describe("the navbar's docsVersion item, without a label of its own: the version being read (theme-classic DocsVersionNavbarItem)", () => {
  /** The bar's own links (the config's docsVersion item after Log and Kilns) and where the version's link leads. */
  const bar = async (page: Page) => ({
    links: await page.locator('header.navbar a.navbar-link:not(.kiln-glaze-item)').allTextContents(),
    versionHref: await page.locator('header.navbar a.navbar-link:not(.kiln-glaze-item)').nth(2).getAttribute('href'),
  });

  it('is prerendered with the old version’s label on its pages, the current one’s elsewhere', async () => {
    const page = await newDesktopPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${site.url}/docs/1.0/loading`);
    expect(await bar(page)).toEqual({ links: ['Log', 'Kilns', 'Electric kiln', 'Schedule', 'Studio'], versionHref: '/docs/1.0/loading' });
    await page.goto(`${site.url}/docs/glazes/celadon`);
    expect(await bar(page)).toEqual({ links: ['Log', 'Kilns', 'Gas kiln', 'Schedule', 'Studio'], versionHref: '/docs/loading' });
    await page.context().close();
  });

  it('follows a client navigation into the current version, under the CSP, without console errors', async () => {
    const page = await newDesktopPage(browser());
    const errors = watchErrors(page);
    await watchCsp(page);
    await page.goto(`${site.url}/docs/1.0/loading`);
    await hydrated(page);
    expect(await bar(page)).toEqual({ links: ['Log', 'Kilns', 'Electric kiln', 'Schedule', 'Studio'], versionHref: '/docs/1.0/loading' });
    await page.evaluate(() => ((window as unknown as { kilnStay: boolean }).kilnStay = true));
    await page.locator('header.navbar button.navbar-dropdown-button', { hasText: 'Glazes' }).click();
    await page.locator('header.navbar .navbar-dropdown-menu a', { hasText: 'Celadon' }).click();
    await page.waitForURL(`${site.url}/docs/glazes/celadon`);
    await page.locator('header.navbar a.navbar-link', { hasText: 'Gas kiln' }).waitFor();
    expect(await bar(page)).toEqual({ links: ['Log', 'Kilns', 'Gas kiln', 'Schedule', 'Studio'], versionHref: '/docs/loading' });
    expect(await page.evaluate(() => (window as unknown as { kilnStay?: boolean }).kilnStay)).toBe(true);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the colour toggle's system mode (respectPrefersColorScheme, Docusaurus 3.8+), with the site's Icon/SystemColorMode", () => {
  /** The toggle as the reader sees it: the choice on <html>, the mode on screen, the one icon shown, its words; and what theme-common says. */
  const toggle = async (page: Page) => ({
    choice: await page.locator('html').getAttribute('data-theme-choice'),
    mode: await page.locator('html').getAttribute('data-theme'),
    shown: await page
      .locator('header.navbar .color-mode-toggle > *')
      .evaluateAll((icons) => icons.filter((i) => getComputedStyle(i).display !== 'none').map((i) => i.getAttribute('class'))),
    label: await page.locator('header.navbar .color-mode-toggle').getAttribute('aria-label'),
    title: await page.locator('header.navbar .color-mode-toggle').getAttribute('title'),
  });
  const glow = (page: Page) => page.locator('p.kiln-glow').textContent();
  const system = {
    choice: 'system',
    mode: 'dark',
    shown: ['kiln-spyhole icon-system'],
    label: 'Switch between dark and light mode (currently system mode)',
    title: 'system mode',
  };

  it("is prerendered following the system, the site's icon shown, with no script but color-mode.js", async () => {
    const page = await newDesktopPage(browser(), { javaScriptEnabled: false, colorScheme: 'dark' });
    await page.goto(`${site.url}/docs/firing`);
    // (color-mode.js does not run without scripts: the build's default mode, and its choice.)
    expect(await toggle(page)).toEqual({ ...system, mode: 'light' });
    await page.context().close();
  });

  it('cycles light → dark → system, stores only a mode, and theme-common’s useColorMode() sees the same choice, under the CSP, without console errors', async () => {
    const page = await newDesktopPage(browser(), { colorScheme: 'dark' });
    const errors = watchErrors(page);
    await watchCsp(page);
    await page.goto(`${site.url}/docs/firing`);
    await hydrated(page);
    expect(await toggle(page)).toEqual(system);
    await expect.poll(() => glow(page)).toBe('Glow: dark, chosen: by the system');
    const button = page.locator('header.navbar .color-mode-toggle');
    await button.click();
    await expect.poll(() => page.locator('html').getAttribute('data-theme-choice')).toBe('light');
    expect(await toggle(page)).toEqual({
      choice: 'light',
      mode: 'light',
      shown: ['icon-light'],
      label: 'Switch between dark and light mode (currently light mode)',
      title: 'light mode',
    });
    await expect.poll(() => glow(page)).toBe('Glow: light, chosen: light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await button.click();
    await expect.poll(() => page.locator('html').getAttribute('data-theme-choice')).toBe('dark');
    expect((await toggle(page)).shown).toEqual(['icon-dark']);
    await expect.poll(() => glow(page)).toBe('Glow: dark, chosen: dark');
    await button.click();
    await expect.poll(() => page.locator('html').getAttribute('data-theme-choice')).toBe('system');
    expect(await toggle(page)).toEqual(system);
    await expect.poll(() => glow(page)).toBe('Glow: dark, chosen: by the system');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    // A stored choice is on the page before it hydrates (color-mode.js), and after.
    await button.click();
    await expect.poll(() => page.locator('html').getAttribute('data-theme-choice')).toBe('light');
    await page.reload();
    expect((await toggle(page)).choice).toBe('light');
    await hydrated(page);
    expect((await toggle(page)).shown).toEqual(['icon-light']);
    await expect.poll(() => glow(page)).toBe('Glow: light, chosen: light');
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
