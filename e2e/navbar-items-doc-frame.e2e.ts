import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newDesktopPage, useBrowser, watchErrors, hydrated, watchCsp, cspViolations } from './browser';
import { openKilnMainMenu } from './kiln-menu';

/**
 * Issue 43, task i43e, on the ejected fixture (fixtures/docusaurus-site-ejected): a `docsVersion`
 * navbar item (one link to the version's main doc, labelled with the version), an item of the
 * site's own type (`custom-coneChart`, registered by its swizzled `NavbarItem/ComponentTypes`) in
 * the bar and the mobile menu, the site's `DocSidebar` drawn inside its wrapped
 * `DocRoot/Layout/Sidebar`, and a category's generated index page in the docs' previous/next
 * sequence. The fixture is built and served once by the global setup.
 */
const browser = useBrowser();
const site = { url: inject('ejectedFixtureUrl') };

/** The bar's two items and the doc sidebar as the page shows them. */
const frame = async (page: Page) => ({
  version: await page.locator('header.navbar a', { hasText: 'Gas kiln' }).getAttribute('href'),
  cone: await page.locator('header.navbar .kiln-cone-bar > button.kiln-cone[data-position="right"]').allTextContents(),
  // The site's DocSidebar, inside its DocRoot/Layout/Sidebar wrapper (whose fold button follows it).
  tally: await page.locator('.kiln-tally-frame > p.kiln-tally').allTextContents(),
  sidebars: await page.locator('.kiln-tally-frame nav.doc-sidebar').count(),
  fold: await page.locator('.kiln-tally-frame + button.kiln-sidebar-fold').count(),
});
const shown = { version: '/docs/loading', cone: ['Cone 10'], tally: ['3 shelves in this log'], sidebars: 1, fold: 1 };

describe('a docsVersion item, a custom item type and the DocSidebar inside a wrapped DocRoot/Layout/Sidebar', () => {
  it('draws them in the prerendered page (no script run)', async () => {
    const page = await newDesktopPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${site.url}/docs/loading`);
    expect(await frame(page)).toEqual(shown);
    await page.context().close();
  });

  it('keeps them after hydration: the custom item behaves, the version link follows the version read, under the CSP, without console errors', async () => {
    const page = await newDesktopPage(browser());
    const errors = watchErrors(page);
    await watchCsp(page);
    await page.goto(`${site.url}/docs/loading`);
    await hydrated(page);
    expect(await frame(page)).toEqual(shown);
    await page.locator('header.navbar button.kiln-cone').click();
    await page.locator('header.navbar button.kiln-cone', { hasText: '1305 °C' }).waitFor();
    // On the older version's page, the link leads to that version's main doc, labelled with that version.
    await page.goto(`${site.url}/docs/1.0/loading`);
    await hydrated(page);
    expect(await page.locator('header.navbar a', { hasText: 'Electric kiln' }).getAttribute('href')).toBe('/docs/1.0/loading');
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('draws the custom item in the mobile menu with `mobile`', async () => {
    const { page, errors, menu } = await openKilnMainMenu(browser(), `${site.url}/docs/loading`);
    const cone = menu.locator('nav.mobile-sidebar-body li.kiln-cone-mobile > button.kiln-cone');
    expect(await cone.allTextContents()).toEqual(['Cone 10']);
    await cone.click();
    await menu.locator('li.kiln-cone-mobile > button.kiln-cone', { hasText: '1305 °C' }).waitFor();
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("a category's generated index page in the previous/next sequence", () => {
  it('gives the index its next page and the page after it the index as previous, prerendered and after hydration', async () => {
    const page = await newDesktopPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${site.url}/docs/category/studio`);
    // The site's ejected index page draws Docusaurus's `navigation.next`.
    expect(await page.locator('article.kiln-index a.kiln-index-next').allTextContents()).toEqual(['Start with Clay body']);
    await page.goto(`${site.url}/docs/studio/clay`);
    expect(await page.locator('a[href="/docs/category/studio"]', { hasText: 'Studio' }).count()).toBeGreaterThan(0);
    await page.context().close();
    const live = await newDesktopPage(browser());
    const errors = watchErrors(live);
    await live.goto(`${site.url}/docs/category/studio`);
    await hydrated(live);
    await live.locator('article.kiln-index a.kiln-index-next').click();
    await live.waitForURL(`${site.url}/docs/studio/clay`);
    expect(errors).toEqual([]);
    await live.context().close();
  });
});

