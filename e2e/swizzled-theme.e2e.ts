import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newDesktopPage, useBrowser, watchErrors, hydrated, watchCsp, cspViolations, openDocPage } from './browser';

/**
 * Swizzled theme components (fixtures/docusaurus-site-2/src/theme, `npm run build:fixture2`): an
 * ejected `Navbar` made of `Navbar/Layout` + `Navbar/Content` and an element of its own, a `Footer`
 * wrapping `@theme-original/Footer` with a CSS module beside it, a `DocItem/Footer` wrapping the
 * original and reading the doc with `useDoc()`, an `Admonition` wrapping the original, an ejected `Admonition/Icon/Tip`, an
 * ejected `Details` and a wrapped `Mermaid` (drawing Markdown's admonitions, `<details>` and diagrams), a
 * wrapped `BlogPostItem/Footer/ReadMoreLink` and a wrapped `Blog/Components/Author`. They take this theme's slots in the prerendered
 * HTML and after hydration, under the CSP, without console errors.
 */
const origin = inject('fixture2Origin');
const base = `${origin}/sub`;
const fixture1 = inject('fixtureBaseUrl');
const browser = useBrowser();

beforeAll(() => {
  if (!origin) throw new Error('No second fixture build: run `npm run build:fixture2` before the browser tests');
});

