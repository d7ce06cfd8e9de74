import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newDesktopPage, useBrowser, watchErrors, hydrated, watchCsp, cspViolations } from './browser';

/**
 * Theme-classic's chrome and blog parts imported by name (fixtures/docusaurus-site/docs/evaluated/
 * theme-parts-chrome.mdx and src/components/ChromeBench.js; the post blog/2024-03-14-dimming.mdx and
 * src/components/PostByline.js; `npm run build:fixture`): `NavbarItem/DefaultNavbarItem/Desktop|Mobile`,
 * `NavbarItem/DropdownNavbarItem/Desktop|Mobile`, `DocBreadcrumbs/Items/Home`,
 * `DocSidebar/Desktop/Content` and `CollapseButton`, `Footer/Links/MultiColumn` and `Simple`,
 * `Blog/Components/Author` with `socials`, `Blog/Components/Author/Socials`, `Icon/Socials/*`,
 * `BlogSidebar/Content` with the site's list, and `BlogPostItem/Header/Info` and `Authors` in a post,
 * with Docusaurus's props, prerendered and after hydration, under the CSP, without console errors.
 */
const base = inject('fixtureBaseUrl');
const browser = useBrowser();

beforeAll(() => {
  if (!base) throw new Error('No fixture build: run `npm run build:fixture` before the browser tests');
});

