import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cspViolations, fixture2Base, hydrated, newDesktopPage, useBrowser, watchCsp, watchErrors } from './browser';
import { serveBuild, type ServedBuild } from './serve-build';

/**
 * The blog's and pages' remaining swizzles, drawn where theme-classic draws them: the blog's recent
 * posts in the mobile menu (`BlogSidebar/Mobile`, the theme's own and fixture 2's ejected one), the
 * article around a post (`BlogPostItem/Container`, ejected) and a Markdown page (`MDXPage`, wrapped)
 * in fixtures/docusaurus-site-2; the tags list's letters (`TagsListByLetter`), an author's links
 * (`Blog/Components/Author/Socials`, wrapped) and the icon of a link of no known platform
 * (`Icon/Socials/Default`, ejected) in fixtures/docusaurus-site-pages. Each in the prerendered
 * HTML and after hydration, under the CSP, without console errors.
 */
const browser = useBrowser();
const phone = { viewport: { width: 390, height: 844 } };
let pages: ServedBuild;

beforeAll(async () => {
  const dir = resolve(import.meta.dirname, '..', 'build.fixture-pages');
  if (!existsSync(resolve(dir, 'index.html'))) throw new Error('No build of the pages fixture: run `npm run build:fixture-pages` first');
  pages = await serveBuild(dir);
});
afterAll(async () => {
  await pages?.close();
});

