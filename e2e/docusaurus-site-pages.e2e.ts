import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newDesktopPage, useBrowser, watchErrors, watchCsp, cspViolations, hydrated } from './browser';
import { serveBuild, type ServedBuild } from './serve-build';

/**
 * The pages fixture site (fixtures/docusaurus-site-pages, built into build.fixture-pages/ by
 * `npm run build:fixture-pages`): docs outside the site folder served at `/`, a second docs instance,
 * the pages plugin (a React home page with a CSS module and state, a Markdown page), and the blog
 * pages Docusaurus generates (tags, authors, recent-posts sidebar, reading time).
 */
const dir = resolve(import.meta.dirname, '..', 'build.fixture-pages');
const browser = useBrowser();
let server: ServedBuild | undefined;
let base = '';

beforeAll(async () => {
  if (!existsSync(resolve(dir, 'index.html'))) throw new Error('No build of the second fixture site: run `npm run build:fixture-pages` first');
  server = await serveBuild(dir);
  base = server.url;
});
afterAll(async () => {
  await server?.close();
});

/** Opens a page with CSP violations recorded from the first byte. */
async function open(path: string): Promise<{ page: Page; errors: string[]; csp: () => Promise<string[]>; pageViews: URL[] }> {
  const page = await newDesktopPage(browser());
  // The Tag Manager container's script, answered here (no network in tests): it marks that it ran.
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.__gtmScriptRan = true;' }));
  // gtag's page views (GA4's collection endpoint), answered here and remembered.
  const pageViews: URL[] = [];
  await page.route('https://www.google-analytics.com/**', async (route) => {
    pageViews.push(new URL(route.request().url()));
    await route.fulfill({ status: 204 });
  });
  const errors = watchErrors(page);
  await watchCsp(page);
  await page.goto(`${base}${path}`);
  return { page, errors, csp: () => cspViolations(page), pageViews };
}

describe("a React page inside theme-classic's Layout (src/pages/latest-notes.js)", () => {
  it("gets theme-common's contexts from the Layout: its useColorMode reads the mode, prerendered and after hydration", async () => {
    const html = await (await fetch(`${base}/latest-notes`)).text();
    expect(html).toContain('<p class="latest-notes-mode">Shown in the <!-- -->light<!-- --> scheme.</p>');
    const { page, errors, csp } = await open('/latest-notes');
    await hydrated(page);
    expect(await page.locator('.latest-notes-mode').textContent()).toBe('Shown in the light scheme.');
    // The reader's choice reaches it through the same provider.
    await page.locator('button.color-mode-toggle').first().click();
    await expect.poll(() => page.locator('.latest-notes-mode').textContent()).toBe('Shown in the dark scheme.');
    expect(errors).toEqual([]);
    expect(await csp()).toEqual([]);
    await page.close();
  });
});

