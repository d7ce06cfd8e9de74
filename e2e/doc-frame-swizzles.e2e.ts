import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BUDGET_PAGE } from '../bench/budgets';
import { cspViolations, hydrated, newDesktopPage, useBrowser, watchCsp, watchErrors } from './browser';

/**
 * The doc page's frame (issue 43): the chrome's mobile table of contents (on this project's own
 * site, `build/`), and on the ejected fixture (fixtures/docusaurus-site-ejected, built once by the global
 * setup into a folder of its own) the swizzles of its parts (`DocItem/TOC/Mobile`, `TOCCollapsible` and its
 * `CollapseButton`, `TOCItems/Tree`), the doc route's wrappers (`DocsRoot`, `DocVersionRoot`,
 * `DocRoot`, `DocRoot/Layout` and its `Main` and `Sidebar`) and a category's generated index page.
 */
const browser = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 } };
/** The ejected fixture, built and served once by the global setup. */
const site = { url: inject('ejectedFixtureUrl') };

/** A page of a build, with or without JavaScript, watched for errors and CSP violations, its doc title drawn (and hydrated). */
async function open(url: string, options: { js: boolean; phone?: boolean }) {
  const page = await newDesktopPage(browser(), { javaScriptEnabled: options.js, ...(options.phone ? PHONE : {}) });
  const errors = watchErrors(page);
  await watchCsp(page);
  await page.goto(url);
  await page.locator('article h1').first().waitFor();
  if (options.js) await hydrated(page);
  return { page, errors };
}

