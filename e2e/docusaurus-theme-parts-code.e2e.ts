import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, cspViolations, openDocPage } from './browser';

/**
 * Theme-classic's code block parts (3.10's `CodeBlock/*`, 3.0–3.7's buttons and `CodeBlock/Token`), `DocCard/*`,
 * `ContentVisibility/*`, `SiteMetadata`, `SearchMetadata` and `ThemeProvider/TitleFormatter`,
 * imported by name in a site component (fixtures/docusaurus-site/docs/evaluated/theme-parts-code.mdx
 * and src/components/CodeDrawer.js, `npm run build:fixture`), prerendered and after hydration,
 * under the CSP, without console errors.
 */
const base = inject('fixtureBaseUrl');
const browser = useBrowser();

beforeAll(() => {
  if (!base) throw new Error('No fixture build: run `npm run build:fixture` before the browser tests');
});

const open = (javaScript: boolean) => openDocPage(browser(), `${base}/docs/evaluated/theme-parts-code`, javaScript);

/** A block's classes, title, lines (text) and the lines' classes. */
const block = (page: Page, selector: string) =>
  page.locator(`.code-drawer ${selector}`).evaluate((el) => ({
    className: el.getAttribute('class'),
    title: el.querySelector('.code-block-title')?.textContent ?? null,
    lines: Array.from(el.querySelectorAll('code > .line'), (l) => l.textContent),
    highlighted: Array.from(el.querySelectorAll('code > .line.highlighted'), (l) => l.textContent),
    // Where the line numbers count from (the counter is reset to one less).
    counter: getComputedStyle(el.querySelector('code')!).counterReset,
    copy: el.querySelector('.code-block-buttons > button.copy-button')?.getAttribute('aria-label') ?? null,
  }));

/** What the parts draw, the same before and after hydration. */
async function parts(page: Page) {
  const drawer = page.locator('.code-drawer');
  const head = (selector: string) => page.locator(`head ${selector}`).evaluateAll((els) => els.map((e) => e.getAttribute('content') ?? e.getAttribute('href')));
  return {
    trim: await block(page, '.drawer-trim'),
    string: await block(page, '.drawer-string'),
    globes: await block(page, '.drawer-globes'),
    element: await drawer
      .locator('.drawer-element')
      .evaluate((el) => `${el.className} | ${el.querySelector('pre > code')?.innerHTML} | buttons ${el.querySelectorAll('button').length}`),
    lines: await drawer
      .locator('.drawer-lines')
      .evaluate((el) => [
        el.getAttribute('class'),
        el.querySelector('.code-block-title')?.textContent,
        ...Array.from(
          el.querySelectorAll('code > .line'),
          (l) => `${l.className}: ${Array.from(l.children, (t) => `${t.className}=${t.textContent}`).join(' ')}`,
        ),
      ]),
    tokens: await drawer.locator('.drawer-old > span').evaluateAll((spans) => spans.map((s) => `${s.className}=${s.textContent}`)),
    oldCopy: await drawer.locator('.drawer-old-copy').evaluate((b) => `${b.className} | ${b.getAttribute('aria-label')}`),
    oldWrap: await drawer.locator('.drawer-old-wrap').evaluate((b) => `${b.className} | ${b.getAttribute('aria-label')} | ${b.getAttribute('aria-pressed')}`),
    bell: await drawer.locator('.drawer-bell').evaluate((b) => `${b.getAttribute('type')} ${b.className} | ${b.textContent}`),
    cards: await drawer
      .locator('.drawer-cards > a')
      .evaluateAll((cards) =>
        cards.map((a) => [
          a.getAttribute('class'),
          a.getAttribute('href'),
          a.querySelector('h2.theme-doc-card-heading .theme-doc-card-icon')?.textContent,
          a.querySelector('h2.theme-doc-card-heading .theme-doc-card-title.text--truncate')?.textContent,
          a.querySelector('h2')?.getAttribute('title'),
          a.querySelector('p.theme-doc-card-description')?.textContent ?? null,
        ]),
      ),
    loose: await drawer
      .locator('.drawer-loose')
      .evaluate((el) => [
        el.querySelector('h2')?.className,
        el.querySelector('h2')?.textContent,
        Array.from(el.querySelectorAll('.theme-doc-card-icon'), (i) => i.textContent).join(' '),
        el.querySelector('p > .theme-doc-card-title')?.textContent,
        el.querySelector('p.theme-doc-card-description')?.getAttribute('title'),
      ]),
    banners: await drawer
      .locator('aside.admonition')
      .evaluateAll((asides) =>
        asides.map(
          (a) => `${a.className} | ${a.querySelector('.admonition-heading')?.textContent?.trim()} | ${a.querySelector('.admonition-content')?.textContent}`,
        ),
      ),
    title: await drawer.locator('.drawer-title').textContent(),
    robots: await head('meta[name="robots"]'),
    canonical: await head('link[rel="canonical"]'),
    ogUrl: await head('meta[property="og:url"]'),
    ogLocale: await head('meta[property="og:locale"]'),
    search: await Promise.all(
      ['docusaurus_locale', 'docusaurus_version', 'docusaurus_tag', 'docsearch:language', 'docsearch:version', 'docsearch:docusaurus_tag'].map(
        async (name) => `${name}=${(await head(`meta[name="${name}"]`)).join(',')}`,
      ),
    ),
  };
}