async function open(url: string, options: { javaScript?: boolean } = {}): Promise<{ page: Page; errors: string[] }> {
  const page = await newDesktopPage(browser(), { javaScriptEnabled: options.javaScript ?? true });
  const errors = watchErrors(page);
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()} ${r.url()}`);
  });
  await page.goto(url);
  await page.locator('main h1').first().waitFor();
  if (options.javaScript ?? true) await hydrated(page);
  return { page, errors };
}

/** What the swizzles show on a doc page, the same before and after hydration. */
async function swizzledParts(page: Page) {
  const nav = page.locator('header.navbar nav');
  return {
    // The ejected navbar: the theme's bar and items, then its own element inside the bar.
    train: await nav.locator('> .quillmate-train').textContent(),
    title: await nav.locator('.navbar-title').textContent(),
    items: await nav.getByRole('link', { name: 'Guide', exact: true }).count(),
    // The wrapped footer: the site's line right before the theme's footer.
    colophon: await page.locator('p:has(+ footer.footer)').textContent(),
    footerColumns: await page.locator('footer.footer .footer-column').count(),
    // The wrapped doc footer, reading the doc with useDoc(), before the theme's own.
    stamp: await page.locator('article .quillmate-doc-stamp + footer').evaluate((f) => f.previousElementSibling?.textContent),
    editLink: await page.locator('article footer a.edit-link').count(),
  };
}

const expected = {
  train: 'Train 7',
  title: 'Quillmate',
  items: 1,
  colophon: "Quillmate's pages are kept by the people who ship each release train.",
  footerColumns: 2,
  stamp: 'You are reading “Installing” in the guide sidebar.',
  editLink: 1,
};

describe('swizzled theme components', () => {
  it('take their slots in the prerendered page (no script run)', async () => {
    const { page } = await open(`${base}/docs/guide/install`, { javaScript: false });
    expect(await swizzledParts(page)).toEqual(expected);
    await page.context().close();
  });

  it('stay after hydration, styled by their CSS module, and follow client navigation (useDoc)', async () => {
    const { page, errors } = await open(`${base}/docs/guide/install`);
    expect(await swizzledParts(page)).toEqual(expected);
    const colophon = page.locator('p:has(+ footer.footer)');
    expect(await colophon.evaluate((p) => getComputedStyle(p).fontStyle)).toBe('italic');
    // The theme's navbar parts still work inside the site's navbar: its links navigate in the app.
    await page.locator('header.navbar').getByRole('link', { name: 'API', exact: true }).click();
    await page.waitForURL(`${base}/docs/api/endpoints`);
    await page.locator('.quillmate-doc-stamp', { hasText: '“API endpoints”' }).waitFor();
    expect(await page.locator('header.navbar nav > .quillmate-train').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a swizzled Admonition', () => {
  it("frames the Markdown admonitions (the chrome's MDX slot), prerendered and hydrated", async () => {
    const callout = async (page: Page) => ({
      kind: await page.locator('.markdown .quillmate-callout').getAttribute('data-kind'),
      title: await page.locator('.quillmate-callout > aside.admonition-tip .admonition-heading').textContent(),
    });
    const shown = { kind: 'tip', title: ' Keep the daemon running' };
    const still = await open(`${base}/docs/next/guide/install`, { javaScript: false });
    expect(await callout(still.page)).toEqual(shown);
    await still.page.context().close();
    const { page, errors } = await open(`${base}/docs/next/guide/install`);
    expect(await callout(page)).toEqual(shown);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("a content plugin's own admonition keywords (its `admonitions` option)", () => {
  it("draws a keyword with the site's Admonition/Types component, one it has none for as info, prerendered and hydrated", async () => {
    const callouts = async (page: Page) => ({
      inkwell: await page.locator('.quillmate-callout[data-kind="inkwell"] > .quillmate-inkwell').evaluate((d) => ({
        title: d.querySelector('.quillmate-inkwell-title')?.textContent,
        body: d.querySelector('.quillmate-inkwell-body')?.textContent,
      })),
      margin: await page.locator('.quillmate-callout[data-kind="margin"] > aside.admonition-info .admonition-heading').textContent(),
      // Written as an admonition, not left as the text of a directive.
      raw: await page.locator('.markdown :text(":::")').count(),
    });
    const shown = {
      inkwell: { title: 'Ink to spare', body: 'Keep a conflicted copy until both devices have synced once more.' },
      margin: ' info',
      raw: 0,
    };
    const still = await open(`${base}/docs/next/guide/sync`, { javaScript: false });
    expect(await callouts(still.page)).toEqual(shown);
    await still.page.context().close();
    const { page, errors } = await open(`${base}/docs/next/guide/sync`);
    expect(await callouts(page)).toEqual(shown);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("a site component built from the classic theme's @theme/* parts", () => {
  /** Tag, CodeInline, Admonition/Types, DocCard, Blog/Components/Author and Icon/ExternalLink, as the page shows them. */
  const parts = async (page: Page) => {
    const card = page.locator('.endpoint-summary');
    return {
      tag: await card.locator('a.tag').getAttribute('href'),
      code: await card.locator('p > code').textContent(),
      tip: await card.locator('aside.admonition-tip .admonition-heading').textContent(),
      docCard: await card.locator('a.doc-card').getAttribute('href'),
      author: await card.locator('.avatar__name').evaluate((a) => a.firstChild?.textContent),
      icon: await card.locator('svg.external-icon').count(),
    };
  };
  const shown = {
    tag: '/sub/docs/api/endpoints',
    code: '/notes',
    tip: ' Before calling it',
    docCard: '/sub/docs/guide/install',
    author: 'Ines Okafor',
    icon: 1,
  };

  it('is in the prerendered page and the same after hydration, its links in the app', async () => {
    const still = await open(`${base}/docs/next/api/endpoints`, { javaScript: false });
    expect(await parts(still.page)).toEqual(shown);
    await still.page.context().close();
    const { page, errors } = await open(`${base}/docs/next/api/endpoints`);
    expect(await parts(page)).toEqual(shown);
    await page.locator('.endpoint-summary a.doc-card').click();
    await page.waitForURL(`${base}/docs/guide/install`);
    await page.locator('main h1', { hasText: 'Installing' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a wrapped CodeInline (fixtures/docusaurus-site-2/src/theme/CodeInline.js)', () => {
  /** Markdown's inline code on the install page, and the site component's (EndpointSummary imports @theme/CodeInline). */
  const marked = (page: Page, scope: string) =>
    page.locator(`${scope} code.quillmate-command`).evaluateAll((els) => els.map((e) => `${e.textContent ?? ''}|${e.getAttribute('title') ?? ''}`));

  it("draws Markdown's inline code, prerendered and after hydration, under the CSP", async () => {
    const still = await openDocPage(browser(), `${base}/docs/guide/install`, false);
    const shown = await marked(still.page, 'article');
    expect(shown).toContain('quillmate --version|Quillmate command');
    // Every inline code of the doc is the site's.
    expect(await still.page.locator('article :not(pre) > code:not(.quillmate-command)').count()).toBe(0);
    await still.page.context().close();
    const { page, errors } = await openDocPage(browser(), `${base}/docs/guide/install`, true);
    expect(await marked(page, 'article')).toEqual(shown);
    expect(
      await page
        .locator('article code.quillmate-command')
        .first()
        .evaluate((e) => getComputedStyle(e).borderBottomStyle),
    ).toBe('solid');
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the navbar of a site that configures no logo', () => {
  it('shows no logo, never this project’s own icon', async () => {
    if (!fixture1) throw new Error('No fixture build: run `npm run build:fixture` before the browser tests');
    const { page, errors } = await open(`${fixture1}/docs/intro`);
    // Its config has no navbar title either: Docusaurus's brand is then empty (here: none at all).
    expect(await page.locator('header.navbar img').count()).toBe(0);
    expect(await page.locator('header.navbar .navbar-brand').count()).toBe(0);
    expect(await page.locator('img[src$="favicon.svg"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("swizzles of the chrome's other parts (fixtures/docusaurus-site/src/theme)", () => {
  /** An ejected Navbar/Content, wrapped TOC, TOCItems and DocSidebar (Docusaurus's props), an ejected BlogPostItem/Footer (useBlogPost), a swizzled Icon/ExternalLink and a wrapped Icon/Menu that changes its original's props. */
  const docParts = async (page: Page) => ({
    season: await page.locator('header.navbar nav > .lantern-navbar-season').textContent(),
    items: await page.locator('header.navbar .lantern-navbar-items a').allTextContents(),
    // The wrapper's count comes from Docusaurus's `toc` prop; the theme's own TOC follows inside it.
    tocCount: await page.locator('.lantern-toc > .lantern-toc-count').textContent(),
    tocLinks: await page.locator('.lantern-toc nav.toc a').count(),
    // The wrapped TOCItems inside the theme's TOC: its line (Docusaurus's flat `toc`), then the theme's lists.
    tocItems: await page.locator('.lantern-toc nav.toc > p.lantern-toc-items + ul').evaluate((ul) => ul.previousElementSibling?.textContent),
    sidebarCount: await page.locator('.lantern-sidebar > .lantern-sidebar-count').textContent(),
    sidebarLinks: (await page.locator('.lantern-sidebar nav.doc-sidebar a').count()) > 0,
    // The wrapped DocBreadcrumbs: the site's lamp before the theme's trail.
    crumbs: await page.locator('article .lantern-crumbs > .lantern-crumbs-lamp + nav.breadcrumbs').count(),
    // The footer's link off the site carries the site's icon, not the theme's.
    externalMark: await page.locator('footer.footer a[href="https://forum.lantern.example"] svg.lantern-external-mark').count(),
    themeMark: await page.locator('footer.footer a[href="https://forum.lantern.example"] svg.external-icon').count(),
    // The wrapped Icon/Menu passes its original other props: the original draws with them.
    menuIcon: await page.locator('header.navbar button svg.lantern-menu-bars').evaluate((svg) => [svg.getAttribute('width'), svg.getAttribute('height')]),
  });
  const shownOnDoc = {
    season: 'Winter wiring season',
    items: ['Guides', 'Lamp journal'],
    tocCount: '2 sections on this page',
    tocLinks: 2,
    tocItems: '2 headings, levels 2 to 3',
    crumbs: 1,
    sidebarCount: '9 top-level entries',
    sidebarLinks: true,
    externalMark: 1,
    themeMark: 0,
    menuIcon: ['30', '30'],
  };
  const postFooter = (page: Page) => page.locator('article.blog-post > footer.lantern-post-footer').textContent();
  /** The wrapped BlogLayout: its line (from Docusaurus's `sidebar` prop) right before the theme's blog frame and its sidebar. */
  const blogFrame = async (page: Page) => ({
    count: await page.locator('.lantern-blog-count:has(+ :is(.blog-with-sidebar, .blog-post-layout))').textContent(),
    sidebarLinks: await page.locator('nav.blog-sidebar a').count(),
  });
  const shownInBlogFrame = { count: '2 lamp notes so far', sidebarLinks: 2 };

  beforeAll(() => {
    if (!fixture1) throw new Error('No fixture build: run `npm run build:fixture` before the browser tests');
  });

  it('take their parts in the prerendered page (no script run)', async () => {
    const { page } = await open(`${fixture1}/docs/intro`, { javaScript: false });
    expect(await docParts(page)).toEqual(shownOnDoc);
    await page.goto(`${fixture1}/blog/2023/11/02/first-light`);
    expect(await postFooter(page)).toBe('Filed under release.');
    expect(await blogFrame(page)).toEqual(shownInBlogFrame);
    await page.goto(`${fixture1}/blog`);
    expect(await blogFrame(page)).toEqual(shownInBlogFrame);
    await page.context().close();
  });

  it('stay after hydration and client navigation, under the CSP, without console errors', async () => {
    const page = await newDesktopPage(browser());
    const errors = watchErrors(page);
    await watchCsp(page);
    await page.goto(`${fixture1}/docs/intro`);
    await hydrated(page);
    expect(await docParts(page)).toEqual(shownOnDoc);
    // Its items sit in Infima's `navbar__items` row: a site that swizzles the chrome gets Infima's chrome classes.
    const row = page.locator('header.navbar .lantern-navbar-items');
    expect(await row.evaluate((el) => [getComputedStyle(el).display, getComputedStyle(el).alignItems])).toEqual(['flex', 'center']);
    // The swizzled navbar's items are the theme's NavbarItem: a link that navigates in the app.
    await page.locator('header.navbar').getByRole('link', { name: 'Lamp journal' }).click();
    await page.waitForURL(`${fixture1}/blog`);
    await page.locator('header.navbar nav > .lantern-navbar-season').waitFor();
    await page.goto(`${fixture1}/blog/2023/11/02/first-light`);
    await hydrated(page);
    expect(await postFooter(page)).toBe('Filed under release.');
    expect(await blogFrame(page)).toEqual(shownInBlogFrame);
    // The theme's own post footer (tags, edit link) gave way to the site's.
    expect(await page.locator('article.blog-post .post-tags').count()).toBe(0);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a swizzled DocSidebar/Mobile, Navbar/MobileSidebar/Header and Navbar/MobileSidebar/Toggle (fixtures/docusaurus-site/src/theme)', () => {
  /** The wrapped menu button: the theme's button inside the site's holder, in the bar. */
  const wrappedToggle = 'header.navbar .lantern-toggle[title="Lamps and guides"] > button.navbar-toggle';

  it('wraps the menu button in the prerendered page', async () => {
    if (!fixture1) throw new Error('No fixture build: run `npm run build:fixture` before the browser tests');
    const page = await newDesktopPage(browser(), { viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    await page.goto(`${fixture1}/docs/intro`);
    expect(await page.locator(wrappedToggle).count()).toBe(1);
    expect(await page.locator('header.navbar button.navbar-toggle').count()).toBe(1);
    await page.context().close();
  });

  it("wraps the doc tree of the mobile menu, with Docusaurus's path and sidebar props", async () => {
    if (!fixture1) throw new Error('No fixture build: run `npm run build:fixture` before the browser tests');
    const page = await newDesktopPage(browser(), { viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await watchCsp(page);
    await page.goto(`${fixture1}/docs/intro`);
    await hydrated(page);
    // The wrapped menu button opens the theme's menu, and says so.
    await page.locator(wrappedToggle).click();
    await page.locator(`${wrappedToggle}[aria-expanded="true"]`).waitFor();
    const dialog = page.getByRole('dialog', { name: 'Site navigation' });
    await dialog.locator('.lantern-mobile-sidebar').waitFor();
    expect(await dialog.locator('.lantern-mobile-sidebar > .lantern-mobile-path').textContent()).toBe('Reading /docs/intro (9 entries)');
    // The theme's own tree follows inside it, the current doc marked.
    expect(await dialog.locator('.lantern-mobile-sidebar ul.sidebar-list [aria-current="page"]').count()).toBe(1);
    // The wrapped Navbar/MobileSidebar/Header: the theme's top row, then the site's line.
    expect(await dialog.locator('.mobile-sidebar-header + p.lantern-menu-note').textContent()).toBe('Lamps lit at dusk');
    // The wrapped DocSidebarItem/Link marks the page being read in the mobile tree too.
    expect(await dialog.locator('li:has(> a[aria-current="page"]) + li.lantern-lit').textContent()).toBe('lit: Welcome');
    // The mobile tree gives its items onItemClick (it closes the menu), the desktop one does not.
    expect(await dialog.locator('li.lantern-lit').getAttribute('data-item-click')).toBe('given');
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a swizzled MDXComponents (fixtures/docusaurus-site/src/theme/MDXComponents.js)', () => {
  it('gives its components to a page that does not import them, prerendered and after hydration', async () => {
    if (!fixture1) throw new Error('No fixture build: run `npm run build:fixture` before the browser tests');
    const still = await open(`${fixture1}/docs/basics/install`, { javaScript: false });
    expect(await still.page.locator('.markdown .lantern-wattage').first().textContent()).toBe('9 W');
    expect(await still.page.locator('.markdown button.lantern-bulb-switch').first().textContent()).toBe('Porch lamp: off');
    // A JSX prop written with a map component (the hall lamp's `badge={<Wattage watts={4} />}`), as MDX gives it.
    expect(await still.page.locator('.markdown .lantern-bulb .lantern-wattage').textContent()).toBe('4 W');
    await still.page.context().close();
    const { page, errors } = await open(`${fixture1}/docs/basics/install`);
    expect(await page.locator('.markdown .lantern-wattage').first().textContent()).toBe('9 W');
    // The switch has state: it runs in the browser, imported from the site's map.
    const bulb = page.locator('.markdown button.lantern-bulb-switch').first();
    await bulb.click();
    await expect.poll(() => bulb.textContent()).toBe('Porch lamp: on');
    const hall = page.locator('.markdown .lantern-bulb', { hasText: 'Hall lamp' });
    await hall.locator('button').click();
    await expect.poll(() => hall.textContent()).toBe('Hall lamp: on4 W');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('swizzles of the layout, the footer parts, the doc content and icons (fixtures/docusaurus-site-2/src/theme)', () => {
  /** The wrapped Layout, Footer/Copyright and DocItem/Content, and the ejected Icon/Menu and Icon/Edit, as a doc page shows them. */
  const docParts = async (page: Page) => ({
    // The site's Layout wraps the theme's whole chrome: its strip, then the skip link (the site's own SkipToContent),
    // the navbar, the page and the footer inside its shell.
    shells: await page.locator('.quillmate-shell').count(),
    strip: await page.locator('.quillmate-shell > .quillmate-release-strip + div[role="region"] > a.quill-skip').count(),
    chromeInShell: await page.locator('.quillmate-shell header.navbar ~ footer.footer').count(),
    // Footer/Copyright gets Docusaurus's `copyright` (the config's HTML, two paragraphs) and wraps the theme's.
    paragraphs: await page.locator('footer.footer .quillmate-copyright').getAttribute('data-paragraphs'),
    licence: await page.locator('footer.footer .quillmate-copyright > .quillmate-licence + .footer-copyright p').count(),
    // DocItem/Content gets the doc's content as children and wraps the theme's title and body.
    content: await page.locator('article .quillmate-doc-content').getAttribute('data-children'),
    contentEnd: await page.locator('article .quillmate-doc-content > .markdown + .quillmate-doc-end').count(),
    // The icons: the site's menu glyph in the menu button at the theme's size, its quill in the edit link.
    menuIcon: await page.locator('header.navbar button.navbar-toggle svg.quillmate-menu-icon').getAttribute('width'),
    editIcon: await page.locator('article footer a.edit-link > svg.quillmate-edit-icon').count(),
  });
  const shownOnDoc = { shells: 1, strip: 1, chromeInShell: 1, paragraphs: '2', licence: 2, content: 'given', contentEnd: 1, menuIcon: '24', editIcon: 1 };
  /** The site's Layout on a page of another kind: once, around the theme's chrome. */
  const shell = async (page: Page) => [
    await page.locator('.quillmate-shell').count(),
    await page.locator('.quillmate-release-strip').count(),
    await page.locator('.quillmate-shell header.navbar').count(),
  ];

  it('take their parts in the prerendered page of every kind (no script run)', async () => {
    const { page } = await open(`${base}/docs/guide/install`, { javaScript: false });
    expect(await docParts(page)).toEqual(shownOnDoc);
    // The home page, a post, and a React page that renders <Layout> itself: the site's Layout once.
    for (const path of ['/', '/blog', '/sync-status']) {
      await page.goto(`${base}${path}`);
      expect([path, ...(await shell(page))]).toEqual([path, 1, 1, 1]);
    }
    await page.context().close();
  });

  it('stay after hydration and client navigation, under the CSP, without console errors', async () => {
    const page = await newDesktopPage(browser());
    const errors = watchErrors(page);
    await watchCsp(page);
    await page.goto(`${base}/docs/guide/install`);
    await hydrated(page);
    expect(await docParts(page)).toEqual(shownOnDoc);
    // A React page rendering <Layout> itself: still one shell around the chrome.
    await page.goto(`${base}/sync-status`);
    await hydrated(page);
    expect(await shell(page)).toEqual([1, 1, 1]);
    expect(await page.locator('.quillmate-shell .main-wrapper h1').textContent()).toBe('Sync status');
    await page.locator('header.navbar').getByRole('link', { name: 'API', exact: true }).click();
    await page.waitForURL(`${base}/docs/api/endpoints`);
    await page.locator('main h1', { hasText: 'endpoints' }).waitFor();
    expect(await docParts(page)).toEqual(shownOnDoc);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('swizzles of the sidebar tree, the paginators and the blog pages (fixtures/docusaurus-site/src/theme)', () => {
  /** The wrapped DocSidebarItem/Link (its mark below the page being read) and the ejected DocPaginator, on a doc page. */
  const docParts = async (page: Page) => ({
    // The mark follows the theme's link of the current page, in the theme's list.
    lit: await page.locator('nav.doc-sidebar li:has(> a[aria-current="page"]) + li.lantern-lit').textContent(),
    level: await page.locator('nav.doc-sidebar li.lantern-lit').getAttribute('data-level'),
    itemClick: await page.locator('nav.doc-sidebar li.lantern-lit').getAttribute('data-item-click'),
    marks: await page.locator('nav.doc-sidebar .lantern-lit').count(),
    back: await page.locator('article nav.lantern-pager a.lantern-pager-back').allTextContents(),
    on: await page.locator('article nav.lantern-pager a.lantern-pager-on').getAttribute('href'),
    themePager: await page.locator('article nav.paginator').count(),
  });
  const onIntro = { lit: 'lit: Welcome', level: '1', itemClick: 'none', marks: 1, back: [], on: '/docs/basics/', themePager: 0 };
  const onBasics = { lit: 'lit: Basics', level: '2', itemClick: 'none', marks: 1, back: ['Back to Welcome'], on: '/docs/basics/', themePager: 0 };
  // Before the theme's page, whose frame is the site's wrapped BlogLayout (its own line first).
  const postLine = (page: Page) => page.locator('p.lantern-post-page:has(+ p.lantern-blog-count + .blog-post-layout)').textContent();
  const listLine = (page: Page) => page.locator('p.lantern-list-page').textContent();
  /** The wrapped BlogPostItems (its line before the theme's posts) and BlogListPaginator (its line where the paginator goes). */
  const listParts = async (page: Page) => ({
    first: await page.locator('p.lantern-items-first + article.blog-summary').evaluate((a) => a.previousElementSibling?.textContent),
    count: await page.locator('article.blog-summary ~ p.lantern-list-count').textContent(),
  });
  const listExpected = { first: 'Newest: Dimming arrives', count: '2 posts, 10 a page' };

  beforeAll(() => {
    if (!fixture1) throw new Error('No fixture build: run `npm run build:fixture` before the browser tests');
  });

  it('take their parts in the prerendered pages (no script run)', async () => {
    const { page } = await open(`${fixture1}/docs/intro`, { javaScript: false });
    expect(await docParts(page)).toEqual(onIntro);
    await page.goto(`${fixture1}/blog/2023/11/02/first-light`);
    expect(await postLine(page)).toBe('First light, in Blog (2 recent)');
    expect(await page.locator('article.blog-post h1').count()).toBe(1);
    await page.goto(`${fixture1}/blog`);
    expect(await listLine(page)).toBe('Page 1 of 1: Dimming arrives / First light');
    expect(await page.locator('article.blog-summary').count()).toBe(2);
    expect(await listParts(page)).toEqual(listExpected);
    await page.context().close();
  });

  it('stay after hydration and follow client navigation, under the CSP, without console errors', async () => {
    const page = await newDesktopPage(browser());
    const errors = watchErrors(page);
    await watchCsp(page);
    await page.goto(`${fixture1}/docs/intro`);
    await hydrated(page);
    expect(await docParts(page)).toEqual(onIntro);
    // The ejected paginator's link (@docusaurus/Link) navigates in the app: the page is not reloaded.
    await page.evaluate(() => ((window as unknown as { lanternStay: boolean }).lanternStay = true));
    await page.locator('a.lantern-pager-on').click();
    await page.waitForURL(`${fixture1}/docs/basics/`);
    await page.locator('article nav.lantern-pager a.lantern-pager-back').waitFor();
    expect(await docParts(page)).toEqual(onBasics);
    expect(await page.evaluate(() => (window as unknown as { lanternStay?: boolean }).lanternStay)).toBe(true);
    // The blog's pages: the wrapped list page, then a post through its link, the wrapped post page reading the new post.
    await page.locator('header.navbar').getByRole('link', { name: 'Lamp journal' }).click();
    await page.waitForURL(`${fixture1}/blog`);
    await page.locator('p.lantern-list-page').waitFor();
    expect(await listLine(page)).toBe('Page 1 of 1: Dimming arrives / First light');
    expect(await listParts(page)).toEqual(listExpected);
    await page.locator('article.blog-summary h2 a', { hasText: 'Dimming arrives' }).click();
    await page.waitForURL(/\/blog\/2024\/03\/14\/dimming$/);
    await page.locator('p.lantern-post-page', { hasText: 'Dimming arrives' }).waitFor();
    expect(await postLine(page)).toBe('Dimming arrives, in Blog (2 recent)');
    expect(await page.locator('p.lantern-post-page').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { lanternStay?: boolean }).lanternStay)).toBe(true);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('swizzled components Docusaurus draws Markdown with (Admonition/Icon/Tip, Details, Mermaid)', () => {
  /** The site's ejected tip icon inside its wrapped admonition, its ejected Details around a Markdown `<details>`, its wrapped Mermaid. */
  const drawn = async (page: Page) => ({
    tipIcons: await page.locator('.quillmate-callout aside.admonition-tip .admonition-heading > svg.quillmate-tip-icon').count(),
    themeIcons: await page.locator('.quillmate-callout aside.admonition-tip svg.admonition-icon').count(),
  });
  const folded = async (page: Page) => ({
    summary: await page.locator('.markdown details.quillmate-details > summary').textContent(),
    body: (await page.locator('.markdown details.quillmate-details > .quillmate-details-body').textContent())?.trim(),
    caption: await page.locator('.markdown .quillmate-diagram > p.quillmate-diagram-caption').textContent(),
    diagrams: await page.locator('.markdown .quillmate-diagram figure.mermaid-diagram').count(),
  });
  const shownTip = { tipIcons: 1, themeIcons: 0 };
  const shownFold = {
    summary: 'What happens to a queued change',
    body: "It waits in the daemon's journal until the next successful sync.",
    caption: 'Diagram',
    diagrams: 1,
  };

  it('are in the prerendered pages (no script run)', async () => {
    const tip = await open(`${base}/docs/next/guide/install`, { javaScript: false });
    expect(await drawn(tip.page)).toEqual(shownTip);
    await tip.page.context().close();
    const fold = await open(`${base}/docs/next/guide/offline`, { javaScript: false });
    expect(await folded(fold.page)).toEqual(shownFold);
    await fold.page.context().close();
  });

  it('stay after hydration, the diagram drawn inside the site wrapper, under the CSP, without console errors', async () => {
    const watched = async (path: string) => {
      const page = await newDesktopPage(browser());
      const errors = watchErrors(page);
      await watchCsp(page);
      await page.goto(`${base}${path}`);
      await page.locator('main h1').first().waitFor();
      await hydrated(page);
      return { page, errors };
    };
    const tip = await watched('/docs/next/guide/install');
    expect(await drawn(tip.page)).toEqual(shownTip);
    expect(await cspViolations(tip.page)).toEqual([]);
    expect(tip.errors).toEqual([]);
    await tip.page.context().close();
    const { page, errors } = await watched('/docs/next/guide/offline');
    expect(await folded(page)).toEqual(shownFold);
    await page.locator('.quillmate-diagram figure.mermaid-diagram svg').first().waitFor();
    await page.locator('details.quillmate-details > summary').click();
    await expect.poll(() => page.locator('details.quillmate-details').getAttribute('open')).toBe('');
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a wrapped BlogPostItem/Footer/ReadMoreLink and a wrapped Blog/Components/Author (fixtures/docusaurus-site-2/src/theme)', () => {
  /** The list's posts as the page shows them: each "Read more" the theme's, the site's note after it; each byline's author the site's. */
  const listed = async (page: Page) => ({
    readMore: await page.locator('article.blog-summary > a.read-more').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    // The wrapper reads useBlogPost(): the post its link is drawn for, under the base URL.
    notes: await page
      .locator('article.blog-summary > a.read-more + small.quillmate-read-more-note')
      .evaluateAll((ns) => ns.map((n) => `${n.textContent} | ${n.getAttribute('data-to')}`)),
    authors: await page.locator('article.blog-summary .post-meta span.quillmate-author').allTextContents(),
  });
  const shown = {
    readMore: ['/sub/blog/2024/05/02/release-seven', '/sub/blog/2024/03/14/release-six'],
    notes: [
      'Release train 7, 2024-05-02 by Ada Quill | /sub/blog/2024/05/02/release-seven',
      'Release train 6, 2024-03-14 by Ada Quill | /sub/blog/2024/03/14/release-six',
    ],
    authors: ['Ada Quill (Maintainer)', 'Ada Quill (Maintainer)'],
  };

  it("draw in the blog's list (each reading its own post) and a post's byline, prerendered (no script run)", async () => {
    const { page } = await open(`${base}/blog`, { javaScript: false });
    expect(await listed(page)).toEqual(shown);
    await page.goto(`${base}/blog/2024/03/14/release-six`);
    expect(await page.locator('article .post-meta span.quillmate-author').allTextContents()).toEqual(['Ada Quill (Maintainer)']);
    await page.context().close();
  });

  it('stay after hydration, the theme\'s "Read more" navigating in the app, under the CSP, without console errors', async () => {
    const page = await newDesktopPage(browser());
    const errors = watchErrors(page);
    await watchCsp(page);
    await page.goto(`${base}/blog`);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { quillStay: boolean }).quillStay = true));
    expect(await listed(page)).toEqual(shown);
    await page.getByRole('link', { name: 'Read more about Release train 6' }).click();
    await page.waitForURL(`${base}/blog/2024/03/14/release-six`);
    await page.locator('article h1', { hasText: 'Release train 6' }).waitFor();
    expect(await page.locator('article .post-meta span.quillmate-author').allTextContents()).toEqual(['Ada Quill (Maintainer)']);
    expect(await page.evaluate(() => (window as unknown as { quillStay?: boolean }).quillStay)).toBe(true);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
