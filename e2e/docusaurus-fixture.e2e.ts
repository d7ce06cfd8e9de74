import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newDesktopPage, useBrowser, watchErrors, hydrated, isPartHydrated } from './browser';

/**
 * The Docusaurus fixture site (fixtures/docusaurus-site, built into build.fixture/ by
 * `npm run build:fixture`) in Chromium: the constructs a Docusaurus site uses, as a reader sees them.
 */
const base = inject('fixtureBaseUrl');
const browser = useBrowser();

beforeAll(() => {
  if (!base) throw new Error('No fixture build: run `npm run build:fixture` before the browser tests');
});

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await newDesktopPage(browser());
  const errors = watchErrors(page);
  await page.goto(`${base}${path}`);
  await page.locator('article h1').first().waitFor();
  await hydrated(page);
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
    expect(await page.locator('.markdown details summary').textContent()).toBe('Why are there so many kinds?');
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
    // Tokens coloured at build time by Prism, in CSS variables for both themes (prism-code.e2e.ts checks the colours).
    expect(await titled.locator('pre span[style*="--shiki-"]').count()).toBeGreaterThan(2);
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
    expect(await isPartHydrated(counter)).toBe(true);
    await counter.click();
    expect(await counter.textContent()).toBe('Pressed 3 times');
    expect(await page.locator('article').textContent()).toContain('This paragraph lives in a partial');
    expect(errors).toEqual([]);
  });

  it('renders Markdown imported by the page and by a component, each with its own imports and props, and its headings in the TOC', async () => {
    const page = await newDesktopPage(browser());
    const errors = watchErrors(page);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto(`${base}/docs/evaluated/partials`);
    await page.locator('article h1').first().waitFor();
    await hydrated(page);
    const article = page.locator('article .markdown');
    // The page and both fragments import Tabs, TabItem, LampBadge and the wattage data, and each exports its own `steps`.
    const panels = article.locator('.tabs [role="tabpanel"]:not([hidden])');
    expect(await panels.allTextContents()).toEqual([
      "The page's own tab: a desk lamp draws 40 W.",
      'Unscrew the desk shade and fit a bulb of at most 40 W, in 3 steps.',
      "The desk lamp's 40 W circuit is wired in 5 steps.",
    ]);
    expect(await article.locator('.lamp-badge').count()).toBe(6);
    // Their tabs share the page's groupId, as if written in the page.
    await article.locator('.tabs').nth(1).getByRole('tab', { name: 'Floor lamp' }).click();
    await expect
      .poll(() => panels.allTextContents())
      .toEqual([
        "The page's own tab: a floor lamp draws 60 W.",
        'Lift the floor globe and fit a bulb of at most 60 W, in 3 steps.',
        "The floor lamp's 60 W circuit is wired in 5 steps.",
      ]);
    // Props: one fragment rendered twice with different props.
    expect(await article.locator('.lantern-caution--high').textContent()).toBe('Switch the lamp off before you touch the mains cable (risk: high).');
    expect(await article.locator('.lantern-caution--low').textContent()).toBe('Switch the lamp off before you touch the battery pack (risk: low).');
    // A component renders the Markdown file it imports; the file's links resolve from its own folder.
    const sheet = article.locator('section.spec-sheet');
    expect(await sheet.locator('td').allTextContents()).toEqual(['Bulb', 'E27, 60 W', 'Cable', '2 m, braided']);
    expect(await sheet.getByRole('link', { name: 'installing' }).getAttribute('href')).toBe('/docs/basics/install');
    expect(await article.getByRole('link', { name: 'the install guide' }).getAttribute('href')).toBe('/docs/basics/install');
    // The fragments' headings are in the page's TOC where their elements stand, as in Docusaurus.
    expect(await page.locator('nav.toc a').allTextContents()).toEqual(['Changing the bulb', 'Wiring the lamp', 'Safety', 'Specification']);
    // Rendered at build time: the browser loads no module for the Markdown files or their components.
    expect(requests.filter((p) => /_fragments|_spec-table|LampBadge|SpecSheet|\.mdx?$/.test(p))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
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
    // An image has no size until it has loaded, and so is not visible yet on a busy machine: wait for it.
    await page.locator('img.themed-image-light').waitFor({ state: 'visible' });
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
    expect(await recipe.locator('pre span[style*="--shiki-"]').count()).toBeGreaterThan(3);
    // An `export const` with useState in an mdx-code-block, loaded lazily, reacting to input.
    const namer = page.locator('.lamp-namer');
    // Its module loaded with the route, before hydration: the page hydrates whole, as Docusaurus's
    // does, so what a reader types as soon as React owns the page is never lost to server HTML.
    expect(await isPartHydrated(namer.locator('input'))).toBe(true);
    expect(await namer.getByRole('button', { name: 'Rename' }).isDisabled()).toBe(true);
    await namer.locator('input').fill('Desk lamp');
    await namer.getByRole('button', { name: 'Rename' }).click();
    await expect.poll(() => namer.locator('.lamp-namer-result').textContent()).toBe('Renamed to Desk lamp');
    // A component file with useState and an npm package (ms), in the browser.
    const dimmer = page.locator('.lantern-dimmer');
    await expect.poll(() => dimmer.locator('output').textContent()).toBe('40% (fades in 4s)');
    expect(await isPartHydrated(dimmer.locator('input'))).toBe(true);
    await dimmer.locator('input').fill('75');
    await expect.poll(() => dimmer.locator('output').textContent()).toBe('75% (fades in 8s)');
    // The page's head preloads both components' files, beside the entry; a page without them does not.
    const preloads = async (path: string) => {
      const html = await (await fetch(`${base}${path}`)).text();
      return [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)\.js">/g)].map((m) => m[1]!).join(' ');
    };
    expect(await preloads('/docs/evaluated/components')).toMatch(/\bDimmer-.*\bdocs-evaluated-components-mdx-LampNamer\./);
    expect(await preloads('/docs/evaluated/data-tables')).not.toMatch(/Dimmer|LampNamer/);
    expect(errors).toEqual([]);
  });

  it("draws components whose JSX text Babel reads and esbuild does not (a `>`, a `}`, a stray `/>`), prerendered and hydrated, as Docusaurus's Babel compiles them", async () => {
    // Prerendered: the build-time one in the page's HTML, the one with state rendered by the server bundle.
    const html = await (await fetch(`${base}/docs/advanced/components`)).text();
    expect(html).toContain('<p class="lantern-scale-note">LX-20 steps: dim &gt; glow &gt; bright }<span class="lantern-scale-mark"></span>/&gt;</p>');
    expect(html).toMatch(/<button type="button" class="lantern-trip-switch">Porch(<!-- -->)?: (<!-- -->)?live(<!-- -->)? &gt; flip<\/button>/);
    // Hydrated: the same text, and the switch's state runs.
    const { page, errors } = await open('/docs/advanced/components');
    expect(await page.locator('.lantern-scale-note').textContent()).toBe('LX-20 steps: dim > glow > bright }/>');
    const trip = page.locator('.lantern-trip-switch');
    expect(await isPartHydrated(trip)).toBe(true);
    expect(await trip.textContent()).toBe('Porch: live > flip');
    await trip.click();
    await expect.poll(() => trip.textContent()).toBe('Porch: tripped > flip');
    expect(errors).toEqual([]);
  });

  it('runs a module the MDX imports for its effect alone before the page renders, once, on a client navigation and on a first visit', async () => {
    // Prerendered: the custom element as written; the module defines it in the browser only.
    const html = await (await fetch(`${base}/docs/advanced/components`)).text();
    expect(html).toContain('<lamp-glow watts="40">porch lantern</lamp-glow>');
    const glow = (page: Page) => page.evaluate(() => document.querySelector('lamp-glow')?.shadowRoot?.textContent ?? null);
    const runs = (page: Page) => page.evaluate(() => (window as { lampGlowRuns?: number }).lampGlowRuns ?? 0);

    // A client navigation into the page loads the module with the page's components.
    const { page, errors } = await open('/docs/advanced/markup');
    expect(await runs(page)).toBe(0);
    await page.locator('a.sidebar-link', { hasText: 'Local components' }).click();
    await page.waitForURL(`${base}/docs/advanced/components`);
    await page.locator('lamp-glow').waitFor();
    // Defined before React drew the element: it is upgraded, its shadow tree drawn, as the page shows.
    expect(await glow(page)).toBe('lit at 40 W: ');
    expect(await runs(page)).toBe(1);
    // Away and back: the module ran once.
    await page.locator('a.sidebar-link', { hasText: 'Raw HTML and markup' }).click();
    await page.waitForURL(`${base}/docs/advanced/markup`);
    await page.goBack();
    await page.locator('lamp-glow').waitFor();
    expect(await glow(page)).toBe('lit at 40 W: ');
    expect(await runs(page)).toBe(1);
    expect(errors).toEqual([]);

    // A first visit: the module runs before the page hydrates.
    const first = await open('/docs/advanced/components');
    expect(await glow(first.page)).toBe('lit at 40 W: ');
    expect(await runs(first.page)).toBe(1);
    expect(first.errors).toEqual([]);
  });

  it('shows old-style inline authors and keyed authors on posts', async () => {
    const { page, errors } = await open('/blog/2023/11/02/first-light');
    expect(await page.locator('article').textContent()).toContain('Mira Okafor');
    await page.getByRole('link', { name: 'next post' }).click();
    await page.waitForURL(`${base}/blog/2024/03/14/dimming`);
    await expect.poll(() => page.locator('article').textContent()).toContain('Tomás Lind');
    expect(errors).toEqual([]);
  });

  it('lists the recent posts under a heading per year, newest first (Docusaurus 3.5: groupByYear)', async () => {
    const { page, errors } = await open('/blog/2023/11/02/first-light');
    const sidebar = page.getByRole('navigation', { name: 'Blog recent posts navigation' });
    expect(await sidebar.locator('h3').allTextContents()).toEqual(['2024', '2023']);
    expect(await sidebar.getByRole('group', { name: '2023' }).getByRole('link').allTextContents()).toEqual(['First light']);
    expect(await sidebar.getByRole('group', { name: '2023' }).getByRole('link').getAttribute('aria-current')).toBe('page');
    expect(errors).toEqual([]);
  });
});

