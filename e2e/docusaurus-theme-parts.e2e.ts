import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, cspViolations, openDocPage } from './browser';

/**
 * Theme-classic's smaller `@theme/*` parts imported by name (fixtures/docusaurus-site/docs/evaluated/
 * theme-parts.mdx and src/components/PartsShelf.js, `npm run build:fixture`): `TOCInline` (the MDX
 * page's, drawn at build time, and a site component's) and `TOCCollapsible` fed a `toc`, `EditMetaRow`, `PaginatorNavLink`, `SkipToContent`, `DocVersionBadge`,
 * `TagsListByLetter`, `BackToTopButton`, `BlogPostItem/Footer/ReadMoreLink`,
 * `AnnouncementBar/CloseButton` and `Icon/SystemColorMode` with Docusaurus's
 * props, prerendered and after hydration, under the CSP, without console errors.
 */
const base = inject('fixtureBaseUrl');
const browser = useBrowser();

beforeAll(() => {
  if (!base) throw new Error('No fixture build: run `npm run build:fixture` before the browser tests');
});

const open = (javaScript: boolean) => openDocPage(browser(), `${base}/docs/evaluated/theme-parts`, javaScript);

/** What the parts draw, the same before and after hydration. */
async function parts(page: Page) {
  const article = page.locator('article');
  const row = article.locator('.parts-shelf > .row');
  return {
    inline: await article.locator('.toc-inline:not(.shelf-index) a').evaluateAll((links) => links.map((a) => `${a.textContent} ${a.getAttribute('href')}`)),
    nested: await article.locator('.toc-inline:not(.shelf-index) > ul > li > ul > li > a').allTextContents(),
    // A site component's own TOCInline, given a list written by hand (headings' HTML shown as text).
    shelfIndex: await article.locator('.shelf-index a').evaluateAll((links) => links.map((a) => `${a.textContent} ${a.getAttribute('href')}`)),
    foldedButton: await article.locator('.shelf-folded-toc > button').textContent(),
    foldedExpanded: await article.locator('.shelf-folded-toc > button').getAttribute('aria-expanded'),
    foldedLinks: await article.locator('.shelf-folded-toc a').count(),
    rowClass: await row.getAttribute('class'),
    editLink: await row.locator('.col').first().locator('a').getAttribute('href'),
    lastUpdated: await row.locator('.col').last().locator('time').getAttribute('datetime'),
    skip: await article.locator('.parts-shelf > [role="region"] > a').evaluate((a) => `${a.textContent} ${a.getAttribute('href')}`),
    badges: await article.locator('.shelf-badge').count(),
    // Hidden (out of the accessibility tree) until the reader scrolls.
    backToTop: await page.locator('article button.back-to-top').evaluate((b) => `${b.className} | ${b.getAttribute('aria-label')}`),
    tagLetters: await article
      .locator('.tags-by-letter article')
      .evaluateAll((letters) =>
        letters.map((l) => `${l.querySelector('h2')?.id}: ${Array.from(l.querySelectorAll('li a.tag'), (a) => a.textContent).join(', ')}`),
      ),
    readMore: await article.locator('.shelf-post a').evaluate((a) => `${a.getAttribute('aria-label')} | ${a.innerHTML} | ${a.getAttribute('href')}`),
    modeIcon: await article.locator('.shelf-mode svg.shelf-mode-icon').count(),
    noteClose: await article.locator('.shelf-note button.shelf-note-close').getAttribute('aria-label'),
    navLinks: await Promise.all(
      (await article.locator('.pagination-nav a').all()).map(async (a) => [
        await a.getAttribute('class'),
        await a.locator('.pagination-nav__sublabel').textContent(),
        await a.locator('.pagination-nav__label').textContent(),
      ]),
    ),
  };
}