const DRAFT = 'This page is a draft. It will only be visible in dev and be excluded from the production build.';
const UNLISTED = 'This page is unlisted. Search engines will not index it, and only users having a direct link can access it.';

// The fixture's `url` (docusaurus.config.js): the page's absolute URL.
const PAGE_URL = 'https://lantern.example/docs/evaluated/theme-parts-code';

const expected = {
  trim: {
    className: 'line-numbers drawer-trim language-js code-block theme-code-block',
    title: 'trim.js',
    lines: [
      '// Trim the wick before every lighting.',
      'function trim(wick) {',
      '  return wick.length > 4 ? wick.slice(0, 4) : wick; // a short wick burns clean, a long one smokes the globe, so keep it under four millimetres at all times',
      '}',
    ],
    highlighted: [],
    counter: 'line 0',
    copy: 'Copy code to clipboard',
  },
  string: {
    className: 'line-numbers language-bash drawer-string code-block theme-code-block',
    title: 'lamp.sh',
    lines: ['light --slow', 'dim --to 40'],
    highlighted: [],
    counter: 'line 2',
    copy: 'Copy code to clipboard',
  },
  globes: {
    className: 'drawer-globes language-text code-block theme-code-block',
    title: 'globe-sizes.txt',
    lines: ['small  80 mm', 'medium 110 mm', 'large  140 mm'],
    highlighted: ['medium 110 mm'],
    counter: 'none',
    copy: 'Copy code to clipboard',
  },
  element: 'code-block theme-code-block drawer-element | <span class="drawer-wick">wick</span> and <b>oil</b> | buttons 0',
  lines: [
    'drawer-lines code-block theme-code-block',
    'oil.txt',
    'line theme-code-block-highlighted-line highlighted: token keyword=fill token plain= the tank',
    'line: token plain=',
    'line: token comment=# then wait a minute',
  ],
  tokens: ['token keyword=light', 'token string=slowly'],
  oldCopy: 'copy-button drawer-old-copy | Copy code to clipboard',
  oldWrap: 'clean-btn code-block-button word-wrap-button drawer-old-wrap | Toggle word wrap | false',
  bell: 'button clean-btn code-block-button drawer-bell | Ring',
  cards: [
    ['card padding--lg theme-doc-card-container doc-card', '/docs/intro', '🗃', 'Wicks and globes', 'Wicks and globes', '2 items'],
    [
      'card padding--lg theme-doc-card-container doc-card',
      'https://lantern.example/supply',
      '🏮',
      'Lantern supplier',
      'Lantern supplier',
      'Where the brass comes from.',
    ],
    ['card padding--lg theme-doc-card-container doc-card', 'https://lantern.example/catalogue', '🔗', 'Supplier catalogue', 'Supplier catalogue', null],
    [
      'card padding--lg theme-doc-card-container doc-card drawer-own-card',
      '/docs/intro',
      '🕯',
      'Made of parts',
      'Made of parts',
      'A card the site lays out itself.',
    ],
  ],
  loose: ['theme-doc-card-heading doc-card-heading', '🔧A loose heading', '🔧 🪛', 'Loose text', 'A loose description.'],
  banners: [
    `admonition admonition-caution theme-unlisted-banner | Unlisted page | ${UNLISTED}`,
    `admonition admonition-caution theme-draft-banner | Draft page | ${DRAFT}`,
    `admonition admonition-caution theme-draft-banner drawer-draft | Draft page | ${DRAFT}`,
    `admonition admonition-caution theme-unlisted-banner drawer-unlisted | Unlisted page | ${UNLISTED}`,
  ],
  title: 'Spare parts | Lantern Docs',
  robots: ['noindex, nofollow'],
  canonical: [PAGE_URL],
  ogUrl: [PAGE_URL],
  ogLocale: ['en'],
  search: [
    'docusaurus_locale=en',
    'docusaurus_version=current',
    'docusaurus_tag=default',
    'docsearch:language=en',
    'docsearch:version=current',
    'docsearch:docusaurus_tag=default',
  ],
};

