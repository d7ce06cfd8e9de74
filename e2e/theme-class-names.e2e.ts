import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cspViolations, openDocPage, useBrowser } from './browser';
import { themeClassNameList } from '../docusaurus/shared/theme-class-names';

/**
 * Theme-common's stable `ThemeClassNames` on the chrome (docusaurus/shared/theme-class-names.ts):
 * drawn where theme-classic draws them for a Docusaurus site whose own CSS names them (fixture 2's
 * custom.css), so its rules apply prerendered, hydrated, after a client navigation and in the mobile
 * menu; a site that names none (the first fixture, this project's own site) has none of them, in
 * its pages or its bundle.
 */
const browser = useBrowser();
const repo = resolve(import.meta.dirname, '..');
const { names } = themeClassNameList();

const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

/** Every rule of fixture 2's custom.css on those classes, where the doc page draws its element. */
async function expectRulesApply(page: Page) {
  expect(await style(page, 'article .theme-doc-markdown.markdown h2', 'text-decoration-line')).toBe('overline');
  expect(await style(page, 'nav.theme-doc-sidebar-container', 'box-shadow')).toBe('rgb(46, 125, 50) -3px 0px 0px 0px inset');
  expect(
    await style(page, 'ul.theme-doc-sidebar-menu > li.theme-doc-sidebar-item-category-level-1 li.theme-doc-sidebar-item-link-level-2 > a', 'font-style'),
  ).toBe('italic');
  expect(await style(page, 'nav.theme-doc-toc-desktop', 'box-shadow')).toBe('rgb(176, 96, 0) 3px 0px 0px 0px inset');
  expect(await style(page, 'aside.theme-admonition.theme-admonition-tip', 'outline-style')).toBe('dotted');
  expect(await style(page, 'a.theme-edit-this-page', 'text-decoration-style')).toBe('wavy');
  expect(await style(page, 'footer.theme-layout-footer', 'box-shadow')).toBe('rgb(46, 125, 50) 0px 4px 0px 0px inset');
  // The others theme-classic puts on a doc page's elements.
  for (const selector of [
    'header.theme-layout-navbar .theme-layout-navbar-left',
    'header.theme-layout-navbar .theme-layout-navbar-right',
    '.theme-layout-main article',
    'nav.theme-doc-breadcrumbs',
    'details.theme-doc-toc-mobile',
    'footer.theme-doc-footer',
    '.theme-doc-footer-edit-meta-row .theme-edit-this-page',
    '.theme-layout-footer-column',
  ])
    expect(await page.locator(selector).count(), selector).toBeGreaterThan(0);
}

const count = (page: Page, selector: string) => page.locator(selector).count();

/**
 * The footers' rows and the tab set, each where theme-classic 3.10 draws it, with fixture 2's rule
 * on it: on a doc with tags and an edit link, a doc with neither (no footer at all), a post with
 * tags and an edit link, a Markdown page with an edit link, and a doc with tabs.
 */
