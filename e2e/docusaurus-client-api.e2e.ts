import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newDesktopPage, useBrowser, watchErrors, hydrated } from './browser';

/**
 * Docusaurus's client API in the fixture site (fixtures/docusaurus-site/docs/evaluated/client-api.mdx,
 * built into build.fixture/ by `npm run build:fixture`): the component that needs a browser, as
 * prerendered and once hydrated, under the site's CSP.
 */
const base = inject('fixtureBaseUrl');
const browser = useBrowser();
const PATH = '/docs/evaluated/client-api';

beforeAll(() => {
  if (!base) throw new Error('No fixture build: run `npm run build:fixture` before the browser tests');
});

/** What a page's head says about it. */
const headOf = async (page: Page) => ({
  title: await page.title(),
  descriptions: await page.locator('meta[name="description"]').evaluateAll((els: Element[]) => els.map((m) => m.getAttribute('content'))),
  console: await page.locator('meta[name="lantern:console"]').evaluateAll((els: Element[]) => els[0]?.getAttribute('content') ?? null),
});

/** The `lantern:mdx` metas a page's head holds: set by `<Head>` in the page's MDX. */
const mdxMetas = (page: Page) => page.locator('meta[name="lantern:mdx"]').evaluateAll((els: Element[]) => els.map((m) => m.getAttribute('content')));

describe('the Docusaurus client API in the browser', () => {
  it("prerenders the component's head tags into the page's head, and its first render into the page", async () => {
    const response = await fetch(`${base}${PATH}`);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title data-rh="true">Lamp console | Lantern</title>');
    expect(head.match(/<meta name="description"[^>]*>/g)).toEqual([
      '<meta name="description" content="A console for one lantern, with its own head tags." data-rh="true"/>',
    ]);
    expect(head).toContain('<meta name="lantern:console" content="on" data-rh="true"/>');
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).not.toContain('<title');
    expect(body).toContain('The client API<!-- --> (<!-- -->evaluated/client-api<!-- -->), sidebar <!-- -->guide');
    expect(body).toContain('<p class="console-browser">waiting for the browser</p>');
    // The site's Root (src/theme/Root.js) is above the page while it prerenders: its trail is empty.
    expect(body).toContain('<p class="console-trail">pages this visit: 0</p>');
    expect(body).toContain('<span class="console-width">width unknown</span>');
  });

  it('hydrates: useIsBrowser, BrowserOnly, ErrorBoundary and the head as the component set it', async () => {
    const page = await newDesktopPage(browser());
    const errors = watchErrors(page);
    await page.goto(`${base}${PATH}`);
    await hydrated(page);
    const console_ = page.locator('.lamp-console');
    await expect.poll(() => console_.locator('.console-browser').textContent()).toBe('lit in the browser');
    await expect.poll(() => console_.locator('.console-trail').textContent()).toBe('pages this visit: 1');
    expect(await console_.locator('.console-width').textContent()).toBe('window measured');
    expect(await headOf(page)).toEqual({
      title: 'Lamp console | Lantern',
      descriptions: ['A console for one lantern, with its own head tags.'],
      console: 'on',
    });

    await console_.getByRole('button', { name: 'Blow the fuse' }).click();
    const reset = console_.getByRole('button', { name: 'the fuse blew: reset' });
    await reset.waitFor();
    await reset.click();
    await console_.getByText('fuse intact').waitFor();
    // React reports what a boundary caught to the console; nothing else may be there.
    expect(errors.filter((e) => !e.includes('the fuse blew'))).toEqual([]);
  });

  it("puts <Head> written in a page's MDX, imported or not, into the prerendered head and swaps it on client navigation", async () => {
    const prerendered = async (path: string) => {
      const html = await (await fetch(`${base}${path}`)).text();
      return { head: html.slice(0, html.indexOf('</head>')), body: html.slice(html.indexOf('<div id="root">')) };
    };
    const imported = await prerendered(PATH);
    expect(imported.head).toContain(`<meta name="lantern:mdx" content="set in the page&#x27;s own MDX" data-rh="true"/>`);
    expect(imported.head).toContain('<link rel="help" href="/docs/intro" data-rh="true"/>');
    expect(imported.body).not.toContain('lantern:mdx');
    const builtin = await prerendered('/docs/evaluated/components');
    expect(builtin.head).toContain('<meta name="lantern:mdx" content="set without an import" data-rh="true"/>');
    expect(builtin.body).not.toContain('lantern:mdx');

    const page = await newDesktopPage(browser());
    const errors = watchErrors(page);
    await page.goto(`${base}${PATH}`);
    await hydrated(page);
    expect(await mdxMetas(page)).toEqual(["set in the page's own MDX"]);
    await page.locator('.lamp-console').getByRole('button', { name: 'Go to the components' }).click();
    await page.locator('article h1', { hasText: 'Components at build time' }).waitFor();
    await expect.poll(() => mdxMetas(page)).toEqual(['set without an import']);
    expect(await page.locator('link[rel="help"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("navigates with useHistory, and the next page's head replaces the component's; back again, it returns", async () => {
    const page = await newDesktopPage(browser());
    const errors = watchErrors(page);
    await page.goto(`${base}${PATH}`);
    await hydrated(page);
    await page.locator('.lamp-console').getByRole('button', { name: 'Go to the components' }).click();
    await page.waitForURL(`${base}/docs/evaluated/components`);
    await page.locator('article h1', { hasText: 'Components at build time' }).waitFor();
    await expect
      .poll(() => headOf(page))
      .toEqual({
        title: 'Components at build time | Lantern Docs',
        descriptions: ['Site components rendered into the page while it builds, and the ones that run in the browser.'],
        console: null,
      });
    await page.goBack();
    await page.locator('.lamp-console .console-doc').waitFor();
    // The site's Root was never re-created: it kept the three pages of this visit.
    await expect.poll(() => page.locator('.lamp-console .console-trail').textContent()).toBe('pages this visit: 3');
    await expect
      .poll(() => headOf(page))
      .toEqual({ title: 'Lamp console | Lantern', descriptions: ['A console for one lantern, with its own head tags.'], console: 'on' });
    expect(errors).toEqual([]);
  });
});

describe("the docs client's sidebar hooks", () => {
  it('give a component its place in the sidebar: useSidebarBreadcrumbs, useCurrentSidebarSiblings (3.8+) and useDocById, prerendered and kept once hydrated', async () => {
    // fixtures/docusaurus-site/docs/evaluated/_components/SiblingTrail.jsx on the components page.
    const html = await (await fetch(`${base}/docs/evaluated/components`)).text();
    expect(/<aside class="sibling-trail">(.*?)<\/aside>/.exec(html)?.[1]).toBe(
      '<p class="sibling-trail-path">Evaluated at build time / Components at build time</p><p class="sibling-trail-about">Site components rendered into the page while it builds, and the ones that run in the browser.</p><ul><li>Lamps from data</li><li>Components at build time</li><li>Shared fragments</li><li>The client API</li></ul>',
    );
    const page = await newDesktopPage(browser());
    const errors = watchErrors(page);
    await page.goto(`${base}/docs/evaluated/components`);
    await hydrated(page);
    expect(await page.locator('.sibling-trail li').allTextContents()).toEqual([
      'Lamps from data',
      'Components at build time',
      'Shared fragments',
      'The client API',
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
