import { describe, expect, inject, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { hydrated, newDesktopPage, useBrowser, watchErrors } from './browser';

/**
 * Issue 22, in Chromium against the production build of the site's own content (and the Docusaurus
 * fixture site for images, which the site's own pages do not have): pages for AI tools, social
 * cards, head tags and focus after client navigation, tab keys, image zoom, print, small gaps.
 */
const base = inject('baseUrl');
const fixtureBase = inject('fixtureBaseUrl');
const fixture2Origin = inject('fixture2Origin');
const browser = useBrowser();

const DOC = '/docs/creating_integration_manifest';
const TABS_DOC = '/docs/development_environment';

async function open(path: string, options: BrowserContextOptions = {}, at = base): Promise<{ page: Page; errors: string[] }> {
  const page = await newDesktopPage(browser(), options);
  const errors = watchErrors(page);
  await page.goto(`${at}${path}`);
  await page.locator('main h1').first().waitFor();
  return { page, errors };
}

/** The page's own head tags (description, robots, canonical, OpenGraph, Twitter), in order. */
function pageHead(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    `title ${document.title}`,
    ...Array.from(
      document.head.querySelectorAll(
        'meta[name="description"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[property^="article:"], meta[name^="twitter:"]',
      ),
    ).map(
      (el) =>
        `${el.tagName.toLowerCase()} ${Array.from(el.attributes)
          .map((a) => `${a.name}=${a.value}`)
          .join(' ')}`,
    ),
  ]);
}

/** Clicks a link and waits for the client-side navigation to `path` (no document load). */
async function navigate(page: Page, selector: string, path: string) {
  await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
  const before = await page.locator('main h1').first().textContent();
  await page.locator(selector).first().click();
  await page.waitForURL(`**${path}`);
  await expect.poll(() => page.locator('main h1').first().textContent()).not.toBe(before);
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
}

describe('pages for AI tools', () => {
  it('serves /llms.txt (H1, summary, sections of linked pages) and each page as text/markdown at <route>.md', async () => {
    const llms = await fetch(`${base}/llms.txt`);
    expect(llms.status).toBe(200);
    expect(llms.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await llms.text();
    expect(text).toMatch(/^# .+\n\n> .+\n/);
    expect(text).toMatch(/^## /m);
    const line = text.split('\n').find((l) => l.includes(`${DOC}.md)`));
    expect(line).toMatch(/^- \[[^\]]+\]\(https?:\/\/[^)]+\.md\): \S/);

    const md = await fetch(`${base}${DOC}.md`, { redirect: 'manual' });
    expect(md.status).toBe(200);
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await md.text()).toMatch(/^# .+\n/);
    const full = await fetch(`${base}/llms-full.txt`);
    expect(full.status).toBe(200);
    expect((await full.text()).length).toBeGreaterThan(text.length);
  });

  it('"Copy page" copies the page as Markdown, fetched on click', async () => {
    const { page, errors } = await open(DOC);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await hydrated(page);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    expect(requests.filter((p) => p.endsWith('.md'))).toEqual([]);
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect.poll(() => page.locator('.copy-page [role="status"]').textContent()).toBe('Copied as Markdown');
    expect(requests).toContain(`${DOC}.md`);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await fetch(`${base}${DOC}.md`)).text());
    expect(errors).toEqual([]);
  });
});