async function open(path: string, ready: string, javaScript: boolean): Promise<{ page: Page; errors: string[] }> {
  const page = await newDesktopPage(browser(), { javaScriptEnabled: javaScript });
  const errors = watchErrors(page);
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()} ${r.url()}`);
  });
  await watchCsp(page);
  await page.goto(`${base}${path}`);
  await page.locator(ready).first().waitFor();
  if (javaScript) await hydrated(page);
  return { page, errors };
}

const linksOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((links) =>
      links.map((a) => `${a.getAttribute('class')} | ${a.textContent?.replace(' (opens in a new tab)', '')} | ${a.getAttribute('href')}`),
    );

/** What the bench's parts draw, the same before and after hydration. */
async function bench(page: Page) {
  const b = page.locator('.chrome-bench');
  return {
    rail: await linksOf(page, '.chrome-bench .bench-rail > a'),
    railMenu: await b.locator('.bench-rail .navbar-dropdown-menu a').allTextContents(),
    railMenuButton: await b.locator('.bench-rail .navbar-dropdown > button').textContent(),
    mobile: await linksOf(page, '.chrome-bench .bench-mobile-menu > li.menu__list-item > a'),
    mobileCurrent: await b.locator('.bench-mobile-menu a[aria-current="page"]').allTextContents(),
    mobileGroup: await b.locator('.bench-mobile-menu > li.mobile-menu-group > p').textContent(),
    mobileGroupLinks: await b.locator('.bench-mobile-menu > li.mobile-menu-group > ul.menu__list > li.menu__list-item > a.menu__link').allTextContents(),
    home: await b
      .locator('ul.bench-crumbs > li.breadcrumbs__item > a.breadcrumbs__link')
      .evaluate((a) => `${a.getAttribute('aria-label')} ${a.getAttribute('href')} ${a.querySelectorAll('svg').length}`),
    menu: await b
      .locator('nav.menu.bench-menu[aria-label="Docs sidebar"] > ul.theme-doc-sidebar-menu.menu__list > li > a, nav.bench-menu > ul > li > button')
      .allTextContents(),
    menuCurrent: await b.locator('nav.bench-menu a[aria-current="page"]').allTextContents(),
    collapse: await b.locator('.bench-sidebar > button').evaluate((e) => `${e.className} | ${e.getAttribute('aria-label')} | ${e.getAttribute('title')}`),
    columns: await b
      .locator('.bench-footer > .row.footer__links > .col.footer__col')
      .evaluateAll((cols) =>
        cols.map(
          (c) =>
            `${c.className} | ${c.querySelector('.footer__title')?.textContent}: ${Array.from(c.querySelectorAll('li.footer__item a'), (a) => a.getAttribute('href')).join(', ')}`,
        ),
      ),
    simple: await b
      .locator('.bench-footer > .footer__links.text--center > .footer__links')
      .evaluate((row) => Array.from(row.children, (c) => c.textContent?.replace(' (opens in a new tab)', '')).join(' ')),
    author: await b.locator('.bench-author > .avatar .avatar__name').evaluate((a) => `${a.firstChild?.textContent} ${a.getAttribute('href')}`),
    authorSocials: await b
      .locator('.bench-author > .avatar .author-socials a')
      .evaluateAll((links) => links.map((a) => `${a.getAttribute('title')} ${a.getAttribute('href')}`)),
    socials: await b
      .locator('.bench-author > .author-socials a')
      .evaluateAll((links) => links.map((a) => `${a.querySelector('.visually-hidden')?.textContent} ${a.querySelector('svg')?.getAttribute('data-social')}`)),
    icons: await b.locator('.bench-icons svg.bench-icon').count(),
    years: await b
      .locator('.bench-posts > [role="group"]')
      .evaluateAll((groups) =>
        groups.map(
          (g) =>
            `${g.querySelector('h3.bench-year')?.textContent}: ${Array.from(g.querySelectorAll('ul.bench-post-list li'), (li) => li.textContent).join(', ')}`,
        ),
      ),
  };
}

const expected = {
  rail: ['navbar-link navbar__item navbar__link | Guide | /docs/intro'],
  railMenu: ['Wicks', 'Catalogue (opens in a new tab)'],
  railMenuButton: 'Parts',
  mobile: ['menu__link sidebar-link menu__link--active | Guide | /docs/evaluated/theme-parts-chrome'],
  mobileCurrent: ['Guide'],
  mobileGroup: 'Parts',
  mobileGroupLinks: ['Wicks'],
  home: 'Home page / 1',
  menu: ['Introduction', 'Frame parts'],
  menuCurrent: ['This bench'],
  collapse: 'button button--secondary button--outline doc-sidebar-collapse | Collapse sidebar | Collapse sidebar',
  columns: [
    'theme-layout-footer-column col footer__col footer-column | Wicks: /docs/intro, https://wicks.example/catalogue',
    'theme-layout-footer-column col footer__col footer-column bench-globes | Globes: /docs/basics/configure',
  ],
  simple: 'Forum · Intro',
  author: 'Ines Moreau https://lantern.example/ines',
  authorSocials: ['GitHub https://github.example/ines', 'Email mailto:ines@lantern.example', 'forge https://forge.example/ines'],
  socials: ['X X', 'YouTube YT'],
  icons: 3,
  years: ['2024: Dimming arrives', '2023: First light'],
};

/** The post's byline, composed of BlogPostItem/Header/Info and Authors. */
const byline = async (page: Page) => ({
  info: await page
    .locator('.lantern-byline .lantern-byline-info')
    .evaluate((e) => `${e.className} | ${e.textContent} | ${e.querySelector('time')?.getAttribute('datetime')}`),
  authors: await page
    .locator('.lantern-byline .lantern-byline-authors')
    .evaluate(
      (row) =>
        `${row.className} | ${Array.from(row.children, (c) => `${c.className}: ${c.querySelector('.avatar__name')?.textContent?.replace(' (opens in a new tab)', '')}`).join(', ')}`,
    ),
  photos: await page.locator('.lantern-byline img.avatar__photo').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt'))),
});

const expectedByline = {
  info: 'margin-vert--md post-meta lantern-byline-info | March 14, 2024 · One min read | 2024-03-14',
  authors: 'margin-top--md margin-bottom--sm post-authors row lantern-byline-authors | col col--6: Mira Okafor, col col--6: Tomás Lind',
  photos: ['Mira Okafor'],
};

describe("theme-classic's chrome parts imported by name", () => {
  it('are prerendered with their Docusaurus markup (no script run)', async () => {
    const { page } = await open('/docs/evaluated/theme-parts-chrome', '.chrome-bench', false);
    expect(await bench(page)).toEqual(expected);
    await page.context().close();
  });

  it('hydrate: the dropdown opens, the collapse button calls its onClick, a link navigates in the app', async () => {
    const { page, errors } = await open('/docs/evaluated/theme-parts-chrome', '.chrome-bench', true);
    expect(await bench(page)).toEqual(expected);
    const rail = page.locator('.bench-rail');
    await rail.getByRole('button', { name: 'Parts' }).click();
    await rail.locator('.navbar-dropdown-menu:not([hidden])').waitFor();
    await page.locator('.chrome-bench').getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.locator('.bench-folded', { hasText: 'The sidebar is folded.' }).waitFor();
    expect(await page.locator('nav.bench-menu').count()).toBe(0);
    await page.locator('.bench-footer .footer-columns').getByRole('link', { name: 'Cleaning' }).click();
    await page.waitForURL(`${base}/docs/basics/configure`);
    // The app's navigation replaced the page (no reload: the bench's folded state went with it).
    await page.locator('.chrome-bench').waitFor({ state: 'detached' });
    await page.locator('article h1').first().waitFor();
    expect(errors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe("theme-classic's post header parts in a post", () => {
  it('are prerendered with the post on screen (no script run)', async () => {
    const { page } = await open('/blog/2024/03/14/dimming', '.lantern-byline', false);
    expect(await byline(page)).toEqual(expectedByline);
    await page.context().close();
  });

  it('stay after hydration, under the CSP, without console errors', async () => {
    const { page, errors } = await open('/blog/2024/03/14/dimming', '.lantern-byline', true);
    expect(await byline(page)).toEqual(expectedByline);
    expect(errors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    await page.context().close();
  });
});