/** Relative luminance (WCAG) of a CSS `rgb()`/`rgba()` colour. */
function luminance(css: string): number {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('breadcrumbs as Docusaurus shows them', () => {
  it('a house icon for the home page, the categories as links, and the page under its sidebar label', async () => {
    const { page, errors } = await open('/docs/basics/install');
    const crumbs = page.locator('nav.breadcrumbs li');
    expect(await crumbs.count()).toBe(3);
    const home = crumbs.nth(0).locator('a');
    expect(await home.getAttribute('aria-label')).toBe('Home page');
    expect(await home.locator('svg').count()).toBe(1);
    expect((await home.textContent())?.trim()).toBe('');
    expect(await crumbs.nth(1).locator('a').textContent()).toBe('Basics');
    expect(await crumbs.nth(2).getAttribute('aria-current')).toBe('page');
    expect(await crumbs.nth(2).textContent()).toBe('Installing Lantern');
    // The current item is a tinted pill, as Docusaurus's is.
    const pill = await crumbs
      .nth(2)
      .locator('.breadcrumbs-link')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(pill).not.toBe('rgba(0, 0, 0, 0)');
    // A top-level doc: the home icon and its sidebar label ("Welcome"), not its title.
    const top = await open('/docs/intro');
    const topCrumbs = top.page.locator('nav.breadcrumbs li');
    expect(await topCrumbs.count()).toBe(2);
    expect(await topCrumbs.nth(1).textContent()).toBe('Welcome');
    expect(await top.page.locator('article h1').first().textContent()).toBe('Welcome to Lantern');
    expect([...errors, ...top.errors]).toEqual([]);
  });
});

describe('Docusaurus 3.x constructs (fixtures/docusaurus-site/docs/compat/)', () => {
  it('labels every admonition keyword as Docusaurus does, with its look and icon', async () => {
    const { page, errors } = await open('/docs/compat/admonition-words');
    const boxes = await page.locator('article aside.admonition').evaluateAll((els: Element[]) =>
      els.map((e) => ({
        kind: e.className.replace('admonition admonition-', ''),
        label: e.querySelector('.admonition-heading')!.textContent.trim(),
        icon: e.querySelector('.admonition-icon path')!.getAttribute('d'),
      })),
    );
    expect(boxes.map(({ kind, label }) => [kind, label])).toEqual([
      ['note', 'note'],
      ['tip', 'tip'],
      ['info', 'info'],
      ['warning', 'warning'],
      ['danger', 'danger'],
      ['caution', 'caution'],
      ['info', 'important'],
      ['tip', 'success'],
      ['note', 'secondary'],
      ['info', 'Before you start'],
      ['note', 'note'],
    ]);
    const icon = (label: string) => boxes.find((b) => b.label === label)!.icon;
    expect(icon('important')).toBe(icon('info'));
    expect(icon('success')).toBe(icon('tip'));
    expect(icon('secondary')).toBe(icon('note'));
    expect(icon('caution')).toBe(icon('warning'));
    expect(new Set(['note', 'tip', 'warning', 'danger'].map(icon)).size).toBe(4);
    // Shown upper-case, as Docusaurus's stylesheet does.
    expect(
      await page
        .locator('aside.admonition-info .admonition-heading')
        .nth(1)
        .evaluate((e) => getComputedStyle(e).textTransform),
    ).toBe('uppercase');
    // The note left open holds the rest of the file.
    expect(await page.locator('article aside.admonition').last().textContent()).toContain('This closing note has no closing fence.');
    expect(errors).toEqual([]);
  });

  it('takes a heading id from a trailing {/* #id */} comment, which never shows', async () => {
    const { page, errors } = await open('/docs/compat/heading-comments');
    expect(await page.locator('article h2#quiet-hours').textContent()).toContain('Quiet hours at night');
    expect(await page.locator('article h3#obeying-lamps').textContent()).toContain('Which lamps obey');
    expect(await page.locator('article h2#legacy-form').count()).toBe(1);
    expect(await page.locator('article').textContent()).not.toMatch(/\/\*|#quiet-hours \*/);
    const toc = await page.locator('nav.toc a').allTextContents();
    expect(toc).toContain('Quiet hours at night');
    expect(toc.join(' ')).not.toContain('/*');
    // Inline code and emphasis of a heading show in the TOC as Docusaurus shows them.
    const marked = page.locator('nav.toc a[href="#dim-after"]');
    expect(await marked.evaluate((a) => a.innerHTML)).toBe('<code>dim_after</code> and <em>gentle</em> fades');
    // Emoji shortcodes, as Docusaurus's default remark-emoji renders them; code keeps the shortcode.
    expect(await page.locator('article').textContent()).toContain('Lamps marked 🔒 ignore the schedule');
    expect(await page.locator('article code', { hasText: ':lock:' }).count()).toBe(1);
    await page.getByRole('link', { name: 'quiet hours', exact: true }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#quiet-hours');
    expect(errors).toEqual([]);
  });

  it('breaks diagram labels at \\n, <br> and <br/>, and draws edges readable in dark mode', async () => {
    const { page, errors } = await open('/docs/compat/diagram-line-breaks');
    const figure = page.locator('figure.mermaid-diagram');
    await figure.locator('svg').waitFor();
    expect(await figure.locator('.mermaid-error').count()).toBe(0);
    const labels = async () => (await figure.locator('svg .edgeLabel foreignObject > div').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
    expect(await labels()).toEqual(['motion seen +\nlight level', 'turn on\nat 40 percent', 'state report\nback to hub']);
    expect(await figure.locator('svg').textContent()).toContain('Sensor');

    await page
      .getByRole('button', { name: /dark mode/i })
      .first()
      .click();
    await expect.poll(() => figure.getAttribute('data-mode')).toBe('dark');
    await expect.poll(() => figure.locator('svg style').textContent()).toContain('c9d1d9');
    const pageBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const edges = await figure.locator('svg .flowchart-link').evaluateAll((els: Element[]) => els.map((e) => getComputedStyle(e).stroke));
    expect(edges).toHaveLength(3);
    for (const stroke of edges) expect(contrast(stroke, pageBg)).toBeGreaterThan(4.5);
    const arrowheads = await figure.locator('svg marker path').evaluateAll((els: Element[]) => els.map((e) => getComputedStyle(e).fill));
    expect(arrowheads.length).toBeGreaterThan(0);
    for (const fill of arrowheads) expect(contrast(fill, pageBg)).toBeGreaterThan(4.5);
    // Edge labels sit on their own light box, their text dark on it.
    const label = figure.locator('svg .edgeLabel .label span, svg .edgeLabel p').first();
    const [text, box] = await label.evaluate((e) => {
      let el: Element | null = e;
      let bg = 'rgba(0, 0, 0, 0)';
      while (el && /rgba\(0, 0, 0, 0\)|transparent/.test(bg)) {
        bg = getComputedStyle(el).backgroundColor;
        el = el.parentElement;
      }
      return [getComputedStyle(e).color, bg];
    });
    expect(contrast(text, box)).toBeGreaterThan(4.5);
    expect(await labels()).toContain('turn on\nat 40 percent');
    expect(errors).toEqual([]);
  });

  it('resolves Markdown links the way Docusaurus does, and follows a _redirects chain', async () => {
    const { page, errors } = await open('/docs/compat/markdown-links');
    const href = (name: string) => page.getByRole('link', { name, exact: true }).getAttribute('href');
    expect(await href('page about admonition words')).toBe('/docs/compat/admonition-words#the-aliases');
    expect(await href('the page with comment ids')).toBe('/docs/compat/heading-comments#quiet-hours');
    expect(await href('the install guide')).toBe('/docs/basics/install');
    expect(await href('the times option')).toBe('/docs/reference#times');
    expect(await href('the welcome page')).toBe('/docs/intro#start-here');
    expect(await href('the reference')).toBe('/docs/reference');
    expect(await href('configuration page')).toBe('/docs/basics/configure');

    await page.goto(`${base}/docs/compat/windows-line-endings`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Written on Windows');
    expect(await page.locator('article h2').first().textContent()).toContain('Still a heading');

    const response = await page.goto(`${base}/docs/getting-started`);
    expect(new URL(page.url()).pathname).toBe('/docs/intro');
    expect(response?.status()).toBe(200);
    const first = await fetch(`${base}/docs/getting-started`, { redirect: 'manual' });
    expect([first.status, first.headers.get('location')]).toEqual([301, '/docs/start']);
    expect(errors).toEqual([]);
  });
});