describe("the site's own Docusaurus plugin (plugins/orchard-almanac)", () => {
  it('serves the route it added, prerendered with its createData module and global data as props, and its head tags on every page', async () => {
    const html = await (await fetch(`${base}/almanac`)).text();
    expect(html).toContain('Crimson Dawn apple');
    // Its configureWebpack: two aliases and two DefinePlugin constants, in the prerendered page.
    expect(html).toContain('spring<!-- --> edition for <!-- -->zone 7b (mild winters)<!-- -->; chill is counted in <!-- -->chill hours below 7 °C');
    expect(html).toContain('<meta name="orchard-almanac" content="spring edition" />');
    const home = await (await fetch(`${base}/`)).text();
    expect(home).toContain('<link rel="preconnect" href="https://tiles.orchard.example" />');
    // postBuild ran once the output was written, with every route (the plugin's own among them).
    const routes = (await (await fetch(`${base}/almanac-routes.txt`)).text()).split('\n');
    expect(routes).toContain('/almanac');
    expect(routes).toContain('/intro');
    // Its props.routes: Docusaurus's route tree, each docs version holding its pages' routes.
    const versions = (await (await fetch(`${base}/almanac-versions.txt`)).text()).trim().split('\n');
    expect(versions.length).toBeGreaterThan(0);
    for (const line of versions) expect(line).toMatch(/^\/\S* (last|older): [1-9]\d* pages$/);
    // The docs at the root, a React page, the plugin's own route and a Markdown page, each with the plugin and component that made it.
    expect((await (await fetch(`${base}/almanac-makers.txt`)).text()).trim().split('\n')).toEqual([
      '/ docusaurus-plugin-content-docs @theme/DocVersionRoot',
      '/ docusaurus-plugin-content-pages @site/src/pages/index.js',
      '/about docusaurus-plugin-content-pages @theme/MDXPage',
      // As the plugin gave it to addRoute.
      '/almanac orchard-almanac @site/src/components/AlmanacPage.js',
    ]);
    const { page, errors, csp } = await open('/almanac');
    await expect.poll(() => page.locator('.almanac-summary').textContent()).toBe('3 varieties; frost-free from April 20.');
    expect(await page.locator('.almanac-list li').count()).toBe(3);
    // A theme component of the plugin's getThemePath folder, imported as @theme/AlmanacBadge.
    expect(await page.locator('.almanac-edition .badge').textContent()).toBe('Spring edition');
    // The site's src/theme/AlmanacBadge wraps it through @theme-original: the plugin's badge, inside.
    expect(await page.locator('.almanac-edition .almanac-badge[title="From the orchard almanac"] > .badge').textContent()).toBe('Spring edition');
    // <Translate>'s message is the plugin's default (getDefaultCodeTranslationMessages), not the text written in the page.
    expect(await page.locator('.almanac-note').textContent()).toBe('Bloom dates shift about a week per 100 m of altitude.');
    // In the browser, its polyfill plugin's fallback for Node's `os` and its provided `Buffer`.
    await expect.poll(() => page.locator('.almanac-polyfills').textContent()).toBe('browser, 7 bytes');
    expect(await page.locator('.almanac-zone').textContent()).toBe('spring edition for zone 7b (mild winters); chill is counted in chill hours below 7 °C.');
    // The client module ran before the app, and its onRouteDidUpdate after the first render.
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.almanacLastRoute)).toBe('/almanac');
    expect(await page.evaluate(() => document.documentElement.dataset.almanac)).toBe('ready');
    // Its postBodyTags script, at the end of the body.
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.almanacFooter)).toBe('ran');
    expect(await page.locator('body > script[src="/js/almanac-footer.js"]').count()).toBe(1);
    expect(await csp()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is reached by client-side navigation like any other page, its client module told of each route change', async () => {
    const { page, errors, csp } = await open('/');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.almanacLastRoute)).toBe('/');
    await page.getByRole('link', { name: 'Bloom almanac' }).click();
    await page.waitForURL(`${base}/almanac`);
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe('Bloom almanac');
    await expect.poll(() => page.locator('.almanac-list li').count()).toBe(3);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.almanacLastRoute)).toBe('/almanac');
    await page.getByRole('link', { name: 'Back to the manual' }).click();
    await page.waitForURL(`${base}/intro`);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.almanacLastRoute)).toBe('/intro');
    expect(await csp()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a site without themeConfig.footer', () => {
  it('draws no footer, prerendered or hydrated, as theme-classic draws none', async () => {
    expect(await (await fetch(`${base}/intro`)).text()).not.toContain('<footer class="footer');
    const { page, errors } = await open('/intro');
    await page.locator('article h1').first().waitFor();
    await page.locator('header.navbar').getByRole('link', { name: 'Field guide' }).click();
    await page.waitForURL(`${base}/field-guide/intro`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Field guide for installers');
    expect(await page.locator('footer.footer').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('@docusaurus/plugin-google-gtag (preset gtag)', () => {
  it('sends a GA4 page view for the first page and each route change, under the CSP, without gtag.js or an inline snippet', async () => {
    const { page, errors, csp, pageViews } = await open('/');
    await expect.poll(() => pageViews.length).toBe(1);
    await page.getByRole('link', { name: 'Bloom almanac' }).click();
    await page.waitForURL(`${base}/almanac`);
    await expect.poll(() => pageViews.length).toBe(2);
    expect(pageViews.map((u) => [u.pathname, u.searchParams.get('tid'), u.searchParams.get('en'), new URL(u.searchParams.get('dl')!).pathname])).toEqual([
      ['/g/collect', 'G-ORCHARD01', 'page_view', '/'],
      ['/g/collect', 'G-ORCHARD01', 'page_view', '/almanac'],
    ]);
    expect(await page.locator('script[src*="gtag/js"]').count()).toBe(0);
    expect(await csp()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('@docusaurus/plugin-google-tag-manager', () => {
  it("loads the container's script from its src under the CSP, and the app starts its data layer (no inline snippet)", async () => {
    const { page, errors, csp } = await open('/');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __gtmScriptRan?: boolean }).__gtmScriptRan)).toBe(true);
    await expect
      .poll(() => page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((e) => e.event)))
      .toEqual(['gtm.js']);
    expect(await page.locator('script[src="https://www.googletagmanager.com/gtm.js?id=GTM-ORCH4RD"]').count()).toBe(1);
    expect(await csp()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the pages plugin', () => {
  it('prerenders the React home page and hydrates it under the CSP: its button changes state', async () => {
    const html = await (await fetch(`${base}/`)).text();
    expect(html).toContain('<h1>Orchard Controller</h1>');
    expect(html).toContain('Valves opened: <!-- -->0');
    const { page, errors, csp } = await open('/');
    const button = page.getByRole('button', { name: /Valves opened/ });
    // A click before hydration is lost (the server HTML has no handlers): poll until React took it.
    await expect
      .poll(async () => {
        await button.click();
        return button.textContent();
      })
      .not.toBe('Valves opened: 0');
    // The CSS module's class is applied and its rules loaded.
    expect(await page.locator('header h1').evaluate((h) => getComputedStyle(h.parentElement!).textAlign)).toBe('center');
    // Sass (docusaurus-plugin-sass): the page's .module.scss and the site's .scss customCss, compiled.
    expect(await button.evaluate((b) => getComputedStyle(b).borderRadius)).toBe('6px');
    expect(await page.locator('.orchard-footer-note').evaluate((p) => getComputedStyle(p).borderTopColor)).toBe('rgb(109, 76, 65)');
    expect(await csp()).toEqual([]);
    expect(errors).toEqual([]);
    // The Layout's links use the compat Link: client-side navigation to the docs at the root.
    await page.getByRole('link', { name: 'Read the manual' }).click();
    await page.waitForURL(`${base}/intro`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Welcome to Orchard');
    await page.context().close();
  });

  it("draws the SVG files the home page imports as React components (SVGR, with the site's svgrConfig), prerendered and after hydration, and the one a doc imports at build time", async () => {
    // As the classic template writes its features: `require('@site/static/img/x.svg').default` and an `import`.
    const html = await (await fetch(`${base}/`)).text();
    const svgs = (text: string) => [...text.matchAll(/<svg [^>]*class="featureSvg[^"]*"[^>]*role="img"[^>]*><title>([^<]+)<\/title>/g)].map((m) => m[1]);
    expect(svgs(html)).toEqual(['Raindrop', 'Valve wheel']);
    const { page, errors, csp } = await open('/');
    await hydrated(page);
    const drawn = page.locator('svg[role="img"]');
    expect(
      await drawn.evaluateAll((els) => els.map((e) => [e.querySelector('title')?.textContent, e.getAttribute('viewBox'), e.getBoundingClientRect().width])),
    ).toEqual([
      ['Raindrop', '0 0 64 64', 96],
      ['Valve wheel', '0 0 64 64', 96],
    ]);
    // The preset's `svgr.svgrConfig.svgProps` marks each drawing.
    expect(await drawn.evaluateAll((els) => els.map((e) => e.getAttribute('data-drawn')))).toEqual(['orchard', 'orchard']);
    // No request for the files themselves: they are drawn inline, as Docusaurus draws them.
    expect(
      await page.evaluate(() => performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.svg') && !r.name.endsWith('favicon.svg')).length),
    ).toBe(0);
    expect(await csp()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
    // A doc's MDX import, rendered at build time with its `title` prop and size.
    const doc = await (await fetch(`${base}/getting-started/first-schedule`)).text();
    expect(doc).toMatch(
      /<p class="schedule-seedling"><svg [^>]*width="32" height="32" viewBox="0 0 48 48" data-drawn="orchard"><title>A seedling, for a first season<\/title>/,
    );
  });

  it("draws the site's Infima classes and variables as Docusaurus does, and its dark navbar in both colour modes", async () => {
    const { page, errors } = await open('/');
    const hero = page.locator('section.hero');
    // `hero--primary` takes the site's `--ifm-color-primary`; the container is Infima's width;
    // `button--secondary`, `button--lg` and `margin-bottom--lg` are Infima's.
    expect(await hero.evaluate((h) => getComputedStyle(h).backgroundColor)).toBe('rgb(78, 125, 47)');
    expect(await hero.locator('.container').evaluate((c) => getComputedStyle(c).maxWidth)).toBe('1140px');
    const button = hero.getByRole('link', { name: 'Plan the first zone' });
    expect(await button.evaluate((b) => [getComputedStyle(b).backgroundColor, getComputedStyle(b).fontSize])).toEqual(['rgb(235, 237, 240)', '18.9px']);
    expect(await hero.locator('.margin-bottom--lg').evaluate((p) => getComputedStyle(p).marginBottom)).toBe('32px');
    // The navbar: the site's colour set on `.navbar` itself, and the icon drawn in the site's CSS
    // with `--ifm-navbar-link-color` (light on the dark bar), named for screen readers.
    const navbar = page.locator('header.navbar');
    expect(await navbar.evaluate((n) => getComputedStyle(n).backgroundColor)).toBe('rgb(35, 48, 26)');
    const source = navbar.getByRole('link', { name: 'Source code' });
    expect(await source.evaluate((a) => [getComputedStyle(a, '::before').width, getComputedStyle(a, '::before').backgroundColor])).toEqual([
      '22px',
      'rgb(245, 246, 247)',
    ]);
    expect(await navbar.getByRole('link', { name: 'Docs' }).evaluate((a) => getComputedStyle(a).color)).toBe('rgb(245, 246, 247)');
    // Of Infima's classes the layer has those the site's pages and code name: the site never writes
    // an alert or a card, so their rules (and the variables only they read) are not shipped.
    const sheets = await page.evaluate(() =>
      Array.from(document.styleSheets, (sheet) => Array.from(sheet.cssRules, (rule: CSSRule) => rule.cssText).join('\n')).join('\n'),
    );
    for (const used of ['.button--lg', '.hero--primary', '.margin-bottom--lg']) expect(sheets, used).toContain(used);
    for (const unused of ['.alert--danger', '.card__footer', '.pills__item', '--ifm-alert-', '--ifm-card-']) expect(sheets, unused).not.toContain(unused);
    // In dark mode the bar stays the site's colour.
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await navbar.evaluate((n) => getComputedStyle(n).backgroundColor)).toBe('rgb(35, 48, 26)');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("names the React page's own stylesheets in the prerendered head: they apply before any script runs", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    // styles.module.css (the page's CSS module) and the Infima layer, with no JavaScript at all.
    expect(await page.locator('header h1').evaluate((h) => getComputedStyle(h.parentElement!).textAlign)).toBe('center');
    expect(await page.locator('section.hero').evaluate((h) => getComputedStyle(h).backgroundColor)).toBe('rgb(78, 125, 47)');
    // Each stylesheet is named once.
    const hrefs = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    await context.close();
  });

  it("gives a React page @docusaurus/router's hooks: it reads the query with useLocation and navigates with useHistory", async () => {
    const { page, errors, csp } = await open('/fault-codes');
    const explained = page.locator('.fault-explained');
    expect(await explained.textContent()).toBe('Pick a code to see what it means.');
    // The site config as the page's `config` prop, as Docusaurus's pages plugin passes it.
    expect(await page.locator('.fault-site').textContent()).toBe('Codes shown by the Orchard Controller.');
    // A click before hydration is lost: poll until React took it.
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'E2' }).click();
        return explained.textContent();
      })
      .toBe('E2: the flow sensor reads water while every valve is closed.');
    expect(new URL(page.url()).search).toBe('?code=E2');
    await page.goBack();
    await expect.poll(() => explained.textContent()).toBe('Pick a code to see what it means.');
    expect(await csp()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('draws the Markdown a React page imports, compiled by the build: prerendered, kept by hydration, its front matter read', async () => {
    const html = await (await fetch(`${base}/fault-codes`)).text();
    expect(html).toContain('<th>Reset</th>');
    expect(html).toContain('<code>VALVE</code>');
    const { page, errors, csp } = await open('/fault-codes');
    const resets = page.locator('.fault-resets');
    expect(await resets.getAttribute('data-reviewed')).toBe('spring');
    expect(await resets.locator('tbody tr').count()).toBe(2);
    expect(await resets.locator('tbody tr').first().textContent()).toBe('E1Hold VALVE for five seconds');
    // Its link is the site's link: a client navigation once React took the page.
    await hydrated(page);
    await resets.getByRole('link', { name: 'about page' }).click();
    await page.waitForURL(`${base}/about`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('About Orchard');
    expect(await csp()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("compiles Markdown a React page imports with its folder's loader: the pages plugin's remark plugin, the site's Prism theme, the file's own component", async () => {
    const html = await (await fetch(`${base}/fault-codes`)).text();
    const wiring = html.slice(html.indexOf('class="fault-wiring"'));
    // The file is in src/pages: the pages plugin's remark plugin drew the button name as a key.
    expect(wiring).toContain('<kbd>FLOW</kbd>');
    // The partial in src/components is outside every content plugin's folder: no plugin ran on it.
    expect(html).toContain('<code>VALVE</code>');
    expect(html).not.toContain('<kbd>VALVE</kbd>');
    // Its component, rendered by the server.
    expect(wiring).toContain('<figcaption>Main line</figcaption>');
    // The image and the download next to it are files of the bundle, as webpack's loaders make them on Docusaurus.
    const imageUrl = /<img src="([^"]+)" alt="The main line feeding four zone valves"/.exec(wiring)?.[1];
    expect(imageUrl).toMatch(/^\/assets\/wiring-loop-[\w-]+\.svg$/);
    const imageResponse = await fetch(`${base}${imageUrl}`);
    expect(imageResponse.status).toBe(200);
    expect(await imageResponse.text()).toContain('Main line feeding four zone valves');
    const sheetUrl = /href="(\/assets\/zone-sheet-[\w-]+\.csv)"/.exec(wiring)?.[1];
    expect(sheetUrl).toBeDefined();
    expect(await (await fetch(`${base}${sheetUrl}`)).text()).toContain('4,greenhouse,black');
    const { page, errors, csp } = await open('/fault-codes');
    const section = page.locator('.fault-wiring');
    expect(await section.getAttribute('data-checked')).toBe('autumn');
    const drawn = section.locator('img[alt="The main line feeding four zone valves"]');
    await drawn.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(160);
    const keyword = section.locator('pre span', { hasText: 'const' }).last();
    expect(await keyword.evaluate((s) => getComputedStyle(s).color)).toBe('rgb(138, 43, 158)');
    // The component's state works once React took the page, which kept the files' URLs.
    await hydrated(page);
    expect(await drawn.getAttribute('src')).toBe(imageUrl);
    await section.getByRole('button', { name: 'Show the reading' }).click();
    await expect.poll(() => section.locator('output').textContent()).toBe('14 L/min');
    expect(await csp()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("follows a React page's @docusaurus/router Redirect once the app starts: its prerendered page is empty, as Docusaurus's static render leaves it", async () => {
    const html = await (await fetch(`${base}/who-we-are`)).text();
    expect(html).not.toContain('small team of gardeners');
    const { page, errors, csp } = await open('/who-we-are');
    await page.waitForURL(`${base}/about`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('About Orchard');
    expect(await csp()).toEqual([]);
    expect(errors).toEqual([]);
    // Replaced, not pushed: going back leaves the site rather than landing on the redirect again.
    await page.goBack();
    expect(page.url()).not.toContain('/who-we-are');
    await page.context().close();
  });

  it("lays a Markdown page out as Docusaurus's MDXPage: its content alone, its wrapperClassName, a component's CSS module", async () => {
    const html = await (await fetch(`${base}/about`)).text();
    const { page, errors } = await open('/about');
    // The page's own heading only (no title heading, no doc chrome), where Docusaurus puts the content.
    expect(await page.locator('.main-wrapper.about-page main.container.container--fluid.margin-vert--lg > .row > .col > article h1').allTextContents()).toEqual(
      ['About Orchard'],
    );
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.locator('.doc-sidebar, .copy-page').count()).toBe(0);
    expect(await page.title()).toBe('About Orchard | Orchard Controller');
    // Season renders at build time with its CSS module's classes, named as the browser's bundle names them.
    const season = page.locator('article aside');
    const classes = (await season.getAttribute('class'))!;
    expect(classes).toMatch(/^season_[\w-]{6}$/);
    expect(html).toContain(`<aside class="${classes}">`);
    expect(await season.evaluate((a) => getComputedStyle(a).borderLeftColor)).toBe('rgb(46, 125, 50)');
    expect(await season.locator('strong').evaluate((s) => getComputedStyle(s).textTransform)).toBe('uppercase');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('docs options', () => {
  it('serves docs from outside the site folder at the root, with their sidebar and tags', async () => {
    const { page, errors } = await open('/getting-started/install');
    expect(await page.locator('article h1').textContent()).toBe('Install the controller');
    // A one-line `<p className>` (MDX reads it as text): its own paragraph, not one inside another,
    // so the page hydrates as it was rendered (a hydration error would be in `errors`).
    expect(await page.locator('.orchard-caution').evaluate((p) => [p.tagName, p.parentElement!.tagName])).toEqual(['P', 'DIV']);
    expect(await page.locator('.doc-sidebar').getByRole('link', { name: 'First schedule' }).count()).toBe(1);
    await page.locator('.post-tags').getByRole('link', { name: 'Hardware' }).click();
    await page.waitForURL(`${base}/tags/hw`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('One doc tagged with "Hardware"');
    await page.getByRole('link', { name: 'View all tags' }).click();
    await page.waitForURL(`${base}/tags`);
    await expect.poll(() => page.locator('main .tags-list a').allTextContents()).toEqual(['Hardware 1', 'Setup 3']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("colours code with the site's own Prism theme: its background and its token colours", async () => {
    const { page, errors } = await open('/getting-started/first-schedule');
    const block = page.locator('.code-block', { hasText: 'const schedule' });
    expect(await block.locator('pre').evaluate((p) => getComputedStyle(p).backgroundColor)).toBe('rgb(251, 248, 240)');
    const colour = (text: string) =>
      block
        .locator('span', { hasText: text })
        .last()
        .evaluate((s) => getComputedStyle(s).color);
    expect(await colour('const')).toBe('rgb(138, 43, 158)');
    expect(await colour("'06:30'")).toBe('rgb(31, 111, 42)');
    expect(await colour('1')).toBe('rgb(155, 77, 0)');
    expect(await colour('// twelve')).toBe('rgb(94, 94, 94)');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("applies the stylesheet a partial imports, and renders the partial's component", async () => {
    const { page, errors } = await open('/getting-started/first-schedule');
    const badge = page.locator('article .zone-badge');
    expect(await badge.textContent()).toBe('all 8 zones');
    expect(await badge.evaluate((b) => getComputedStyle(b).textTransform)).toBe('uppercase');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("compiles the site's scripts with its Babel config (Flow types), and hands a browser component its JSX prop", async () => {
    // FlowGauge (Flow types, state) is a browser component; its `caption` prop is JSX with <code>.
    const html = await (await fetch(`${base}/getting-started/install`)).text();
    expect(html).toContain('<figcaption>Flow through <code>valve 1</code></figcaption>');
    const { page, errors, csp } = await open('/getting-started/install');
    const gauge = page.locator('article figure.flow-gauge');
    expect(await gauge.locator('figcaption code').textContent()).toBe('valve 1');
    const button = gauge.getByRole('button');
    // A click before hydration is lost (the server HTML has no handlers): poll until React took it.
    await expect
      .poll(async () => {
        if ((await button.textContent()) === 'Show the reading') await button.click();
        return gauge.locator('output').count();
      })
      .toBe(1);
    expect(await gauge.locator('output').textContent()).toBe('12 L/min');
    // The caption stayed the prop's elements after hydration, not text.
    expect(await gauge.locator('figcaption').innerHTML()).toBe('Flow through <code>valve 1</code>');
    expect(await csp()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('gives the second docs instance its own routes and sidebar', async () => {
    const { page, errors } = await open('/recipes/lawn');
    expect(await page.locator('article h1').textContent()).toBe('Lawn zones');
    const links = await page.locator('.doc-sidebar a').allTextContents();
    expect(links).toEqual(expect.arrayContaining(['Drip line for raised beds', 'Lawn zones']));
    expect(links).not.toContain('Welcome to Orchard');
    // The page's Markdown imports @theme/AlmanacBadge, a component of the site plugin's theme folder.
    expect(await page.locator('article .markdown .almanac-badge > .badge--secondary').textContent()).toBe('Cool-season grass');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("draws the recipes with their docs instance's route component (docItemComponent): its wrapper and provider around the body, the rest of the doc page kept", async () => {
    // Prerendered: AlmanacDocItem read the page's own front matter, and SeasonNote its provider.
    const prerendered = await (await fetch(`${base}/recipes/lawn`)).text();
    // In the body's place in `.markdown`, after this theme's copy-page row.
    expect(prerendered).toMatch(
      /<div class="markdown"><div class="copy-page">.*?<\/div><div class="almanac-doc" data-season="early autumn"><h1 id="lawn-zones">Lawn zones<\/h1>/,
    );
    expect(prerendered).toContain('<p class="season-note">Best done in <!-- -->early autumn<!-- -->: <!-- -->overseed thin patches.</p>');
    const { page, errors, csp } = await open('/recipes/lawn');
    await expect
      .poll(() => page.locator('article .almanac-doc[data-season="early autumn"] .season-note').textContent())
      .toBe('Best done in early autumn: overseed thin patches.');
    // Hydrated: its own state answers the reader.
    await page.locator('article .almanac-done').click();
    await expect.poll(() => page.locator('article .almanac-done').textContent()).toBe('Done this season');
    // On <html>: the classes AlmanacDocItem's HtmlClassNameProvider adds, not theme-classic's DocItem's doc id.
    expect(prerendered).toMatch(/<html [^>]*class="[^"]*\bdocs-doc-page almanac-doc-lawn\b/);
    expect(prerendered).not.toContain('docs-doc-id-lawn');
    // Its chunk is named in the head of its instance's pages only, beside the page's own files.
    expect(prerendered).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/_theme-route-component-fill_recipes-[\w-]+\.js">/);
    expect(await (await fetch(`${base}/intro`)).text()).not.toContain('route-component');
    // The doc column around it is still the doc page's: breadcrumbs, the sidebar, the paginator.
    expect(await page.locator('.doc-sidebar a', { hasText: 'Lawn zones' }).count()).toBe(1);
    expect(await page.locator('article nav.paginator').count()).toBe(1);
    expect(await page.locator('article nav.breadcrumbs').count()).toBe(1);
    // Client navigation to another recipe: the same route component, with that page's front matter (none: its default).
    await page.locator('.doc-sidebar a', { hasText: 'Mulch and compost' }).click();
    await page.waitForURL(`${base}/recipes/mulch%20and%20compost`);
    await expect.poll(() => page.locator('article .almanac-doc').getAttribute('data-season')).toBe('any season');
    const htmlClasses = () => page.evaluate(() => document.documentElement.className.split(' '));
    // The id has spaces, so its class is three tokens, as on Docusaurus.
    await expect.poll(htmlClasses).toEqual(expect.arrayContaining(['almanac-doc-mulch', 'and', 'compost']));
    expect((await htmlClasses()).filter((c) => c.startsWith('docs-doc-id-'))).toEqual([]);
    // A doc of the main instance keeps theme-classic's DocItem.
    await page.goto(`${base}/intro`);
    await expect.poll(() => page.locator('article h1').first().textContent()).toBe('Welcome to Orchard');
    expect(await page.locator('.almanac-doc').count()).toBe(0);
    await expect.poll(htmlClasses).toContain('docs-doc-id-intro');
    expect(await csp()).toEqual([]);
    expect(errors).toEqual([]);
    // From it, a client navigation to a recipe loads the route component with the page, then draws it
    // (that recipe's picture is missing on purpose: its 404 is the page's own).
    await page.locator('article a', { hasText: 'recipes section' }).click();
    await page.waitForURL(`${base}/recipes/drip-line`);
    await expect.poll(() => page.locator('article .almanac-doc').getAttribute('data-season')).toBe('any season');
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await page.context().close();
  });

  it("gives a component's useLayoutDoc null for a draft recipe (global data's draftIds), prerendered and after hydration, where an unknown id would throw", async () => {
    const prerendered = await (await fetch(`${base}/recipes/mulch%20and%20compost`)).text();
    expect(prerendered).toMatch(
      /<ul class="next-recipes"><li><a [^>]*href="\/recipes\/lawn"[^>]*>Lawn zones<\/a><\/li><li>Frost cloth \(not published yet\)<\/li><\/ul>/,
    );
    const { page, errors, csp } = await open('/recipes/mulch%20and%20compost');
    await hydrated(page);
    expect(await page.locator('article .next-recipes li').allTextContents()).toEqual(['Lawn zones', 'Frost cloth (not published yet)']);
    // The published recipe's link goes through the app.
    await page.locator('article .next-recipes a', { hasText: 'Lawn zones' }).click();
    await page.waitForURL(`${base}/recipes/lawn`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Lawn zones');
    expect(await csp()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('serves a doc whose id has spaces at its encoded address, reached from the sidebar, with its .html form redirected', async () => {
    // Docusaurus keeps the spaces of a doc `id` in its route; the host's rules must still parse and match.
    const { page, errors } = await open('/recipes/lawn');
    await page.locator('.doc-sidebar a', { hasText: 'Mulch and compost' }).click();
    await page.waitForURL(`${base}/recipes/mulch%20and%20compost`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Mulch and compost');
    const direct = await page.request.get(`${base}/recipes/mulch%20and%20compost`);
    expect(direct.status()).toBe(200);
    expect(await direct.text()).toContain('Spread five centimetres of shredded bark');
    const html = await page.request.get(`${base}/recipes/mulch%20and%20compost.html`, { maxRedirects: 0 });
    expect(html.status()).toBe(301);
    expect(html.headers()['location']).toBe('/recipes/mulch%20and%20compost');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows a third instance's own `manual` sidebar (it shares the main docs' sidebars file), reached by a navbar docSidebar item with docsPluginId", async () => {
    const { page, errors } = await open('/');
    const navbar = page.locator('header.navbar');
    await navbar.getByRole('link', { name: 'Field guide' }).click();
    await page.waitForURL(`${base}/field-guide/intro`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Field guide for installers');
    const sidebarLinks = () => page.locator('.doc-sidebar a').allTextContents();
    // Its own docs only (the category, closed here, holds the rest): not the main docs' intro.
    expect(await sidebarLinks()).toEqual(['Field guide for installers']);
    expect(await page.locator('.doc-sidebar').textContent()).toContain('Getting started');
    // The item is marked on every page of that sidebar, as Docusaurus marks docSidebar items.
    await page.locator('article').getByRole('link', { name: 'handover sheet' }).click();
    await page.waitForURL(`${base}/field-guide/getting-started/handover`);
    await expect.poll(() => page.locator('article .markdown').textContent()).toContain('Leave the owner a single page');
    // Its front matter says hide_title: no title is drawn above a body without a heading of its own.
    expect(await page.locator('article h1').count()).toBe(0);
    expect(await page.title()).toMatch(/^Handover sheet/);
    await expect.poll(sidebarLinks).toEqual(['Field guide for installers', 'Site survey', 'Handover sheet']);
    expect(await navbar.getByRole('link', { name: 'Field guide' }).getAttribute('aria-current')).toBe('page');
    // The main docs keep their own `manual` sidebar.
    await page.goto(`${base}/getting-started/install`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Install the controller');
    expect(await sidebarLinks()).toEqual(['Welcome to Orchard', 'Install the controller', 'First schedule']);
    expect(await navbar.getByRole('link', { name: 'Field guide' }).getAttribute('aria-current')).toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the blog pages Docusaurus generates', () => {
  it('lists posts two per page with the recent-posts sidebar and reading time, without drafts or unlisted posts', async () => {
    const { page, errors } = await open('/blog');
    expect(await page.locator('main h1').textContent()).toBe('Field notes');
    expect(await page.locator('.blog-summary h2').allTextContents()).toEqual(['Winterizing your valves', 'Rain delay']);
    expect(await page.locator('.blog-sidebar-title').textContent()).toBe('Latest notes');
    expect(await page.locator('.blog-sidebar li').allTextContents()).toEqual(['Winterizing your valves', 'Rain delay', 'Hello, Orchard']);
    expect(await page.locator('.blog-summary .reading-time').first().textContent()).toMatch(/\d+ min read/);
    await page.getByRole('link', { name: 'Older' }).click();
    await page.waitForURL(`${base}/blog/page/2`);
    await expect.poll(() => page.locator('.blog-summary h2').allTextContents()).toEqual(['Hello, Orchard']);
    expect(errors).toEqual([]);
    const draft = await fetch(`${base}/blog/2024/06/01/unfinished`);
    expect(draft.status).toBe(404);
    await page.context().close();
  });

  it('builds an unlisted post that asks not to be indexed, says so above it, and is in no list', async () => {
    const response = await fetch(`${base}/blog/2024/05/05/secret-preview`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // theme-common's UnlistedMetadata.
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    // Theme-classic's unlisted banner above the post.
    expect(html).toMatch(/<aside class="admonition admonition-caution theme-unlisted-banner" aria-label="Unlisted page">.*This page is unlisted\./);
    expect(html.indexOf('theme-unlisted-banner')).toBeLessThan(html.indexOf('<article class="blog-post"'));
    const firmware = await (await fetch(`${base}/blog/tags/firmware`)).text();
    expect(firmware).toContain('One post tagged with');
    expect(firmware).not.toContain('A preview only linked');
    expect(await (await fetch(`${base}/blog/rss.xml`)).text()).not.toContain('secret-preview');
  });

  it('links tags on posts to their pages, and lists every tag', async () => {
    const { page, errors } = await open('/blog/2024/03/10/rain-delay');
    await page.locator('.post-tags').getByRole('link', { name: 'announcements' }).click();
    await page.waitForURL(`${base}/blog/tags/announcements`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('2 posts tagged with "announcements"');
    await expect.poll(() => page.locator('.blog-summary h2').allTextContents()).toEqual(['Rain delay', 'Hello, Orchard']);
    await page.getByRole('link', { name: 'View all tags' }).click();
    await page.waitForURL(`${base}/blog/tags`);
    await expect.poll(() => page.locator('main .tags-list a').allTextContents()).toEqual(['announcements 2', 'firmware 1', 'maintenance 1']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('gives authors with page: true a page of their posts, linked from their posts', async () => {
    const { page, errors } = await open('/blog/2024/02/01/hello-orchard');
    await page.locator('.post-meta').getByRole('link', { name: 'Inès Varga', exact: true }).click();
    await page.waitForURL(`${base}/blog/authors/ines`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Inès Varga');
    await expect.poll(() => page.locator('.blog-summary h2').allTextContents()).toEqual(['Rain delay', 'Hello, Orchard']);
    await page.getByRole('link', { name: 'View all authors' }).click();
    await page.waitForURL(`${base}/blog/authors`);
    // Every author is listed, as Docusaurus lists them; Oskar has no page and no URL: his name is plain text.
    await expect.poll(() => page.locator('.author-card .author-name').allTextContents()).toEqual(['Inès Varga', 'Oskar Brandt']);
    expect(await page.locator('.author-card').getByRole('link', { name: 'Inès Varga', exact: true }).getAttribute('href')).toBe('/blog/authors/ines');
    expect(await page.locator('.author-card').getByRole('link', { name: 'Oskar Brandt' }).count()).toBe(0);
    expect((await fetch(`${base}/blog/authors/oskar`)).status).toBe(404);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  /** An author's social links in a part of the page: accessible name, href, target and rel. */
  const socialLinks = (page: Page, selector: string) =>
    page
      .locator(`${selector} .author-socials a`)
      .evaluateAll((links) =>
        links.map((a) =>
          [a.querySelector('.visually-hidden')?.textContent, a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')].join(' | '),
        ),
      );
  const inesLinks = [
    'GitHub: Inès Varga | https://github.com/ines-orchard | _blank | noopener noreferrer',
    'X: Inès Varga | https://x.com/InesGrows | _blank | noopener noreferrer',
    'Stack Overflow: Inès Varga | https://stackoverflow.com/users/4417 | _blank | noopener noreferrer',
    'Email: Inès Varga | mailto:ines@orchard.example | _blank | noopener noreferrer',
    'allotment: Inès Varga | https://allotment.example/@ines | _blank | noopener noreferrer',
  ];

  it("draws authors' socials beside them on a post, prerendered and after hydration, under the CSP", async () => {
    // The prerendered HTML has them before any script runs.
    const html = await (await fetch(`${base}/blog/2024/03/10/rain-delay`)).text();
    expect(html).toContain('href="https://github.com/ines-orchard"');
    expect(html).toContain('<span class="visually-hidden">Stack Overflow: Inès Varga</span>');
    const { page, errors, csp } = await open('/blog/2024/03/10/rain-delay');
    await hydrated(page);
    expect(await socialLinks(page, 'article .post-meta')).toEqual(inesLinks);
    // Oskar has no socials: none are drawn for him.
    expect(await page.locator('article .post-meta .author-socials').count()).toBe(1);
    // The accessible name says the platform and whose link it is (and that it opens a new tab).
    const github = page.getByRole('link', { name: 'GitHub: Inès Varga (opens in a new tab)', exact: true });
    expect(await github.locator('svg').getAttribute('data-social')).toBe('GH');
    // An inline front-matter author's, after a client navigation from the recent-posts sidebar.
    await page.locator('.blog-sidebar').getByRole('link', { name: 'Winterizing your valves' }).click();
    await page.waitForURL(`${base}/blog/2024/04/22/winterizing`);
    await expect
      .poll(() => socialLinks(page, 'article .post-meta'))
      .toEqual([
        'Bluesky: Pia Holm | https://bsky.app/profile/pia-holm.example | _blank | noopener noreferrer',
        'LinkedIn: Pia Holm | https://people.example/pia | _blank | noopener noreferrer',
      ]);
    expect(errors).toEqual([]);
    expect(await csp()).toEqual([]);
    await page.context().close();
  });

  it("draws an author's socials on their page and in the authors list, prerendered and after hydration", async () => {
    const html = await (await fetch(`${base}/blog/authors/ines`)).text();
    expect(html).toContain('href="https://x.com/InesGrows"');
    const { page, errors, csp } = await open('/blog/authors/ines');
    await hydrated(page);
    expect(await socialLinks(page, '.author-header')).toEqual(inesLinks);
    await page.getByRole('link', { name: 'View all authors' }).click();
    await page.waitForURL(`${base}/blog/authors`);
    await expect.poll(() => socialLinks(page, '.author-card')).toEqual(inesLinks);
    expect(errors).toEqual([]);
    expect(await csp()).toEqual([]);
    await page.context().close();
  });
});