describe("theme-classic's code block, doc card, visibility and metadata parts imported by name", () => {
  it('are prerendered with their markup and head tags (no script run)', async () => {
    const { page } = await open(false);
    expect(await parts(page)).toEqual(expected);
    await page.context().close();
  });

  it('hydrate the same: the word-wrap buttons wrap and unwrap, the copy button copies the code', async () => {
    const { page, errors } = await open(true);
    expect(await parts(page)).toEqual(expected);
    // The wide block's word-wrap button comes once the browser has measured it.
    const trim = page.locator('.drawer-trim');
    const wrap = trim.getByRole('button', { name: 'Toggle word wrap' });
    await wrap.click();
    await trim.locator('pre.code-block-wrapped').waitFor();
    expect(await wrap.getAttribute('aria-pressed')).toBe('true');
    expect(await trim.locator('pre code').evaluate((c) => getComputedStyle(c).whiteSpace)).toBe('pre-wrap');
    await wrap.click();
    await trim.locator('pre:not(.code-block-wrapped)').waitFor();
    // The narrow block has no word-wrap button.
    expect(await page.locator('.drawer-string').getByRole('button', { name: 'Toggle word wrap' }).count()).toBe(0);
    // 3.0–3.7's word-wrap button is the caller's: the site's state presses it.
    await page.locator('.drawer-old-wrap').click();
    await page.locator('.drawer-old-wrap.word-wrap-button--enabled[aria-pressed="true"]').waitFor();
    // Copying puts the block's code on the clipboard, and the button says so.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(base).origin });
    const copy = page.locator('.drawer-string .copy-button');
    await copy.click();
    await page.locator('.drawer-string .copy-button[aria-label="Copied"]').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('light --slow\ndim --to 40');
    expect(errors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('Markdown the component imports, using a component of the site’s MDXComponents without importing it', () => {
  it('draws the component on the server and works after hydration', async () => {
    const switchIn = (page: Page) => page.locator('.drawer-note .lantern-bulb-switch');
    const prerendered = await open(false);
    expect(await prerendered.page.locator('.drawer-note').textContent()).toBe('Keep the spare wicks dry. The drawer lamp: Drawer lamp: off');
    await prerendered.page.context().close();
    const { page, errors } = await open(true);
    await expect
      .poll(async () => {
        await switchIn(page).click();
        return switchIn(page).getAttribute('aria-pressed');
      })
      .toBe('true');
    expect(await switchIn(page).textContent()).toBe('Drawer lamp: on');
    expect(errors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    await page.context().close();
  });
});
