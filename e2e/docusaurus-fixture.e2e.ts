import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, watchErrors } from './browser';

/**
 * The Docusaurus fixture site (fixtures/docusaurus-site, built into build.fixture/ by
 * `npm run build:fixture`) in Chromium: the constructs a Docusaurus site uses, as a reader sees them.
 */
const base = inject('fixtureBaseUrl');
let browser: Browser;

beforeAll(async () => {
  if (!base) throw new Error('No fixture build: run `npm run build:fixture` before the browser tests');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${base}${path}`);
  await page.locator('article h1').first().waitFor();
  return { page, errors };
}

describe('a Docusaurus site folder, built as it stands', () => {
  it('shows every admonition type, titled the legacy and the bracket way, nested and inside elements', async () => {
    const { page, errors } = await open('/docs/intro');
    const kinds = await page.locator('aside.admonition').evaluateAll((els: Element[]) => els.map((e) => e.className.replace('admonition admonition-', '')));
    for (const kind of ['note', 'tip', 'info', 'warning', 'danger', 'caution']) expect(kinds).toContain(kind);
    expect(await page.locator('aside.admonition-tip .admonition-heading').first().textContent()).toContain('Pro tip');
    expect(await page.locator('aside.admonition-info .admonition-heading').first().textContent()).toContain('Bracketed title');
    expect(await page.locator('aside.admonition aside.admonition .admonition-heading').textContent()).toContain('Inner');
    expect(await page.locator('details summary').textContent()).toBe('Why are there so many kinds?');
    expect(await page.locator('article').textContent()).not.toContain('never reaches the page');
    const logo = page.locator('img[alt="The Lantern logo"]');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('highlights code at build time, with a title, highlighted lines, line numbers and a copy button', async () => {
    const { page, errors } = await open('/docs/basics/install');
    const titled = page.locator('.code-block', { has: page.locator('.code-block-title', { hasText: 'install.sh' }) });
    expect(await titled.locator('.line.highlighted').count()).toBe(1);
    expect(await titled.locator('.line.highlighted').textContent()).toBe('. .venv/bin/activate');
    expect(await page.locator('.code-block.line-numbers').count()).toBeGreaterThan(0);
    expect(await page.locator('.code-block[data-language="yaml"] .line.highlighted').count()).toBe(2);
    // Colours are CSS variables for both themes, set by Shiki at build time.
    expect(await titled.locator('pre span[style*="--shiki-dark"]').count()).toBeGreaterThan(3);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await titled.getByRole('button', { name: /copy/i }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('python3 -m venv .venv\n. .venv/bin/activate\npip install lantern-cli');
    expect(errors).toEqual([]);
  });

  it('keeps tabs with the same groupId in step and remembers the choice', async () => {
    const { page, errors } = await open('/docs/basics/configure');
    const groups = page.locator('.tabs');
    expect(await groups.count()).toBe(2);
    const selected = () => groups.evaluateAll((els) => els.map((g) => g.querySelector('[role="tab"][aria-selected="true"]')?.textContent));
    expect(await selected()).toEqual(['Linux', 'Linux']);
    await groups.first().getByRole('tab', { name: 'macOS' }).click();
    expect(await selected()).toEqual(['macOS', 'macOS']);
    expect(await groups.nth(1).locator('[role="tabpanel"]:not([hidden])').textContent()).toContain('brew services start lantern');
    await page.reload();
    await page.locator('article h1').waitFor();
    await expect.poll(selected).toEqual(['macOS', 'macOS']);
    // The <CodeBlock> component is highlighted like a fence.
    expect(await page.locator('.code-block-title', { hasText: 'minimal.yaml' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('renders mermaid diagrams in both colour modes and shows a broken diagram’s error in place', async () => {
    const { page } = await open('/docs/advanced/diagrams');
    const first = page.locator('figure.mermaid-diagram').first();
    await first.locator('svg').waitFor();
    expect(await first.getAttribute('data-mode')).toBe('light');
    const lightSvg = await first.locator('svg').innerHTML();
    await expect.poll(() => page.locator('figure.mermaid-diagram').nth(1).locator('.mermaid-error').textContent()).toContain('Diagram error');
    await page
      .getByRole('button', { name: /dark mode/i })
      .first()
      .click();
    await expect.poll(() => first.getAttribute('data-mode')).toBe('dark');
    await expect.poll(async () => (await first.locator('svg').innerHTML()) !== lightSvg).toBe(true);
    expect(await first.locator('svg').textContent()).toContain('Hub');
  });

  it('loads components from the site’s own files and from MDX exports, lazily', async () => {
    const { page, errors } = await open('/docs/advanced/components');
    // Each component is its own lazily loaded chunk: they appear independently.
    await expect.poll(() => page.locator('.lantern-highlight').textContent()).toBe('highlighted');
    await expect.poll(() => page.locator('.lantern-badge').textContent()).toBe('beta');
    await expect.poll(() => page.locator('.lantern-accent').textContent()).toBe('accented');
    await expect.poll(() => page.locator('.lantern-swatch').count()).toBe(1);
    const counter = page.locator('.lantern-counter');
    await expect.poll(() => counter.textContent()).toBe('Pressed 2 times');
    await counter.click();
    expect(await counter.textContent()).toBe('Pressed 3 times');
    expect(await page.locator('article').textContent()).toContain('This paragraph lives in a partial');
    expect(errors).toEqual([]);
  });

  it('renders raw HTML, data imports, relative images and generated category indexes', async () => {
    const { page, errors } = await open('/docs/advanced/markup');
    expect(await page.locator('div.lantern-note').count()).toBe(2);
    expect(await page.locator('center').textContent()).toBe('Centred text');
    expect(await page.locator('iframe[title="Lantern demo"]').count()).toBe(1);
    expect(await page.locator('table td').first().textContent()).toBe('a | b');
    const wiring = page.locator('img[alt="Wiring diagram"]');
    expect(await wiring.getAttribute('src')).toMatch(/^\/assets\/content\/wiring\.\w+\.svg$/);
    await expect.poll(() => wiring.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await page.locator('aside.admonition-warning pre').textContent()).toBe('lantern reset --hard');
    expect(await page.locator('article').textContent()).toContain('The paragraph after the admonition is ordinary text again.');

    await page.goto(`${base}/docs/advanced/data`);
    await expect.poll(() => page.locator('article').textContent()).toContain('Lantern drives up to 64 lamps in 8 groups. The first bulb is');
    expect(await page.locator('article').textContent()).toContain('Warm white at 2700K. This page belongs to Mira.');

    await page.goto(`${base}/docs/basics/`);
    await expect.poll(() => page.locator('ul.generated-index a').allTextContents()).toEqual(['Installing Lantern', 'Configuring Lantern']);
    expect(await page.locator('img.themed-image-light').isVisible()).toBe(true);
    expect(await page.locator('img.themed-image-dark').isVisible()).toBe(false);
    expect(await page.locator('img[alt="Wiring, required"]').getAttribute('src')).toMatch(/^\/assets\/content\/wiring\.\w+\.svg$/);

    await page.goto(`${base}/docs/category/advanced`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Advanced topics');
    expect(await page.locator('ul.generated-index a').allTextContents()).toEqual(['Local components', 'Raw HTML and markup', 'Diagrams']);
    // A folder's _category_.json names its autogenerated category and gives it a generated index.
    await page.goto(`${base}/docs/category/how-to-guides`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('All how-to guides');
    expect(await page.locator('ul.generated-index a').allTextContents()).toEqual(['Wake up with light', 'Dim the lamps at night']);
    // The site's CSP (netlify.toml) does not allow framing other origins: the iframe is in the page,
    // its external content is blocked by policy, which is the only console error allowed here.
    expect(errors.filter((e) => !/Framing 'https:\/\/lantern\.example\/' violates the following Content Security Policy/.test(e))).toEqual([]);
  });

  it('evaluates the JavaScript in MDX at build time: data imports, computed text, table rows and sections', async () => {
    const { page, errors } = await open('/docs/evaluated/data-tables');
    const article = page.locator('article');
    expect(await article.textContent()).toContain('Dimmable models: LX-20, LX-30.');
    expect(await article.textContent()).toContain('Lamps fade over 2 minutes; the bridge listens on port 8480.');
    expect(await article.textContent()).toContain('The newest change: "Version 2.4 adds fading."');
    const rows = page.locator('table.lamp-models tbody tr');
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(2).locator('td').allTextContents()).toEqual(['LX-30', 'Garden string', 'built in', '']);
    const testers = rows.nth(1).locator('td').nth(3);
    expect(await testers.locator('a').allTextContents()).toEqual(['ansel (opens in a new tab)', 'brigid (opens in a new tab)']);
    expect(await testers.evaluate((td) => td.childNodes[1]?.textContent)).toBe(', ');
    expect(await testers.locator('a').nth(1).getAttribute('href')).toBe('https://people.lantern.example/brigid');
    expect(await page.locator('h3').evaluateAll((hs) => hs.map((h) => `${h.id} ${h.firstChild?.textContent}`))).toEqual([
      'scenes-lx-10 Porch globe',
      'scenes-lx-20 Reading lamp',
      'scenes-lx-30 Garden string',
    ]);
    expect(await page.locator('ul.lamp-scenes li').allTextContents()).toEqual(['evening', 'focus', 'party']);
    // Already in the prerendered HTML: nothing of it is computed in the browser.
    const html = await (await fetch(`${base}/docs/evaluated/data-tables`)).text();
    expect(html).toContain('Garden string');
    expect(html).toContain('https://people.lantern.example/brigid');
    expect(errors).toEqual([]);
  });

  it('renders site components at build time (doc titles, a CodeBlock from data) and runs state components in the browser', async () => {
    const { page, errors } = await open('/docs/evaluated/components');
    expect(await page.locator('.guide-list a').allTextContents()).toEqual(['Installing Lantern', 'Configuring Lantern']);
    expect(await page.locator('.guide-list p').textContent()).toBe('Start with these guides (Lantern Docs)');
    const recipe = page.locator('.code-block', { has: page.locator('.code-block-title', { hasText: 'LX-20.yaml' }) });
    expect(await recipe.locator('pre').textContent()).toBe('lamp: LX-20\nscene: evening\nbrightness: 40');
    expect(await recipe.locator('pre span[style*="--shiki-dark"]').count()).toBeGreaterThan(3);
    // An `export const` with useState in an mdx-code-block, loaded lazily, reacting to input.
    const namer = page.locator('.lamp-namer');
    await namer.locator('input').waitFor();
    expect(await namer.getByRole('button', { name: 'Rename' }).isDisabled()).toBe(true);
    await namer.locator('input').fill('Desk lamp');
    await namer.getByRole('button', { name: 'Rename' }).click();
    await expect.poll(() => namer.locator('.lamp-namer-result').textContent()).toBe('Renamed to Desk lamp');
    // A component file with useState and an npm package (ms), in the browser.
    const dimmer = page.locator('.lantern-dimmer');
    await expect.poll(() => dimmer.locator('output').textContent()).toBe('40% (fades in 4s)');
    await dimmer.locator('input').fill('75');
    await expect.poll(() => dimmer.locator('output').textContent()).toBe('75% (fades in 8s)');
    expect(errors).toEqual([]);
  });

  it('shows old-style inline authors and keyed authors on posts', async () => {
    const { page, errors } = await open('/blog/2023/11/02/first-light');
    expect(await page.locator('article').textContent()).toContain('Mira Okafor');
    await page.getByRole('link', { name: 'next post' }).click();
    await page.waitForURL(`${base}/blog/2024/03/14/dimming`);
    await expect.poll(() => page.locator('article').textContent()).toContain('Tomás Lind');
    expect(errors).toEqual([]);
  });
});