const expected = {
  inline: ['Wicks #wicks', 'Round wicks #round-wicks', 'Globes #globes', 'Fittings #fittings'],
  nested: ['Round wicks'],
  shelfIndex: ['Wicks #wicks', 'Globes #globes'],
  foldedButton: 'On this page',
  foldedExpanded: 'false',
  foldedLinks: 0,
  rowClass: 'row edit-meta-row margin-top--sm',
  editLink: 'https://lantern.example/edit/parts-shelf',
  lastUpdated: '2024-03-14T00:00:00.000Z',
  skip: 'Skip to main content #main-content',
  badges: 0,
  backToTop: 'clean-btn theme-back-to-top-button back-to-top | Scroll back to top',
  tagLetters: ['D: Daylight1, dimming1', 'R: release2'],
  readMore: 'Read more about First light | <b>Read more</b> | /blog/2023/11/02/first-light',
  modeIcon: 1,
  noteClose: 'Close',
  navLinks: [
    ['pagination-nav__link pagination-nav__link--prev', 'Back to', 'The theme desk'],
    ['pagination-nav__link pagination-nav__link--next', 'On to', 'Introduction'],
  ],
};

describe("theme-classic's parts imported by name", () => {
  it('are prerendered with their Docusaurus markup (no script run)', async () => {
    const { page } = await open(false);
    expect(await parts(page)).toEqual(expected);
    await page.context().close();
  });

  it('hydrate: the folded table of contents opens, the paginator link navigates in the app', async () => {
    const { page, errors } = await open(true);
    expect(await parts(page)).toEqual(expected);
    const folded = page.locator('.shelf-folded-toc');
    await folded.locator('> button').click();
    await folded.locator('a[href="#globes"]').waitFor();
    expect(await folded.locator('> button').getAttribute('aria-expanded')).toBe('true');
    expect(await folded.locator('a').allTextContents()).toEqual(['Wicks', 'Round wicks', 'Globes', 'Fittings']);
    // The close button is a button: the site's handler hides its note.
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.locator('.shelf-note').waitFor({ state: 'detached' });
    // Back to top: shown once the reader, far enough down, scrolls up; it brings them to the top.
    await page.setViewportSize({ width: 1280, height: 360 });
    // Each scroll waits for its scroll event, which the button's listener (added first) has seen then.
    const scrolled = (top: 'bottom' | number) =>
      page.evaluate(
        (to) =>
          new Promise<number>((resolve) => {
            window.addEventListener('scroll', () => resolve(window.scrollY), { once: true });
            window.scrollTo(0, to === 'bottom' ? document.documentElement.scrollHeight : window.scrollY + to);
          }),
        top,
      );
    expect(await scrolled('bottom')).toBeGreaterThan(500);
    await scrolled(-100);
    const backToTop = page.locator('article').getByRole('button', { name: 'Scroll back to top' });
    await backToTop.waitFor();
    // theme-classic's own, which its DocRoot/Layout draws after every doc page, shows beside the
    // site's. It is loaded once the reader first goes past 300px, so it may have missed that scroll
    // up: each look scrolls up a little more, still far from the top.
    const themes = page.locator('.doc-layout + button.back-to-top');
    await themes.waitFor({ state: 'attached' });
    await expect
      .poll(async () => {
        await scrolled(-10);
        return themes.getAttribute('class');
      })
      .toContain('back-to-top-shown');
    // Both are fixed at the same corner, as on Docusaurus: the theme's, drawn last, is the one on top.
    await themes.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.locator('article button.back-to-top:not(.back-to-top-shown)').waitFor({ state: 'attached' });
    expect(await themes.getAttribute('class')).not.toContain('back-to-top-shown');
    // The site's skip link moves focus to the page's main content, as the theme's own does.
    // (Off-screen until focused, as the theme's own: reached by keyboard.)
    await page.locator('.parts-shelf > [role="region"] > a').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await page.locator('.pagination-nav__link--prev').click();
    await page.waitForURL(`${base}/docs/evaluated/theme-common`);
    await page.locator('article h1', { hasText: 'The theme desk' }).waitFor();
    expect(errors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    await page.context().close();
  });
});