describe("doc and docSidebar items, a custom item reading useLayoutDoc and the site's NavbarNavLink wrapper (issue 43)", () => {
  /** The bar's doc items, the custom item, and the site's mark on each link of the bar, as the page shows them. */
  const items = async (page: Page) => ({
    schedule: await page.locator('header.navbar a', { hasText: 'Schedule' }).getAttribute('href'),
    studio: await page.locator('header.navbar a', { hasText: 'Studio' }).getAttribute('href'),
    // Theme-classic marks a doc item on every page of the doc's sidebar, a docSidebar item on its sidebar's pages.
    current: await page.locator('header.navbar a[aria-current="page"]').allTextContents(),
    // The custom item's doc, found by useLayoutDoc: its path and its sidebar.
    note: await page
      .locator('header.navbar a.kiln-shelf-note')
      .evaluateAll((links) => links.map((a) => `${a.textContent} ${a.getAttribute('href')} ${a.dataset.sidebar}`)),
    // Every link of the bar drawn through the site's NavbarNavLink, marked where it is drawn.
    marked: await page.locator('header.navbar a[data-kiln-link="bar"]').allTextContents(),
    // The site's wrapped DocSidebarNavbarItem: the theme's link (its props passed on), then the site's
    // shelf mark with the item's `sidebarId`.
    shelves: await page
      .locator('header.navbar span.kiln-shelf-mark[data-mobile="no"]')
      .evaluateAll((marks) => marks.map((m) => `${m.previousElementSibling?.textContent} ${(m as HTMLElement).dataset.sidebar}`)),
  });
  const onLoading = {
    schedule: '/docs/firing',
    studio: '/docs/category/studio',
    current: ['Log', 'Gas kiln', 'Schedule'],
    note: ['Clay shelf /docs/studio/clay studio'],
    marked: ['Log', 'Kilns', 'Gas kiln', 'Schedule', 'Studio'],
    shelves: ['Log log', 'Studio studio'],
  };

  it('are in the prerendered page (no script run), each link where Docusaurus sends it', async () => {
    const page = await newDesktopPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${site.url}/docs/loading`);
    expect(await items(page)).toEqual(onLoading);
    // In the older version the doc item leads to that version's doc; the custom item's doc is only in the current one.
    await page.goto(`${site.url}/docs/1.0/loading`);
    expect(await items(page)).toMatchObject({ schedule: '/docs/1.0/firing', note: ['Clay shelf /docs/studio/clay studio'] });
    await page.context().close();
  });

  it('stay after hydration and follow client navigations, dropdown links marked too, under the CSP, without console errors', async () => {
    const page = await newDesktopPage(browser());
    const errors = watchErrors(page);
    await watchCsp(page);
    await page.goto(`${site.url}/docs/loading`);
    await hydrated(page);
    expect(await items(page)).toEqual(onLoading);
    // A dropdown's links are drawn through the site's NavbarNavLink too.
    await page.locator('header.navbar button.navbar-dropdown-button', { hasText: 'Glazes' }).click();
    expect(await page.locator('header.navbar .navbar-dropdown-menu a[data-kiln-link="dropdown"]').allTextContents()).toEqual(['● Celadon', '● Tenmoku']);
    await page.keyboard.press('Escape');
    // The sidebar item goes to its generated index, in the app; it is the one marked there.
    await page.evaluate(() => ((window as unknown as { kilnStay: boolean }).kilnStay = true));
    await page.locator('header.navbar a', { hasText: 'Studio' }).click();
    await page.waitForURL(`${site.url}/docs/category/studio`);
    await expect.poll(() => page.locator('header.navbar a[aria-current="page"]').allTextContents()).toEqual(['Studio']);
    expect(await page.evaluate(() => (window as unknown as { kilnStay?: boolean }).kilnStay)).toBe(true);
    // In the older version the doc item follows the version being read.
    await page.goto(`${site.url}/docs/1.0/loading`);
    await hydrated(page);
    expect(await items(page)).toMatchObject({ schedule: '/docs/1.0/firing', note: ['Clay shelf /docs/studio/clay studio'] });
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("draws them in the mobile menu, resolved in the browser as theme-classic's doc items, through the site's NavbarNavLink", async () => {
    const { page, errors, menu } = await openKilnMainMenu(browser(), `${site.url}/docs/loading`);
    const main = menu.locator('nav.mobile-sidebar-body');
    await main.locator('a.kiln-shelf-note').waitFor();
    const links = (selector: string) => main.locator(selector).evaluateAll((as) => as.map((a) => `${a.textContent} ${a.getAttribute('href')}`));
    expect({
      // The site's NavbarItem wrapper gives the menu's link, doc and sidebar items its class (Docusaurus's
      // mobile links, the doc items resolved by DocNavbarItem and DocSidebarNavbarItem), each marked by its NavbarNavLink.
      links: await links('a.kiln-menu-link[data-kiln-link="menu"]'),
      current: await main.locator('a.kiln-menu-link[aria-current="page"]').allTextContents(),
      note: await links('li.menu__list-item > a.kiln-shelf-note'),
      // The site's wrapped DocSidebarNavbarItem with `mobile`: its shelf mark in a list item after the item's link.
      shelves: await main
        .locator('li.menu__list-item > span.kiln-shelf-mark[data-mobile="yes"]')
        .evaluateAll((marks) => marks.map((m) => `${m.parentElement?.previousElementSibling?.textContent} ${(m as HTMLElement).dataset.sidebar}`)),
    }).toEqual({
      links: ['Log /docs/loading', 'Kilns /kilns', 'Gas kiln /docs/loading', 'Schedule /docs/firing', 'Studio /docs/category/studio'],
      current: ['Log', 'Gas kiln', 'Schedule'],
      note: ['Clay shelf /docs/studio/clay'],
      shelves: ['Log log', 'Studio studio'],
    });
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