async function expectRowsOn(open: (path: string) => Promise<Page>) {
  // A doc with a tag and an edit link: both rows in the footer, tags first.
  const sync = await open('/docs/next/guide/sync');
  expect(await count(sync, 'article footer.theme-doc-footer')).toBe(1);
  expect(await sync.locator('footer.theme-doc-footer > .theme-doc-footer-tags-row a').allTextContents()).toEqual(['conflicts']);
  expect(await count(sync, 'footer.theme-doc-footer > .theme-doc-footer-tags-row + .theme-doc-footer-edit-meta-row > a.theme-edit-this-page')).toBe(1);
  expect(await style(sync, 'footer.theme-doc-footer', 'border-top-style')).toBe('dashed');
  expect(await style(sync, '.theme-doc-footer-tags-row', 'padding-left')).toBe('2px');
  expect(await style(sync, '.theme-doc-footer-edit-meta-row', 'padding-right')).toBe('3px');
  // A doc with an edit link and no tag: the edit row alone.
  const install = await open('/docs/next/guide/install');
  expect(await count(install, 'footer.theme-doc-footer > .theme-doc-footer-edit-meta-row')).toBe(1);
  expect(await count(install, '.theme-doc-footer-tags-row')).toBe(0);
  // A doc with no tag, no edit link (`custom_edit_url: null`) and no last update: no footer.
  const offline = await open('/docs/next/guide/offline');
  expect(await count(offline, 'footer.theme-doc-footer, .theme-doc-footer-edit-meta-row, .edit-link')).toBe(0);
  // A post with a tag and its own edit link: two rows in its footer, both with 3.10's
  // `theme-blog-footer-edit-meta-row` (3.10 puts it on the tags row too and draws no
  // `theme-blog-footer-tags-row`, though the fixture's CSS names it).
  const post = await open('/blog/2024/05/02/release-seven');
  const rows = post.locator('article footer > .theme-blog-footer-edit-meta-row');
  expect(await rows.count()).toBe(2);
  expect(await rows.nth(0).locator('a').allTextContents()).toEqual(['daemon']);
  expect(await rows.nth(1).locator('a.theme-edit-this-page').getAttribute('href')).toBe(
    'https://git.example/quillmate/edit/main/blog/2024-05-02-release-seven.md',
  );
  expect(await style(post, '.theme-blog-footer-edit-meta-row', 'padding-bottom')).toBe('4px');
  expect(await count(post, '.theme-blog-footer-tags-row')).toBe(0);
  // A post with neither: no footer rows.
  expect(await count(await open('/blog/2024/03/14/release-six'), '.theme-blog-footer-edit-meta-row')).toBe(0);
  // A Markdown page, edited through the pages plugin's editUrl: the row after its article.
  const about = await open('/about');
  expect(await about.locator('article + .theme-pages-footer-edit-meta-row > a.theme-edit-this-page').getAttribute('href')).toBe(
    'https://git.example/quillmate/edit/main/src/pages/about.md',
  );
  expect(await style(about, '.theme-pages-footer-edit-meta-row', 'border-bottom-style')).toBe('dotted');
  // A doc with a tab set: theme-classic's container around its tabs.
  const endpoints = await open('/docs/next/api/endpoints');
  expect(await endpoints.locator('.theme-doc-markdown .theme-tabs-container [role=tab]').allTextContents()).toEqual(['On a laptop', 'On a phone']);
  expect(await style(endpoints, '.theme-tabs-container', 'outline-style')).toBe('solid');
}