describe('social cards', () => {
  it.each([
    ['a doc', DOC],
    ['a post', '/blog/2024/07/16/service-actions'],
    ['the blog list', '/blog'],
    ['the home page', '/'],
  ])('%s has og:image and twitter:image: a PNG card', async (_, path) => {
    const html = await (await fetch(`${base}${path}`)).text();
    const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    const twitter = /<meta name="twitter:image" content="([^"]+)"/.exec(html)?.[1];
    expect(og).toBeTruthy();
    expect(twitter).toBe(og);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const cardPath = new URL(og!).pathname;
    expect(cardPath).toMatch(/^\/assets\/cards\/[a-z0-9]{12}\.png$/);
    const card = await fetch(`${base}${cardPath}`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await card.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    // 1200×630: width and height from the IHDR chunk.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

describe('head tags and focus follow client navigation', () => {
  it.each([
    ['doc → next doc', DOC, '.paginator-next'],
    ['blog list → post', '/blog', '.blog-summary h2 a'],
  ])('%s: the head after navigating equals the prerendered head of the target', async (_, from, link) => {
    const { page, errors } = await open(from);
    await hydrated(page);
    const target = new URL((await page.locator(link).first().getAttribute('href'))!, base).pathname;
    await navigate(page, link, target);
    await expect.poll(() => page.evaluate(() => document.querySelector('link[rel="canonical"]')?.getAttribute('href'))).toMatch(new RegExp(`${target}$`));
    const afterNavigation = await pageHead(page);
    const { page: fresh } = await open(target);
    expect(afterNavigation).toEqual(await pageHead(fresh));
    expect(afterNavigation.some((t) => t.includes('og:image'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('moves focus to the new page and announces its title', async () => {
    const { page } = await open(DOC);
    await hydrated(page);
    const region = page.locator('[data-route-announcer]');
    expect(await region.textContent()).toBe('');
    const target = new URL((await page.locator('.paginator-next').getAttribute('href'))!, base).pathname;
    await navigate(page, '.paginator-next', target);
    const title = await page.locator('main h1').first().textContent();
    await expect.poll(() => region.textContent()).toBe(title);
    expect(await region.getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    // The next Tab goes on from the top of the new page's content, not from the old link.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#main-content'))).toBe(true);
  });
});

describe('tabs follow the WAI-ARIA tabs pattern', () => {
  it('arrow keys move focus with the selection; Home and End go to the ends', async () => {
    const { page } = await open(TABS_DOC);
    await hydrated(page);
    const tabs = page.locator('.tabs').first().getByRole('tab');
    const count = await tabs.count();
    expect(count).toBeGreaterThan(1);
    const state = () =>
      page.evaluate(() => {
        const list = document.querySelector('.tabs [role="tablist"]')!;
        const all = Array.from(list.querySelectorAll('[role="tab"]'));
        return { focused: all.indexOf(document.activeElement!), selected: all.findIndex((t) => t.getAttribute('aria-selected') === 'true') };
      });
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(state).toEqual({ focused: 1, selected: 1 });
    await page.keyboard.press('End');
    await expect.poll(state).toEqual({ focused: count - 1, selected: count - 1 });
    await page.keyboard.press('ArrowRight');
    await expect.poll(state).toEqual({ focused: 0, selected: 0 });
    await page.keyboard.press('ArrowLeft');
    await expect.poll(state).toEqual({ focused: count - 1, selected: count - 1 });
    await page.keyboard.press('Home');
    await expect.poll(state).toEqual({ focused: 0, selected: 0 });
    // The selected tab is the only one in the tab order.
    expect(await tabs.evaluateAll((all) => all.map((t) => t.getAttribute('tabindex')))).toEqual(['0', ...Array.from({ length: count - 1 }, () => '-1')]);
  });
});

describe('image zoom', () => {
  const IMAGE_PAGE = '/docs/intro';
  const image = (page: Page) => page.locator('.markdown img[data-zoomable]').first();

  it('opens on click, closes on Escape with focus back on the image, without moving the page', async () => {
    if (!fixtureBase) throw new Error('No fixture build: run `npm run build:fixture` before the browser tests');
    const { page, errors } = await open(IMAGE_PAGE, {}, fixtureBase);
    await hydrated(page);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    const img = image(page);
    await img.scrollIntoViewIfNeeded();
    // Layout shifts from here on (the opening, the overlay, the closing), as the browser reports them.
    await page.evaluate(() => {
      const w = window as unknown as { __shifts: number[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__shifts.push((e as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift' });
    });
    const before = await img.boundingBox();
    const scroll = await page.evaluate(() => [window.scrollY, document.documentElement.scrollHeight]);
    await img.click();
    const dialog = page.locator('dialog.image-zoom');
    await dialog.waitFor();
    // The overlay's code came with the first zoom, not with the page.
    expect(requests.some((p) => p.endsWith('.js'))).toBe(true);
    expect(await dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    expect(await dialog.locator('img').evaluate((i: HTMLImageElement) => i.src)).toBe(await img.evaluate((i: HTMLImageElement) => i.currentSrc || i.src));
    expect(await img.boundingBox()).toEqual(before);
    expect(await page.evaluate(() => [window.scrollY, document.documentElement.scrollHeight])).toEqual(scroll);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await img.evaluate((i) => document.activeElement === i)).toBe(true);
    // An observer delivers its entries asynchronously: a frame after closing, every shift is in.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('opens on Enter; closes on click and on scroll', async () => {
    const { page } = await open(IMAGE_PAGE, {}, fixtureBase);
    await hydrated(page);
    const img = image(page);
    await img.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog.image-zoom');
    await dialog.waitFor();
    await page.mouse.click(20, 20);
    await dialog.waitFor({ state: 'detached' });
    expect(await img.evaluate((i) => document.activeElement === i)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.mouse.wheel(0, 400);
    await dialog.waitFor({ state: 'detached' });
  });

  it('does not animate when the reader prefers reduced motion', async () => {
    const { page } = await open(IMAGE_PAGE, { reducedMotion: 'reduce' }, fixtureBase);
    await hydrated(page);
    await image(page).click();
    const zoomed = page.locator('dialog.image-zoom .image-zoom-frame');
    await zoomed.waitFor();
    expect(await zoomed.evaluate((i) => getComputedStyle(i).animationName)).toBe('none');
  });

  it('grows by default: the frame animates from the image’s place', async () => {
    const { page } = await open(IMAGE_PAGE, {}, fixtureBase);
    await hydrated(page);
    await image(page).click();
    const zoomed = page.locator('dialog.image-zoom .image-zoom-frame');
    await zoomed.waitFor();
    expect(await zoomed.evaluate((i) => getComputedStyle(i).animationName)).toBe('image-zoom-grow');
  });

  // Seen on the real site's build: a bitmap diagram was blown up past its natural size (blurred),
  // and in dark mode the copy lost the site's inverting filter that the image on the page had.
  it.each(['light', 'dark'])('a bitmap grows to its natural size, not beyond, and keeps the site’s filter (%s mode)', async (mode) => {
    if (!fixture2Origin) throw new Error('No build of the second fixture site: run `npm run build:fixture2` first');
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
    const page = await context.newPage();
    await page.goto(`${fixture2Origin}/sub/docs/next/guide/offline`);
    await hydrated(page);
    const img = page.locator('.markdown img.dark-invert[data-zoomable]');
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(600);
    const filter = await img.evaluate((i) => getComputedStyle(i).filter);
    expect(filter).toBe(mode === 'dark' ? 'invert(1) hue-rotate(180deg)' : 'none');
    await img.click();
    const zoomed = page.locator('dialog.image-zoom img');
    await zoomed.waitFor();
    expect(await zoomed.evaluate((i) => getComputedStyle(i).filter)).toBe(filter);
    const box = await zoomed.evaluate((i) => i.getBoundingClientRect().width);
    expect(Math.round(box)).toBe(600);
    await context.close();
  });
});

describe('print', () => {
  it('prints the content only, code wrapped, link targets after external links, every tab', async () => {
    const { page } = await open(TABS_DOC);
    await hydrated(page);
    await page.emulateMedia({ media: 'print' });
    const shown = (selector: string) =>
      page.evaluate((s) => Array.from(document.querySelectorAll(s)).map((e) => getComputedStyle(e).display !== 'none'), selector);
    for (const chrome of ['.navbar', '.doc-sidebar', '.toc', '.footer', '.copy-page', '.copy-button', '.tabs-list', '.paginator'])
      expect(await shown(chrome), chrome).not.toContain(true);
    const panels = await shown('.tabs-panel');
    expect(panels.length).toBeGreaterThan(1);
    expect(panels).not.toContain(false);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.code-block pre')!).whiteSpace)).toBe('pre-wrap');
    const external = await page.evaluate(() => {
      const a = document.querySelector<HTMLAnchorElement>('.markdown a[href^="http"]')!;
      return { after: getComputedStyle(a, '::after').content, href: a.getAttribute('href') };
    });
    expect(external.after).toBe(`" (${external.href})"`);
    // Every admonition's content is there.
    expect(await shown('.admonition-content')).not.toContain(false);
  });

  it('prints a post without the blog chrome', async () => {
    const { page } = await open('/blog/2024/07/16/service-actions');
    await page.emulateMedia({ media: 'print' });
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.navbar')!).display)).toBe('none');
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.blog-post h1')!).display)).not.toBe('none');
  });
});

describe('small gaps', () => {
  it('a blog post has an edit link, like docs', async () => {
    const { page } = await open('/blog/2024/07/16/service-actions');
    const href = await page.getByRole('link', { name: 'Edit this page' }).getAttribute('href');
    expect(href).toMatch(/^https:\/\/.+\/blog\/.+\.mdx?$/);
  });

  it('with JavaScript off, the language menu links to the current page', async () => {
    const { page } = await open(DOC, { javaScriptEnabled: false });
    const hrefs = await page.locator('.navbar a').evaluateAll((as) => as.filter((a) => a.textContent?.trim() === 'English').map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(new Set(hrefs)).toEqual(new Set([DOC]));
  });

  it("the not-found page suggests the site's own entry points, from its navbar", async () => {
    const { page } = await open('/docs/no-such-page');
    const manifest = (await (await fetch(`${base}/manifest.json`)).json()) as {
      site: { navbar: { type: string; route?: string; href?: string; external?: boolean; items?: { href: string; external: boolean }[] }[] };
    };
    const internal = manifest.site.navbar.flatMap((i) =>
      i.type === 'doc'
        ? [i.route!]
        : i.type === 'link' && !i.external
          ? [i.href!]
          : i.type === 'dropdown'
            ? i.items!.filter((s) => !s.external).map((s) => s.href)
            : [],
    );
    const links = await page.locator('.not-found a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const suggested = links.filter((h) => h !== '/' && h !== '/search');
    expect(suggested.length).toBeGreaterThan(0);
    for (const href of suggested) expect(internal).toContain(href);
  });
});