/** A page of a fixture, its errors and CSP violations watched, hydrated unless scripts are off. */
async function open(url: string, options: { javaScript?: boolean; viewport?: { width: number; height: number } } = {}) {
  const javaScript = options.javaScript ?? true;
  const page = await newDesktopPage(browser(), { javaScriptEnabled: javaScript, ...(options.viewport ? { viewport: options.viewport } : {}) });
  // The pages fixture's Tag Manager and analytics hosts, answered here (no network in tests).
  await page.route(/^https:\/\/www\.(googletagmanager|google-analytics)\.com\//, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  const errors = watchErrors(page);
  await watchCsp(page);
  await page.goto(url);
  if (javaScript) await hydrated(page);
  return { page, errors };
}

/** Opens the mobile menu with the bar's button; the menu's dialog. */
async function openMenu(page: Page) {
  await page.locator('header.navbar button.navbar-toggle').click();
  const dialog = page.getByRole('dialog', { name: 'Site navigation' });
  await dialog.waitFor();
  return dialog;
}

describe("the blog's recent posts in the mobile menu (BlogSidebar/Mobile)", () => {
  it("this theme's: a blog post's menu opens on the recent posts, back to the main menu, a post followed in the app", async () => {
    const { page, errors } = await open(`${pages.url}/blog/2024/03/10/rain-delay`, phone);
    const dialog = await openMenu(page);
    const posts = dialog.getByRole('navigation', { name: 'Latest notes' });
    await posts.locator('.blog-sidebar-mobile').waitFor();
    expect(await posts.locator('.blog-sidebar-mobile a').allTextContents()).toEqual(['Winterizing your valves', 'Rain delay', 'Hello, Orchard']);
    expect(await posts.locator('.blog-sidebar-mobile a[aria-current="page"]').textContent()).toBe('Rain delay');
    // Back to the main menu: the navbar's items.
    await dialog.getByRole('button', { name: 'Back to main menu' }).click();
    await dialog.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // A post followed from the menu: the page changes in the app and the menu closes.
    await openMenu(page);
    await page.getByRole('dialog', { name: 'Site navigation' }).locator('.blog-sidebar-mobile').getByRole('link', { name: 'Winterizing your valves' }).click();
    await page.waitForURL(`${pages.url}/blog/2024/04/22/winterizing`);
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('.blog-post h1').textContent()).toBe('Winterizing your valves');
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a site's ejected one: drawn in the menu's secondary panel on the blog list, from Docusaurus's sidebar prop", async () => {
    const base = fixture2Base();
    const { page, errors } = await open(`${base}/blog`, phone);
    const dialog = await openMenu(page);
    const mine = dialog.locator('nav.mobile-sidebar-body > .quillmate-mobile-releases');
    await mine.waitFor();
    expect(await mine.locator('.quillmate-mobile-releases-heading').textContent()).toBe('Recent posts: 2 release notes');
    expect(
      await mine.locator('a').evaluateAll((links) => links.map((a) => `${a.textContent} ${a.getAttribute('href')} ${a.getAttribute('data-year')}`)),
    ).toEqual(['Release train 7 /sub/blog/2024/05/02/release-seven 2024', 'Release train 6 /sub/blog/2024/03/14/release-six 2024']);
    // After the theme's "Back to main menu", in place of the theme's list.
    expect(await dialog.locator('button.mobile-back + .quillmate-mobile-releases').count()).toBe(1);
    expect(await dialog.locator('.blog-sidebar-mobile').count()).toBe(0);
    // Its links are the site's Link: followed in the app, the menu closes.
    await mine.getByRole('link', { name: 'Release train 6' }).click();
    await page.waitForURL(`${base}/blog/2024/03/14/release-six`);
    await dialog.waitFor({ state: 'detached' });
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("a site's ejected BlogPostItem/Container, around a post and each post of a list", () => {
  /** The site's article with the theme's class for the place, the post inside, its ribbon last. */
  const containers = (page: Page) =>
    page
      .locator('article.quillmate-release')
      .evaluateAll((articles) => articles.map((a) => `${a.className} | ${a.querySelector('h1, h2')?.textContent} | ${a.lastElementChild?.textContent}`));
  const ribbon = 'Shipped with a Quillmate release train';

  it('is drawn in the prerendered post and list, and stays after hydration and a client navigation', async () => {
    const base = fixture2Base();
    const prerendered = await open(`${base}/blog/2024/05/02/release-seven`, { javaScript: false });
    expect(await containers(prerendered.page)).toEqual([`blog-post quillmate-release | Release train 7 | ${ribbon}`]);
    await prerendered.page.context().close();

    const { page, errors } = await open(`${base}/blog`);
    expect(await containers(page)).toEqual([
      `blog-summary quillmate-release | Release train 7 | ${ribbon}`,
      `blog-summary quillmate-release | Release train 6 | ${ribbon}`,
    ]);
    await page.locator('article.quillmate-release h2').getByRole('link', { name: 'Release train 6' }).click();
    await page.waitForURL(`${base}/blog/2024/03/14/release-six`);
    await expect.poll(() => containers(page)).toEqual([`blog-post quillmate-release | Release train 6 | ${ribbon}`]);
    // One article around the post: the theme draws none of its own besides.
    expect(await page.locator('article.blog-post').count()).toBe(1);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("a site's wrapped BlogPostPage/Metadata, in a post's head", () => {
  /** The site's tags of its own in the head: each `quillmate-release` meta's content. */
  const releaseMetas = (page: Page) => page.locator('head meta[name="quillmate-release"]').evaluateAll((metas) => metas.map((m) => m.getAttribute('content')));

  it("puts its tag into the prerendered head, and the next post's there after a client navigation", async () => {
    const base = fixture2Base();
    const html = await (await fetch(`${base}/blog/2024/05/02/release-seven`)).text();
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<meta name="quillmate-release" content="Release train 7"[^>]*>/);
    const { page, errors } = await open(`${base}/blog/2024/05/02/release-seven`);
    expect(await releaseMetas(page)).toEqual(['Release train 7']);
    // The theme's own head tags stay: the post's description and Open Graph type.
    expect(await page.locator('head meta[property="og:type"]').getAttribute('content')).toBe('article');
    await page
      .locator('nav.paginator')
      .getByRole('link', { name: /Release train 6/ })
      .click();
    await page.waitForURL(`${base}/blog/2024/03/14/release-six`);
    await expect.poll(() => releaseMetas(page)).toEqual(['Release train 6']);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("a site's wrapped BackToTopButton, on a doc page", () => {
  /** Scrolls the window to `y`, once the page has seen the scroll (the button reads scroll events). */
  const scrollWindow = (page: Page, y: number) =>
    page.evaluate(
      (top) =>
        new Promise<void>((done) => {
          addEventListener('scroll', () => done(), { once: true });
          window.scrollTo(0, top);
        }),
      y,
    );

  it('is drawn after the doc page (not a Markdown page), shown scrolling up past 300px, and takes the reader to the top', async () => {
    const base = fixture2Base();
    const prerendered = await open(`${base}/docs/guide/sync`, { javaScript: false });
    expect(await prerendered.page.locator('.quillmate-top > button.theme-back-to-top-button + p.quillmate-top-note').count()).toBe(1);
    await prerendered.page.context().close();
    const { page, errors } = await open(`${base}/docs/guide/sync`, { viewport: { width: 1280, height: 400 } });
    const button = page.locator('.quillmate-top > button.theme-back-to-top-button');
    expect(await button.getAttribute('class')).not.toContain('back-to-top-shown');
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    expect(bottom).toBeGreaterThan(400);
    await scrollWindow(page, bottom);
    await scrollWindow(page, bottom - 60);
    await expect.poll(() => button.getAttribute('class')).toContain('back-to-top-shown');
    await button.click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    // A Markdown page of the pages plugin: theme-classic's MDXPage draws none.
    await page.goto(`${base}/about`);
    await hydrated(page);
    expect(await page.locator('.quillmate-top').count()).toBe(0);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("a site's wrapped MDXPage, on a Markdown page", () => {
  const note = 'This page, "About Quillmate", is kept with the Quillmate sources.';

  it("draws the theme's page, then the site's note from the page's metadata, prerendered and hydrated", async () => {
    const base = fixture2Base();
    const prerendered = await open(`${base}/about`, { javaScript: false });
    const read = async (page: Page) => ({
      title: await page.locator('main.mdx-page, .mdx-page main').first().locator('h1').textContent(),
      note: await page.locator('.mdx-page + p.quillmate-page-note').textContent(),
      permalink: await page.locator('p.quillmate-page-note').getAttribute('data-permalink'),
    });
    const shown = { title: 'About Quillmate', note, permalink: '/sub/about' };
    expect(await read(prerendered.page)).toEqual(shown);
    await prerendered.page.context().close();
    const { page, errors } = await open(`${base}/about`);
    expect(await read(page)).toEqual(shown);
    expect(await page.locator('p.quillmate-page-note').count()).toBe(1);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("a site's wrapped TagsListByLetter, Blog/Components/Author/Socials and ejected Icon/Socials/Default (the pages fixture)", () => {
  it("draws the tally above the theme's letters, on the blog's and the docs' tags lists", async () => {
    const prerendered = await open(`${pages.url}/blog/tags`, { javaScript: false });
    expect(await prerendered.page.locator('main h1 + p.orchard-tag-tally + section.tags-letter').count()).toBe(1);
    await prerendered.page.context().close();
    const { page, errors } = await open(`${pages.url}/blog/tags`);
    expect(await page.locator('p.orchard-tag-tally').textContent()).toBe('3 tags on 4 pages');
    expect(await page.locator('main .tags-list a').allTextContents()).toEqual(['announcements 2', 'firmware 1', 'maintenance 1']);
    await page.goto(`${pages.url}/tags`);
    await expect.poll(() => page.locator('p.orchard-tag-tally').textContent()).toBe('2 tags on 4 pages');
    expect(await page.locator('main .tags-list a').allTextContents()).toEqual(['Hardware 1', 'Setup 3']);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("draws the author's links with the tally after them, the site's icon for a platform of no icon, on a post and an author's page", async () => {
    const read = async (page: Page, where: string) => ({
      tally: await page.locator(`${where} .author-socials + small.orchard-social-tally`).allTextContents(),
      seedlings: await page.locator(`${where} .author-socials a[href="https://allotment.example/@ines"] svg[data-orchard-icon="seedling"]`).count(),
      github: await page.locator(`${where} .author-socials a[href="https://github.com/ines-orchard"] svg`).getAttribute('data-social'),
    });
    const ines = { tally: ['5 ways to reach Inès Varga'], seedlings: 1, github: 'GH' };
    const prerendered = await open(`${pages.url}/blog/2024/03/10/rain-delay`, { javaScript: false });
    expect(await read(prerendered.page, 'article .post-meta')).toEqual(ines);
    await prerendered.page.context().close();
    const { page, errors } = await open(`${pages.url}/blog/2024/03/10/rain-delay`);
    // Oskar has no links: the site's part is drawn for him too, and shows nothing.
    expect(await read(page, 'article .post-meta')).toEqual(ines);
    await page.goto(`${pages.url}/blog/authors/ines`);
    await expect.poll(() => read(page, '.author-header')).toEqual(ines);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