describe("theme-common's class names on the chrome", () => {
  it("draw the doc, post and Markdown page footers' rows and the tab set where theme-classic 3.10 does, prerendered and hydrated", async () => {
    const base = `${inject('fixture2Origin')}/sub`;
    for (const javaScript of [false, true]) {
      const opened: { page: Page; errors: string[] }[] = [];
      await expectRowsOn(async (path) => {
        const one = await openDocPage(browser(), `${base}${path}`, javaScript);
        opened.push(one);
        return one.page;
      });
      for (const { page, errors } of opened) {
        // Hydration kept the prerendered rows: no mismatch warning, no error, nothing blocked.
        expect(errors, page.url()).toEqual([]);
        expect(await cspViolations(page), page.url()).toEqual([]);
        await page.context().close();
      }
    }
  });

  it('follow a client navigation: the footer goes with a doc that has nothing to show', async () => {
    const base = `${inject('fixture2Origin')}/sub`;
    const { page, errors } = await openDocPage(browser(), `${base}/docs/next/guide/sync`, true);
    expect(await count(page, 'footer.theme-doc-footer > .theme-doc-footer-tags-row')).toBe(1);
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Working offline', exact: true }).click();
    await page.waitForURL(`${base}/docs/next/guide/offline`);
    await page.locator('article h1', { hasText: 'Working offline' }).waitFor();
    expect(await count(page, 'footer.theme-doc-footer, .edit-link')).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("draw fixture 2's rules on them prerendered (JavaScript off), hydrated and after a client navigation, under the CSP", async () => {
    const base = `${inject('fixture2Origin')}/sub`;
    // The next version's page: its tip, its two sections in the table of contents, its edit link.
    const off = await openDocPage(browser(), `${base}/docs/next/guide/install`, false);
    await expectRulesApply(off.page);
    expect(off.errors).toEqual([]);
    expect(await cspViolations(off.page)).toEqual([]);

    const on = await openDocPage(browser(), `${base}/docs/next/guide/install`, true);
    await expectRulesApply(on.page);
    // After a client navigation (to a page with a code block), the rules again.
    await on.page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'API endpoints', exact: true }).click();
    await on.page.waitForURL(`${base}/docs/next/api/endpoints`);
    await expect.poll(() => on.page.locator('li.theme-doc-sidebar-item-link-level-2 > a[aria-current=page]').textContent()).toBe('API endpoints');
    expect(await style(on.page, 'article .theme-doc-markdown h2', 'text-decoration-line')).toBe('overline');
    expect(await style(on.page, 'nav.theme-doc-sidebar-container', 'box-shadow')).toBe('rgb(46, 125, 50) -3px 0px 0px 0px inset');
    expect(await style(on.page, 'li.theme-doc-sidebar-item-link-level-2 > a[aria-current=page]', 'font-style')).toBe('italic');
    expect(await on.page.locator('.theme-doc-markdown .theme-code-block.code-block pre').count()).toBe(1);
    // Hydration kept the prerendered classes: no mismatch warning, no error.
    expect(on.errors).toEqual([]);
    expect(await cspViolations(on.page)).toEqual([]);
  });

  it("draw fixture 2's rules on the mobile menu's frame and on its panel, on the docs sidebar and the main menu, at a phone's width", async () => {
    const { page, errors } = await openDocPage(browser(), `${inject('fixture2Origin')}/sub/docs/next/guide/install`, true);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('header.navbar button.navbar-toggle').click();
    const menu = page.getByRole('dialog', { name: 'Site navigation' });
    // A doc page opens the menu on its docs sidebar, in the panel.
    await menu.locator('nav.theme-layout-navbar-sidebar-panel .theme-doc-sidebar-menu').waitFor();
    expect(await menu.evaluate((el) => el.classList.contains('theme-layout-navbar-sidebar'))).toBe(true);
    expect(await style(page, '[role=dialog].theme-layout-navbar-sidebar', 'outline-style')).toBe('double');
    expect(await style(page, 'nav.theme-layout-navbar-sidebar-panel', 'box-shadow')).toBe('rgb(176, 96, 0) 0px 3px 0px 0px inset');
    // The main menu is drawn in the same panel.
    await menu.getByRole('button', { name: /Back to main menu/ }).click();
    await menu.locator('nav.theme-layout-navbar-sidebar-panel > .mobile-main-menu').waitFor();
    expect(await menu.locator('.theme-layout-navbar-sidebar-panel').count()).toBe(1);
    expect(errors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });

  it('are not drawn, nor bundled, for a site whose CSS and code name none of them', async () => {
    const pages = [`${inject('fixtureBaseUrl')}/docs/intro`, `${inject('baseUrl')}/docs/add-ons`];
    for (const url of pages) {
      const html = await (await fetch(url)).text();
      expect(html).toContain('class="markdown"');
      expect(
        names.filter((n) => new RegExp(`["\\s]${n}["\\s]`).test(html)),
        url,
      ).toEqual([]);
    }
    // The own site's doc footer is drawn as it was: the edit link and the last update in `footer.doc-footer`.
    const own = await (await fetch(`${inject('baseUrl')}/docs/add-ons`)).text();
    expect(own).toMatch(
      /<footer class="doc-footer"><a class="edit-link" href="[^"]+" target="_blank" rel="noopener noreferrer">Edit this page<\/a><p class="last-updated">/,
    );
    // Nor its strings in the own site's bundle (the first fixture's has theme-common's own, which its components read).
    const assets = join(repo, 'build', 'assets');
    const text = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(assets, f), 'utf8'))
      .join('\n');
    expect(names.filter((n) => text.includes(n))).toEqual([]);
  });
});
