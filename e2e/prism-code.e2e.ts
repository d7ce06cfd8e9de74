import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { themes, type PrismTheme } from 'prism-react-renderer';
import { newDesktopPage, useBrowser, watchErrors, hydrated } from './browser';

/**
 * Code on a Docusaurus site, coloured as Docusaurus colours it: the fixture site
 * (fixtures/docusaurus-site, `npm run build:fixture`) names prism-react-renderer's `vsLight` theme
 * for light mode (its colours meet WCAG AA on white; the classic template's `github` greys its
 * comments below it) and `dracula` for dark mode, and loads
 * bash, docker, nginx and http besides prism-react-renderer's languages.
 */
const base = inject('fixtureBaseUrl');
const browser = useBrowser();

beforeAll(() => {
  if (!base) throw new Error('No fixture build: run `npm run build:fixture` before the browser tests');
});

/** A token's style as prism-react-renderer's `getTokenProps` gives it: its types' styles merged in order. */
function styleOf(theme: PrismTheme, types: string[], language: string): { color: string; fontStyle: string } {
  const dict: Record<string, { color?: string; fontStyle?: string }> = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) dict[type] = { ...dict[type], ...entry.style };
  }
  const style = Object.assign({}, ...types.map((t) => dict[t])) as { color?: string; fontStyle?: string };
  return { color: style.color ?? theme.plain.color!, fontStyle: style.fontStyle ?? 'normal' };
}

/** A CSS colour as the browser computes it (`#00009f` → `rgb(0, 0, 159)`). */
const computed = (page: Page, color: string) =>
  page.evaluate((c) => {
    const probe = document.createElement('i');
    probe.style.color = c;
    document.body.append(probe);
    const value = getComputedStyle(probe).color;
    probe.remove();
    return value;
  }, color);

/**
 * The look of the first text of `pre` that holds `text`: its element's colour and font style (a
 * token in the block's own colour has no span; neighbours painted alike share one).
 */
const look = (pre: Locator, text: string) =>
  pre.evaluate((el, wanted) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.includes(wanted)) continue;
      const style = getComputedStyle(node.parentElement!);
      return { color: style.color, fontStyle: style.fontStyle };
    }
    return null;
  }, text);

/** The tokens checked: a block's language, the token's text, and the types Prism gives it. */
const TOKENS: [string, string, string[]][] = [
  ['python', 'import', ['keyword']],
  ['json', '"lamps"', ['property']],
  ['json', '2', ['number']],
  ['json', '"porch"', ['string']],
  // An additional language (prismjs's docker, named `dockerfile` by the block).
  ['dockerfile', 'FROM', ['instruction', 'keyword']],
];

describe("code coloured by the site's Prism themes", () => {
  it('paints blocks and tokens in the light theme, then the dark one after the colour mode switches', async () => {
    const page = await newDesktopPage(browser());
    const errors = watchErrors(page);
    await page.goto(`${base}/docs/basics/install`);
    await page.locator('article h1').first().waitFor();
    await hydrated(page);
    const mode = () => page.evaluate(() => document.documentElement.dataset.theme);
    if ((await mode()) !== 'light') {
      await page.locator('.color-mode-toggle').click();
      await expect.poll(mode).toBe('light');
    }
    const block = (language: string) => page.locator(`.code-block[data-language="${language}"] pre`).first();
    const check = async (theme: PrismTheme, name: string) => {
      const pre = block('python');
      expect(await pre.evaluate((el) => getComputedStyle(el).backgroundColor), `${name} background`).toBe(await computed(page, theme.plain.backgroundColor!));
      expect(await pre.evaluate((el) => getComputedStyle(el).color), `${name} text`).toBe(await computed(page, theme.plain.color!));
      for (const [language, text, types] of TOKENS) {
        const expected = styleOf(theme, types, language === 'dockerfile' ? 'dockerfile' : language);
        expect(await look(block(language), text), `${name}: ${language} ${text}`).toEqual({
          color: await computed(page, expected.color),
          fontStyle: expected.fontStyle,
        });
      }
      // jinja2 is not among the site's languages: one plain run of text, as Docusaurus shows it.
      expect(await block('jinja2').locator('span[style]').count()).toBe(0);
      expect(await block('jinja2').evaluate((el) => getComputedStyle(el).color)).toBe(await computed(page, theme.plain.color!));
    };
    await check(themes.vsLight, 'light (vsLight)');
    await page.locator('.color-mode-toggle').click();
    await expect.poll(mode).toBe('dark');
    await check(themes.dracula, 'dark (dracula)');
    // The two themes differ where it is checked: the switch did change the colours.
    expect(styleOf(themes.vsLight, ['keyword'], 'python')).not.toEqual(styleOf(themes.dracula, ['keyword'], 'python'));
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
