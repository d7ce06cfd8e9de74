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

describe("theme-common's class names on the chrome", () => {
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
    // Nor its strings in the own site's bundle (the first fixture's has theme-common's own, which its components read).
    const assets = join(repo, 'build', 'assets');
    const text = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(assets, f), 'utf8'))
      .join('\n');
    expect(names.filter((n) => text.includes(n))).toEqual([]);
  });
});
