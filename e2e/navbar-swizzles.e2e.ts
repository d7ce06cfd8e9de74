import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { cspViolations, fixture2Base, hydrated, newDesktopPage, useBrowser, watchCsp, watchErrors } from './browser';

/**
 * Swizzles of the navbar's inner parts on the second Docusaurus fixture (fixtures/docusaurus-site-2/src/theme,
 * built into build.fixture2/ by `npm run build:fixture2`): a wrapped `Logo` (which `Navbar/Logo`
 * draws, in the bar and the mobile menu's header), an ejected `Navbar/Search` (around the search
 * box a `search` item draws), a wrapped `NavbarItem/DefaultNavbarItem/Desktop` and
 * `NavbarItem/DropdownNavbarItem/Desktop` (the bar's links and dropdowns), an ejected
 * `NavbarItem/DefaultNavbarItem/Mobile` and a wrapped `NavbarItem/DropdownNavbarItem/Mobile` (the
 * mobile menu's links and dropdowns), each with the props theme-classic 3.10 hands it.
 */
const browser = useBrowser();
const phone = { width: 390, height: 844 };

async function open(path: string, options: { javaScript?: boolean; viewport?: { width: number; height: number } } = {}) {
  const page = await newDesktopPage(browser(), { javaScriptEnabled: options.javaScript ?? true, ...(options.viewport && { viewport: options.viewport }) });
  const errors = watchErrors(page);
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()} ${r.url()}`);
  });
  await watchCsp(page);
  await page.goto(`${fixture2Base()}${path}`);
  await page.locator('main h1').first().waitFor();
  if (options.javaScript ?? true) await hydrated(page);
  return { page, errors };
}

/** The bar's swizzled parts as the page shows them. */
const bar = async (page: Page) => {
  const nav = page.locator('header.navbar');
  return {
    // The wrapped Logo: the theme's brand, then the site's mark with the class names Navbar/Logo gave it.
    nib: await nav.locator('a.navbar-brand + span.quillmate-nib').evaluateAll((s) => s.map((e) => e.getAttribute('data-classes'))),
    // The ejected Navbar/Search around the theme's search box, instead of the theme's holder.
    search: await nav.locator('.quillmate-search-frame').getByRole('combobox', { name: 'Search the docs and blog' }).count(),
    hint: await nav.locator('.quillmate-search-frame > kbd.quillmate-search-hint').count(),
    themeHolders: await nav.locator('.navbar-search-slot').count(),
    // Each link of the bar in the wrapper's holder, with the active class DefaultNavbarItem hands Desktop.
    links: await nav.locator('span.quillmate-bar-link[data-active-class="navbar__link--active"] > a.navbar-link').allTextContents(),
    // A dropdown's items are not wrapped: the wrapper draws them as they were, each in its <li>.
    wrappedEntries: await nav.locator('.navbar-dropdown-menu .quillmate-bar-link').count(),
    entries: await nav.locator('.quillmate-dropdown .navbar-dropdown-menu > li > a.navbar-dropdown-link').allTextContents(),
    // The wrapped dropdown: the theme's, in the site's holder with its item count and side.
    // The wrapped DocNavbarItem: the site's nib with the item's `docId`, then the theme's link (its props passed on).
    docNibs: await nav
      .locator('span.quillmate-doc-nib[data-mobile="no"]')
      .evaluateAll((nibs) => nibs.map((n) => `${(n as HTMLElement).dataset.doc} ${n.nextElementSibling?.textContent}`)),
    // The html item's className on its element, as theme-classic's HtmlNavbarItem puts it.
    htmlItems: await nav.locator('.navbar-html.quillmate-badge-item > span.navbar-badge').allTextContents(),
    dropdowns: await nav
      .locator('span.quillmate-dropdown > .navbar-dropdown > button.navbar-dropdown-button')
      .evaluateAll((bs) =>
        bs.map(
          (b) =>
            `${b.textContent} ${b.closest('.quillmate-dropdown')?.getAttribute('data-count')} ${b.closest('.quillmate-dropdown')?.getAttribute('data-position')}`,
        ),
      ),
  };
};

const expectedBar = {
  nib: ['navbar__brand|navbar__logo|navbar__title text--truncate'],
  search: 1,
  hint: 1,
  themeHolders: 0,
  // An external link's icon names it as one that opens a new tab.
  links: ['Guide', 'API', 'News', 'Source (opens in a new tab)', ' (opens in a new tab)', 'Offline reader'],
  wrappedEntries: 0,
  // The version and locale dropdowns' links too: theme-classic draws those dropdowns through DropdownNavbarItem.
  entries: [
    'Installing',
    'Sync rules',
    'Status page (opens in a new tab)',
    'Next',
    'v1.0',
    'English',
    'العربية',
    'Lend a hand translating (opens in a new tab)',
    'Sync status',
  ],
  docNibs: ['api/endpoints API'],
  htmlItems: ['beta'],
  // The locale dropdown's three: the two locales and the config's dropdownItemsAfter link.
  dropdowns: ['More 3 left', 'v1.0 2 right', 'English 3 right', 'Status 1 right'],
};

describe("swizzles of the navbar's inner parts (fixtures/docusaurus-site-2/src/theme)", () => {
  it('are in the prerendered page (no script run)', async () => {
    const { page } = await open('/docs/guide/install', { javaScript: false });
    expect(await bar(page)).toEqual(expectedBar);
    await page.context().close();
  });

  it('stay after hydration and work: a wrapped link navigates in the app, the dropdown opens, the search box takes a query', async () => {
    const { page, errors } = await open('/docs/guide/install');
    expect(await bar(page)).toEqual(expectedBar);
    const nav = page.locator('header.navbar');
    // The wrapped link is the theme's: a client navigation, marked as the page being read.
    await nav.getByRole('link', { name: 'News', exact: true }).click();
    await page.waitForURL(/\/sub\/blog$/);
    await expect.poll(() => nav.getByRole('link', { name: 'News', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await bar(page)).toEqual(expectedBar);
    // The wrapped dropdown opens as the theme's does.
    await nav.getByRole('button', { name: 'More' }).click();
    await nav.getByRole('link', { name: 'Sync rules' }).waitFor();
    await page.keyboard.press('Escape');
    // The search box inside the site's frame is the theme's.
    const search = nav.getByRole('combobox', { name: 'Search the docs and blog' });
    await search.fill('sync');
    expect(await search.inputValue()).toBe('sync');
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("draw the mobile menu's brand, links and dropdown through the site's parts, with `mobile`'s props", async () => {
    const still = await open('/docs/guide/install', { javaScript: false, viewport: phone });
    // The bar's brand on a phone too (the menu is drawn on first use).
    expect(await still.page.locator('header.navbar a.navbar-brand + span.quillmate-nib').count()).toBe(1);
    await still.page.context().close();
    const { page, errors } = await open('/docs/guide/install', { viewport: phone });
    await page.locator('header.navbar button.navbar-toggle').click();
    const menu = page.getByRole('dialog', { name: 'Site navigation' });
    // The docs panel opens first on a doc page: back to the main menu, the navbar's items.
    await menu.getByRole('button', { name: /Back to main menu/ }).click();
    const main = menu.locator('.mobile-main-menu');
    await main.locator('li.quillmate-menu-link').first().waitFor();
    expect({
      // The menu's header draws the bar's brand, with the site's Logo.
      nib: await menu.locator('.mobile-sidebar-header > a.navbar-brand + span.quillmate-nib').count(),
      // The ejected Mobile: the site's <li>, with DefaultNavbarItem's active class for the menu.
      links: await main.locator('> li.quillmate-menu-link[data-active-class="menu__link--active"] > a').allTextContents(),
      // The wrapped dropdown with `mobile`: its label changed, so Docusaurus's mobile dropdown draws it.
      group: await main.locator('li.mobile-menu-group > p.mobile-menu-group-label').allTextContents(),
      // The wrapped DocNavbarItem with `mobile`: the site's nib in a list item before the theme's link.
      docNibs: await main
        .locator('> li.menu__list-item > span.quillmate-doc-nib[data-mobile="yes"]')
        .evaluateAll((nibs) => nibs.map((n) => `${(n as HTMLElement).dataset.doc} ${n.parentElement?.nextElementSibling?.querySelector('a')?.textContent}`)),
      // The html item's className on the menu's item too.
      htmlItems: await main.locator('> li.mobile-menu-html.quillmate-badge-item > span.navbar-badge').allTextContents(),
    }).toEqual({
      nib: 1,
      links: ['Guide', 'API', 'News', 'Source (opens in a new tab)', ' (opens in a new tab)', 'Offline reader'],
      group: ['More (3)', 'Language', 'Status'],
      docNibs: ['api/endpoints API'],
      htmlItems: ['beta'],
    });
    // The site's link is the theme's: it takes the reader to the page and the menu closes.
    await main.locator('li.quillmate-menu-link > a', { hasText: 'News' }).click();
    await page.waitForURL(/\/sub\/blog$/);
    await menu.waitFor({ state: 'hidden' });
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the docs version dropdown in the mobile menu', () => {
  it("folds out the versions under the one being read, each link the same page in that version, drawn by the site's mobile link", async () => {
    const { page, errors } = await open('/docs/guide/install', { viewport: phone });
    await page.locator('header.navbar button.navbar-toggle').click();
    const menu = page.getByRole('dialog', { name: 'Site navigation' });
    await menu.getByRole('button', { name: /Back to main menu/ }).click();
    const toggle = menu.getByRole('button', { name: 'Docs version: v1.0' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const list = menu.locator('li.mobile-versions > ul');
    expect(await list.isHidden()).toBe(true);
    await toggle.click();
    await list.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // Each version a link of the site's ejected DefaultNavbarItem/Mobile, the page being read marked.
    expect(
      await list
        .locator('> li.quillmate-menu-link > a')
        .evaluateAll((as) => as.map((a) => `${a.textContent} ${a.getAttribute('href')} ${a.getAttribute('aria-current')}`)),
    ).toEqual(['Next /sub/docs/next/guide/install null', 'v1.0 /sub/docs/guide/install page']);
    // Choosing one reads the page in that version (the menu closes) and keeps it as the reader's version.
    await list.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/\/sub\/docs\/next\/guide\/install$/);
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => Object.entries(localStorage).filter(([k]) => k.includes('docs-preferred-version')))).toEqual([
      [expect.any(String), 'current'],
    ]);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("gives the menu's doc and sidebar items the version being read, as the bar gives its own", async () => {
    const { page, errors } = await open('/docs/next/guide/install', { viewport: phone });
    await page.locator('header.navbar button.navbar-toggle').click();
    const menu = page.getByRole('dialog', { name: 'Site navigation' });
    await menu.getByRole('button', { name: /Back to main menu/ }).click();
    const main = menu.locator('.mobile-main-menu');
    await main.locator('li.quillmate-menu-link').first().waitFor();
    const targets = (names: string[]) => Promise.all(names.map((name) => main.locator('> li.quillmate-menu-link > a', { hasText: name }).getAttribute('href')));
    expect(await targets(['Guide', 'API'])).toEqual(['/sub/docs/next/intro', '/sub/docs/next/api/endpoints']);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the mobile menu's dropdown links through the site's NavbarItem (fixtures/docusaurus-site-2/src/theme/NavbarItem/index.js)", () => {
  /** The links of one group of the menu that the site's NavbarItem marked, as `label href lang target mark`. */
  const marked = (group: Locator) =>
    group
      .locator('li.quillmate-menu-link > a[data-quillmate-fold]')
      .evaluateAll((as) =>
        as.map((a) =>
          [a.textContent, a.getAttribute('href'), a.getAttribute('lang'), a.getAttribute('target'), (a as HTMLElement).dataset.quillmateFold].join(' '),
        ),
      );

  it("draws the theme's own dropdown's, the locales' and the versions' links with `mobile` and `isDropdownItem`; one followed navigates in the app and closes the menu", async () => {
    // Prerendered (the menu is drawn on first use): the wrapper passes the bar's items on as they came.
    const still = await open('/docs/guide/install', { javaScript: false, viewport: phone });
    expect(await still.page.locator('header.navbar .quillmate-dropdown > .navbar-dropdown > button.navbar-dropdown-button').allTextContents()).toEqual([
      'More',
      'v1.0',
      'English',
      'Status',
    ]);
    expect(await still.page.locator('[data-quillmate-fold]').count()).toBe(0);
    await still.page.context().close();

    const { page, errors } = await open('/docs/guide/install', { viewport: phone });
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator('header.navbar button.navbar-toggle').click();
    const menu = page.getByRole('dialog', { name: 'Site navigation' });
    await menu.getByRole('button', { name: /Back to main menu/ }).click();
    const main = menu.locator('.mobile-main-menu');
    const group = (label: string) => main.locator('> li.mobile-menu-group', { has: page.locator('> .mobile-menu-group-label', { hasText: label }) });
    await group('Status').locator('a[data-quillmate-fold]').waitFor();
    await menu.getByRole('button', { name: 'Docs version: v1.0' }).click();
    await main.locator('li.mobile-versions > ul').waitFor();
    expect({
      // The dropdown of one link, drawn by the theme's own mobile dropdown (the site's wrapper passed it on).
      status: await marked(group('Status')),
      // Each locale, the page being read in it: the other one loaded afresh in the tab, in its language.
      locales: await marked(group('Language')),
      // Each version, the page being read in it.
      versions: await marked(main.locator('li.mobile-versions')),
      // The counted dropdown, drawn by Docusaurus's mobile dropdown: its links through the same NavbarItem.
      more: await marked(group('More (3)')),
    }).toEqual({
      status: ['Sync status /sub/sync-status   menu__link--active'],
      // Then the config's dropdownItemsAfter link, through the same NavbarItem, as theme-classic lists it.
      locales: [
        'English /sub/docs/guide/install en  menu__link--active',
        'العربية /sub/ar/docs/guide/install ar-EG _self menu__link--active',
        'Lend a hand translating (opens in a new tab) https://translate.quillmate.example/  _blank menu__link--active',
      ],
      versions: ['Next /sub/docs/next/guide/install   menu__link--active', 'v1.0 /sub/docs/guide/install   menu__link--active'],
      more: [
        'Installing /sub/docs/guide/install   menu__link--active',
        'Sync rules /sub/docs/guide/sync   menu__link--active',
        'Status page (opens in a new tab) https://status.quillmate.example  _blank menu__link--active',
      ],
    });
    // The page being read is marked in the counted dropdown and in the versions' and the locales' lists (in the menu's order), as the menu marks its links.
    expect(await main.locator('a[data-quillmate-fold][aria-current="page"]').allTextContents()).toEqual(['Installing', 'v1.0', 'English']);
    // Followed, the theme's dropdown's link navigates in the app and the menu closes.
    await group('Status').getByRole('link', { name: 'Sync status' }).click();
    await page.waitForURL(`${fixture2Base()}/sync-status`);
    await menu.waitFor({ state: 'hidden' });
    await page.locator('main h1', { hasText: 'Sync status' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the mobile menu's locale and version groups through the site's NavbarItem/DropdownNavbarItem (fixtures/docusaurus-site-2/src/theme/NavbarItem/DropdownNavbarItem/index.js)", () => {
  const address = '/docs/guide/install?x=1#checking-the-install';

  /** The bar's locale links (the menu is drawn on first use, so the bar's are what a page prerenders). */
  const barLocales = (page: Page) =>
    page.locator('header.navbar .navbar-dropdown-menu a[lang]').evaluateAll((as) => as.map((a) => `${a.textContent} ${a.getAttribute('href')}`));

  /** The menu's groups the site's wrapper marked, as `kind count label`, the label the group's own (its toggle's for the versions). */
  const marks = (main: Locator) =>
    main.locator('> li.quillmate-group-mark').evaluateAll((lis) =>
      lis.map((li) => {
        const group = li.nextElementSibling;
        const label = group?.querySelector(':scope > .mobile-menu-group-label')?.textContent;
        return `${(li as HTMLElement).dataset.kind} ${(li as HTMLElement).dataset.count} ${label}`;
      }),
    );

  it("keeps the page prerendered as it was: no mark (the menu is drawn on first use), the bar's locale links without the address's query and hash", async () => {
    const { page } = await open(address, { javaScript: false, viewport: phone });
    expect(await page.locator('.quillmate-group-mark').count()).toBe(0);
    expect(await barLocales(page)).toEqual(['English /sub/docs/guide/install', 'العربية /sub/ar/docs/guide/install']);
    await page.context().close();
  });

  it("draws the locale and version groups through the site's wrapper after hydration, the version read active, a chosen version kept, a locale switch keeping ?x=1#hash", async () => {
    const { page, errors } = await open(address, { viewport: phone });
    // Hydrated, the bar's locale links carry the address's query string and hash, as theme-classic 3.10's do.
    await expect
      .poll(() => barLocales(page))
      .toEqual(['English /sub/docs/guide/install?x=1#checking-the-install', 'العربية /sub/ar/docs/guide/install?x=1#checking-the-install']);
    await page.locator('header.navbar button.navbar-toggle').click();
    const menu = page.getByRole('dialog', { name: 'Site navigation' });
    await menu.getByRole('button', { name: /Back to main menu/ }).click();
    const main = menu.locator('.mobile-main-menu');
    await main.locator('> li.quillmate-group-mark').first().waitFor({ state: 'attached' });
    // Every dropdown of the menu came through the site's wrapper, the locale and version groups with
    // the links theme-classic's LocaleDropdownNavbarItem and DocsVersionDropdownNavbarItem hand it
    // (their labels the theme's own: the wrapper and the site's /Mobile passed them on as they came).
    // (The locales' three: the two locales and the config's dropdownItemsAfter link.)
    expect(await marks(main)).toEqual(['links 3 More (3)', 'versions 2 v1.0', 'locales 3 Language', 'links 1 Status']);
    // The locale group's links: the page in each locale, with the address's query string and hash.
    const localeGroup = main.locator('li.quillmate-group-mark[data-kind="locales"] + li.mobile-menu-group');
    expect(
      await localeGroup.locator('a').evaluateAll((as) => as.map((a) => `${a.textContent} ${a.getAttribute('href')} ${a.getAttribute('aria-current')}`)),
    ).toEqual([
      'English /sub/docs/guide/install?x=1#checking-the-install page',
      'العربية /sub/ar/docs/guide/install?x=1#checking-the-install null',
      'Lend a hand translating (opens in a new tab) https://translate.quillmate.example/ null',
    ]);
    // The version group: the version being read is the active one (its `isActive`).
    const versionGroup = main.locator('li.quillmate-group-mark[data-kind="versions"] + li.mobile-versions');
    await versionGroup.getByRole('button', { name: 'Docs version: v1.0' }).click();
    await versionGroup.locator('ul').waitFor();
    expect(await versionGroup.locator('a[aria-current="page"]').allTextContents()).toEqual(['v1.0']);
    // Each version's link keeps the address's query string and hash, as theme-classic's do.
    expect(await versionGroup.locator('a').evaluateAll((as) => as.map((a) => `${a.textContent} ${a.getAttribute('href')}`))).toEqual([
      'Next /sub/docs/next/guide/install?x=1#checking-the-install',
      'v1.0 /sub/docs/guide/install?x=1#checking-the-install',
    ]);
    // Choosing a version reads the page in it and keeps it as the reader's version (its `onClick`).
    await versionGroup.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/\/sub\/docs\/next\/guide\/install\?x=1#checking-the-install$/);
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
    // A reload elsewhere lands on it: the navbar's doc item leads into the chosen version.
    await page.goto(`${fixture2Base()}/blog`);
    await hydrated(page);
    await expect
      .poll(() =>
        page
          .locator('header.navbar a', { hasText: /^Guide$/ })
          .first()
          .getAttribute('href'),
      )
      .toBe('/sub/docs/next/intro');

    // Switching locale from an address with a query string and a hash keeps both.
    await page.goto(`${fixture2Base()}${address}`);
    await page.locator('main h1').first().waitFor();
    await hydrated(page);
    await page.locator('header.navbar button.navbar-toggle').click();
    await menu.getByRole('button', { name: /Back to main menu/ }).click();
    const arabic = localeGroup.getByRole('link', { name: 'العربية' });
    await expect.poll(() => arabic.getAttribute('href')).toBe('/sub/ar/docs/guide/install?x=1#checking-the-install');
    await arabic.click();
    await page.waitForURL(/\/sub\/ar\/docs\/guide\/install\?x=1#checking-the-install$/);
    await page.locator('html[lang="ar-EG"] main h1').first().waitFor();
    await hydrated(page);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the bar's locale and version dropdowns through the site's NavbarItem/DropdownNavbarItem and its /Desktop (fixtures/docusaurus-site-2/src/theme/NavbarItem/DropdownNavbarItem)", () => {
  /**
   * The bar's dropdowns that came through the site's /Desktop wrapper, as the props it was handed
   * show: `label count position`, then what theme-classic's LocaleDropdownNavbarItem and
   * DocsVersionDropdownNavbarItem add (the versions whose `isActive` passes, the dropdown's `to`,
   * an `isActive` that never passes, the `lang` of the locale marked active).
   */
  const held = (page: Page) =>
    page.locator('header.navbar span.quillmate-dropdown').evaluateAll((spans) =>
      spans.map((span) => {
        const d = (span as HTMLElement).dataset;
        const label = span.querySelector('button.navbar-dropdown-button')?.textContent;
        return [label, d.count, d.position, d.read, d.leadsTo, d.neverActive, d.readingLang].filter((x) => x !== undefined).join(' ');
      }),
    );
  /** One dropdown's links as `label href lang target`. */
  const links = (page: Page, button: string) =>
    page
      .locator('header.navbar span.quillmate-dropdown', { has: page.getByRole('button', { name: button }) })
      .locator('.navbar-dropdown-menu a')
      .evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('lang'), a.getAttribute('target')].join(' ')));

  const expectedHeld = [
    'More 3 left',
    // The version being read (1.0) passes its `isActive`; the dropdown leads to its page and is never active (dropdownActiveClassDisabled).
    'v1.0 2 right v1.0 /sub/docs/guide/install yes',
    // English, the locale being read, has the active class theme-classic gives it.
    'English 3 right en',
    'Status 1 right',
  ];

  it('are drawn by the wrapper in the prerendered page (no script run), with the links theme-classic hands DropdownNavbarItem', async () => {
    const { page } = await open('/docs/guide/install?x=1', { javaScript: false });
    expect(await held(page)).toEqual(expectedHeld);
    // Before hydration the links cannot know the address's query string.
    expect(await links(page, 'Language: English')).toEqual([
      'English /sub/docs/guide/install en ',
      'العربية /sub/ar/docs/guide/install ar-EG ',
      'Lend a hand translating (opens in a new tab) https://translate.quillmate.example/  _blank',
    ]);
    expect(await links(page, 'Docs version: v1.0')).toEqual(['Next /sub/docs/next/guide/install  ', 'v1.0 /sub/docs/guide/install  ']);
    await page.context().close();
  });

  it("stay after hydration and work: a version chosen is read and kept as the reader's, the wrapper seeing the new version read", async () => {
    const { page, errors } = await open('/docs/guide/install?x=1');
    expect(await held(page)).toEqual(expectedHeld);
    // Hydrated, the links keep the address's query string, as theme-classic's do.
    await expect.poll(() => links(page, 'Docs version: v1.0')).toEqual(['Next /sub/docs/next/guide/install?x=1  ', 'v1.0 /sub/docs/guide/install?x=1  ']);
    expect(await links(page, 'Language: English')).toEqual([
      'English /sub/docs/guide/install?x=1 en ',
      'العربية /sub/ar/docs/guide/install?x=1 ar-EG ',
      'Lend a hand translating (opens in a new tab) https://translate.quillmate.example/  _blank',
    ]);
    const nav = page.locator('header.navbar');
    await nav.getByRole('button', { name: 'Docs version: v1.0' }).click();
    await nav.getByRole('link', { name: 'Next', exact: true }).click();
    await page.waitForURL(/\/sub\/docs\/next\/guide\/install\?x=1$/);
    // The wrapper's props follow: the version read is Next now, and so is the dropdown's page.
    await expect.poll(() => held(page)).toEqual(['More 3 left', 'Next 2 right Next /sub/docs/next/guide/install yes', 'English 3 right en', 'Status 1 right']);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
    // The locale dropdown opens as the theme's does, its extra link after the locales.
    await nav.getByRole('button', { name: 'Language: English' }).click();
    await nav.getByRole('link', { name: /Lend a hand translating/ }).waitFor();
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