describe("the chrome's mobile table of contents (this project's site)", () => {
  const url = () => `${inject('baseUrl')}${BUDGET_PAGE}`;
  /** What the reader sees of both tables of contents. */
  const tocs = async (page: Page) => ({
    mobile: await page.locator('details.toc-mobile').isVisible(),
    summary: await page.locator('details.toc-mobile > summary').textContent(),
    open: await page.locator('details.toc-mobile').evaluate((d: HTMLDetailsElement) => d.open),
    mobileLinks: await page.locator('details.toc-mobile a').count(),
    desktop: await page.locator('nav.toc').isVisible(),
  });

  it('is in the prerendered page above the doc where the desktop one is hidden (a phone), folded, its links not yet drawn', async () => {
    const { page } = await open(url(), { js: false, phone: true });
    expect(await tocs(page)).toEqual({ mobile: true, summary: 'On this page', open: false, mobileLinks: 0, desktop: false });
    // Above the body, after the breadcrumbs, as theme-classic's DocItem/Layout draws it.
    expect(await page.locator('article.doc-article details.toc-mobile ~ .markdown').count()).toBe(1);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await tocs(page)).toEqual({ mobile: false, summary: 'On this page', open: false, mobileLinks: 0, desktop: true });
    await page.context().close();
  });

  it('hydrates without moving the page, opens to the headings and stays open when one is followed (as on Docusaurus), under the CSP, without console errors', async () => {
    const still = await open(url(), { js: false, phone: true });
    const before = await still.page.locator('.markdown').evaluate((el) => el.getBoundingClientRect().top);
    await still.page.context().close();
    const { page, errors } = await open(url(), { js: true, phone: true });
    expect(await page.locator('.markdown').evaluate((el) => el.getBoundingClientRect().top)).toBe(before);
    const desktopHeadings = await page.locator('nav.toc a').allTextContents();
    await page.locator('details.toc-mobile > summary').click();
    await page.locator('details.toc-mobile a').first().waitFor();
    expect(await page.locator('details.toc-mobile a').allTextContents()).toEqual(desktopHeadings);
    const target = page.locator('details.toc-mobile a').nth(1);
    const hash = await target.getAttribute('href');
    await target.click();
    await page.waitForURL(`**${hash}`);
    expect(await page.locator('details.toc-mobile').evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    expect(await page.locator('details.toc-mobile a').allTextContents()).toEqual(desktopHeadings);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the ejected fixture's doc frame swizzles", () => {
  /** The doc route's wrappers as the page shows them, nested as Docusaurus nests its doc routes. */
  const wrappers = async (page: Page) => ({
    docsRoot: await page.locator('.kiln-docs-root').getAttribute('data-routes'),
    version: await page.locator('.kiln-docs-root > p.kiln-version-root').textContent(),
    nested: await page
      .locator('.kiln-docs-root > p.kiln-version-root + .kiln-doc-root > p.kiln-doc-layout + .doc-layout > main.kiln-main#main-content > .kiln-doc-item h1')
      .textContent(),
    // The site's DocItem inside them, as Docusaurus draws the doc's route inside DocRoot.
    item: await page.locator('.kiln-doc-item').getAttribute('data-doc'),
    // The theme's sidebar inside the site's DocSidebar wrapper (its tally frame), then the site's fold button.
    sidebar: await page.locator('.doc-layout > .kiln-tally-frame:has(> nav.doc-sidebar) + button.kiln-sidebar-fold').textContent(),
    items: await page.locator('button.kiln-sidebar-fold').getAttribute('data-items'),
  });
  /** The mobile table of contents: the site's wrapper, its count (useDoc()), the site's fold box and button. */
  const mobile = async (page: Page) => ({
    count: await page.locator('.kiln-toc-mobile > p.kiln-toc-count').textContent(),
    fold: await page.locator('.kiln-toc-mobile .kiln-toc-fold').getAttribute('data-class'),
    button: await page.locator('.kiln-toc-fold button.kiln-toc-button').textContent(),
    expanded: await page.locator('.kiln-toc-fold button.kiln-toc-button').getAttribute('aria-expanded'),
    links: await page.locator('.kiln-toc-fold a').allTextContents(),
    shown: await page.locator('.kiln-toc-fold .toc-mobile').isVisible(),
  });
  const folded = {
    count: '3 marks in these notes',
    fold: 'theme-doc-toc-mobile toc-mobile',
    button: '▸ Marks in these notes',
    expanded: 'false',
    links: [],
    shown: true,
  };
  /** The desktop table of contents drawn through the site's TOCItems/Tree: its levels. */
  const desktopTree = async (page: Page) => ({
    top: await page.locator('nav.toc ol.kiln-toc-tree > li > a').allTextContents(),
    nested: await page.locator('nav.toc ol.kiln-toc-tree ol.kiln-toc-branch > li > a').allTextContents(),
    levels: await page.locator('nav.toc ol.kiln-toc-tree li').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-level'))),
  });
  const tree = { top: ['Ramp', 'Soak'], nested: ['Slow climb'], levels: ['2', '3', '2'] };

  it('draws them in the prerendered pages (no script run)', async () => {
    const { page } = await open(`${site.url}/docs/firing`, { js: false, phone: true });
    expect(await wrappers(page)).toEqual({
      docsRoot: '1',
      version: 'Notes for the Gas kiln (current)',
      nested: 'Firing schedule',
      item: 'firing',
      sidebar: 'Hide the log',
      items: '3',
    });
    expect(await mobile(page)).toEqual(folded);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await desktopTree(page)).toEqual(tree);
    expect(await page.locator('.kiln-toc-fold .toc-mobile').isVisible()).toBe(false);
    // A doc with `hide_table_of_contents` has neither table of contents.
    await page.goto(`${site.url}/docs/studio/clay`);
    expect(await page.locator('.kiln-toc-mobile, .toc-mobile, nav.toc').count()).toBe(0);
    expect(await page.locator('button.kiln-sidebar-fold').getAttribute('data-items')).toBe('1');
    // The category's generated index, drawn by the site's page from Docusaurus's `categoryGeneratedIndex`.
    // (Its paginator is Docusaurus's `navigation`: the doc before it and the category's first doc after it.)
    await page.goto(`${site.url}/docs/category/studio`);
    expect({
      title: await page.locator('main.kiln-main article.kiln-index h1').textContent(),
      description: await page.locator('article.kiln-index p.kiln-index-description').textContent(),
      permalink: await page.locator('article.kiln-index').getAttribute('data-permalink'),
    }).toEqual({ title: 'Studio', description: 'Everything that happens before the kiln.', permalink: '/docs/category/studio' });
    await page.context().close();
  });

  it('keep them after hydration: the mobile list opens through the site parts, the sidebar folds through setHiddenSidebarContainer', async () => {
    const { page, errors } = await open(`${site.url}/docs/firing`, { js: true, phone: true });
    expect(await mobile(page)).toEqual(folded);
    await page.locator('button.kiln-toc-button').click();
    await page.locator('.kiln-toc-fold ol.kiln-toc-tree a').first().waitFor();
    expect(await mobile(page)).toEqual({ ...folded, button: '▾ Marks in these notes', expanded: 'true', links: ['Ramp', 'Slow climb', 'Soak'] });
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await wrappers(page)).toEqual({
      docsRoot: '1',
      version: 'Notes for the Gas kiln (current)',
      nested: 'Firing schedule',
      item: 'firing',
      sidebar: 'Hide the log',
      items: '3',
    });
    expect(await desktopTree(page)).toEqual(tree);
    // The site's button folds the theme's sidebar away (its expand button shows) and the site's Main widens.
    await page.locator('button.kiln-sidebar-fold').click();
    await page.locator('main.kiln-main.kiln-main-wide').waitFor();
    expect(await page.locator('nav.doc-sidebar').count()).toBe(0);
    expect(await page.locator('button.kiln-sidebar-fold').textContent()).toBe('Show the log');
    await page.locator('button.kiln-sidebar-fold').click();
    await page.locator('nav.doc-sidebar').waitFor();
    expect(await page.locator('main.kiln-main-wide').count()).toBe(0);
    // A client navigation keeps the wrappers, from a doc and from the generated index.
    await page.locator('nav.doc-sidebar').getByRole('link', { name: 'Loading the kiln' }).click();
    await page.waitForURL(`${site.url}/docs/loading`);
    await page.locator('main.kiln-main h1', { hasText: 'Loading the kiln' }).waitFor();
    expect(await page.locator('.kiln-toc-mobile > p.kiln-toc-count').textContent()).toBe('1 marks in these notes');
    await page.goto(`${site.url}/docs/category/studio`);
    await hydrated(page);
    await page.locator('article.kiln-index h1', { hasText: 'Studio' }).waitFor();
    await page.locator('header.navbar').getByRole('link', { name: 'Log', exact: true }).click();
    await page.waitForURL(`${site.url}/docs/loading`);
    await page.locator('main.kiln-main h1', { hasText: 'Loading the kiln' }).waitFor();
    expect(await page.locator('.kiln-docs-root p.kiln-version-root').count()).toBe(1);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
