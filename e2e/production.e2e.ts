/**
 * The production build as the host serves it (server/serve.ts applying netlify.toml, _headers and
 * _redirects): CSP without violations, prerendered HTML for every route, hydration without
 * warnings, reading without JavaScript, real 404s and 301s, feeds, sitemap, and stale deploys.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { readdirSync, readFileSync, renameSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { parseRssFeed, parseAtomFeed, parseJsonFeed } from 'feedsmith';
import type { BootManifest, Manifest, RouteChunkJson } from '../common/contract';
import { shardPathFor } from '../common/route-table';
import { pageTitle } from '../common/page-title';
import { holdResponses, hydrated, newDesktopPage, reloadLog, throttleCpu, useBrowser, watchErrors } from './browser';

const base = inject('baseUrl');
const buildDir = resolve(import.meta.dirname, '..', process.env.E2E_BUILD_DIR ?? 'build');
const browser = useBrowser();
let manifest: Manifest;

beforeAll(async () => {
  manifest = (await (await fetch(`${base}/manifest.json`)).json()) as Manifest;
});

const get = (path: string) => fetch(`${base}${path}`, { redirect: 'manual' });

/** Attribute values and text of the page's head, decoded as a browser would. */
function decode(s: string): string {
  return s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const one = (re: RegExp) => {
    const all = [...head.matchAll(new RegExp(re, 'g'))];
    return all.length === 1 ? decode(all[0]![1]!) : `${all.length} matches`;
  };
  return {
    title: one(/<title>([^<]*)<\/title>/),
    description: one(/<meta name="description" content="([^"]*)"/),
    canonical: one(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: one(/<meta property="og:title" content="([^"]*)"/),
    twitterCard: one(/<meta name="twitter:card" content="([^"]*)"/),
    feeds: [...head.matchAll(/<link rel="alternate" type="([^"]+)"/g)].map((m) => m[1]),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>),
  };
}

/**
 * Opens a page, records CSP violations from the first byte, and remembers the prerendered <h1>
 * before any script runs: if hydration had to throw the server HTML away, that node is gone.
 */
async function openChecked(path: string, options: { javaScript?: boolean } = {}) {
  const page = await newDesktopPage(browser(), { javaScriptEnabled: options.javaScript ?? true });
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[]; __ssrH1: Element | null };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') w.__ssrH1 = document.querySelector('#root h1');
    });
  });
  const response = await page.goto(`${base}${path}`);
  return { page, response, errors };
}

/**
 * After the app settled: no CSP violation, no console error, and the prerendered DOM was kept, or,
 * for the not-found page (prerendered once, served at any unknown path), rendered from scratch.
 */
async function expectCleanHydration(page: Page, errors: string[], allowed: RegExp[] = [], prerendered: 'kept' | 'replaced' = 'kept') {
  // The states the page shows, not a quiet network: on a busy machine the network fell quiet before
  // the not-found page's prerendered heading was replaced (busy run, 2026-11-30).
  await hydrated(page);
  if (prerendered === 'replaced') await page.waitForFunction(() => (window as unknown as { __ssrH1: Element | null }).__ssrH1?.isConnected === false);
  await page.waitForLoadState('networkidle');
  const state = await page.evaluate(() => {
    const w = window as unknown as { __csp: string[]; __ssrH1: Element | null };
    return { csp: w.__csp, hadH1: w.__ssrH1 !== null, kept: w.__ssrH1 !== null && w.__ssrH1.isConnected && w.__ssrH1 === document.querySelector('#root h1') };
  });
  expect(state.csp).toEqual([]);
  expect(errors.filter((e) => !allowed.some((a) => a.test(e)))).toEqual([]);
  expect(state.hadH1).toBe(true);
  expect(state.kept).toBe(prerendered === 'kept');
  expect(await page.locator('#root h1').count()).toBe(1);
}

describe('the production build, served with the host rules', () => {
  it("serves every route's own prerendered HTML: title, description, canonical URL, social tags, content", async () => {
    const routes = Object.entries(manifest.routes);
    expect(routes.length).toBeGreaterThan(400);
    const canonicals = new Set<string>();
    for (const [route, info] of routes) {
      const response = await get(route);
      expect(response.status, route).toBe(200);
      const html = await response.text();
      const head = headOf(html);
      const chunk = (await (await get(info.chunk)).json()) as RouteChunkJson;
      expect(head.title, route).toBe(pageTitle(info.title, manifest.site.title, route === '/'));
      expect(head.canonical, route).toBe(`${manifest.site.url}${route}`);
      expect(head.description.length, route).toBeGreaterThan(10);
      if ('description' in chunk && chunk.description) expect(head.description, route).toBe(chunk.description);
      expect(head.ogTitle, route).toBe(info.title);
      // Every page has a social card, shown large.
      expect(head.twitterCard, route).toBe('summary_large_image');
      expect(head.feeds, route).toEqual(['application/rss+xml', 'application/atom+xml', 'application/feed+json']);
      if (info.kind === 'blog-post')
        expect(head.jsonLd[0], route).toMatchObject({ '@type': 'BlogPosting', headline: info.title, url: `${manifest.site.url}${route}` });
      else expect(head.jsonLd, route).toEqual([]);
      // The content itself, not an empty shell.
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root.length, route).toBeGreaterThan(1000);
      if (info.kind === 'doc' || info.kind === 'blog-post') expect(decode(/<h1[^>]*>(.*?)<\/h1>/.exec(root)?.[1] ?? ''), route).toBe(info.title);
      canonicals.add(head.canonical);
    }
    expect(canonicals.size).toBe(routes.length);
  });

  it('answers the .html and /index.html form of every route with 301 to the route', async () => {
    for (const route of Object.keys(manifest.routes)) {
      const forms =
        route === '/' ? ['/index.html'] : route.endsWith('/') ? [`${route}index.html`, `${route.slice(0, -1)}.html`] : [`${route}.html`, `${route}/index.html`];
      for (const form of forms) {
        const response = await get(form);
        expect(response.status, form).toBe(301);
        expect(response.headers.get('location'), form).toBe(route);
      }
    }
  });

  it('redirects /docs/en/* and the legacy paths of content/_redirects', async () => {
    const en = await get('/docs/en/development_index');
    expect([en.status, en.headers.get('location')]).toEqual([301, '/docs/development_index']);
    const legacy = await get('/docs/entity_index');
    expect([legacy.status, legacy.headers.get('location')]).toEqual([301, '/docs/core/entity']);
  });

  it('answers unknown paths 404 with the prerendered not-found page, with and without JavaScript', async () => {
    const raw = await get('/docs/no-such-page');
    expect(raw.status).toBe(404);
    const html = await raw.text();
    expect(html).toContain('<h1>Page Not Found</h1>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    const noJs = await openChecked('/blog/no/such/post', { javaScript: false });
    expect(noJs.response?.status()).toBe(404);
    expect(await noJs.page.locator('h1').textContent()).toBe('Page Not Found');
    await noJs.page.context().close();
  });

  it('sends the CSP, security headers and cache headers', async () => {
    const html = await get('/docs/development_index');
    const csp = html.headers.get('content-security-policy') ?? '';
    for (const d of ["script-src 'self';", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "img-src 'self' data: https:"])
      expect(csp).toContain(d);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(html.headers.get('x-content-type-options')).toBe('nosniff');
    expect(html.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(html.headers.get('permissions-policy')).toContain('camera=()');
    expect(html.headers.get('strict-transport-security')).toContain('max-age=');
    expect(html.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(html.headers.get('x-robots-tag')).toBeNull();
    expect((await get('/manifest.json')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const info = manifest.routes['/docs/development_index']!;
    expect((await get(info.chunk)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await html.text())![1]!;
    expect((await get(script)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['the home page', '/'],
    ['a doc', '/docs/development_index'],
    ['a doc with a diagram', '/docs/architecture_index'],
    ['a doc with tabs', '/docs/development_environment'],
    ['a folder index doc', '/docs/voice/pipelines/'],
    ['the blog', '/blog'],
    ['a blog list page', '/blog/page/2'],
    ['the archive', '/blog/archive'],
    ['the search page', '/search'],
    ['an unknown path', '/docs/no-such-page'],
  ])('hydrates %s without CSP violations or console errors', async (_, path) => {
    const { page, errors } = await openChecked(path);
    const allowed = path === '/docs/no-such-page' ? [/status of 404/] : [];
    if (path === '/docs/architecture_index') await page.locator('.mermaid-diagram svg').first().waitFor();
    if (path === '/docs/development_environment') {
      const tab = page.getByRole('tab', { name: 'Manual environment' });
      await tab.click();
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    }
    if (path === '/search') {
      const input = page.locator('main input[type="search"]').first();
      await input.fill('config entry');
      await input.press('Enter');
      await page.waitForLoadState('networkidle');
    }
    await expectCleanHydration(page, errors, allowed, path === '/docs/no-such-page' ? 'replaced' : 'kept');
    await page.context().close();
  });

  it('hydrates a blog post (with JSON-LD in the head) cleanly', async () => {
    const post = Object.keys(manifest.routes).find((r) => manifest.routes[r]!.kind === 'blog-post')!;
    const { page, errors } = await openChecked(post);
    await expectCleanHydration(page, errors);
    await page.context().close();
  });

  it('reads and navigates with JavaScript disabled', async () => {
    const { page, response } = await openChecked('/docs/development_index', { javaScript: false });
    expect(response?.status()).toBe(200);
    expect(await page.locator('article h1').textContent()).toBe('Home Assistant Core');
    expect((await page.locator('article .markdown').textContent())!.length).toBeGreaterThan(200);
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Style guidelines' }).click();
    await page.waitForURL(`${base}/docs/development_guidelines`);
    expect(await page.locator('article h1').textContent()).toBe('Style guidelines');
    await page.goto(`${base}/blog`);
    const first = page.locator('.blog-summary h2 a').first();
    const title = await first.textContent();
    await first.click();
    await page.waitForURL(/\/blog\/\d{4}\/\d{2}\/\d{2}\//);
    expect(await page.locator('h1').first().textContent()).toBe(title);
    await page.context().close();
  });

  it('publishes RSS 2.0, Atom 1.0 and JSON Feed 1.1 with the 20 newest posts in full', async () => {
    const posts = Object.entries(manifest.routes)
      .filter(([, r]) => r.kind === 'blog-post')
      .map(([route]) => route);
    const newest = posts.sort((a, b) => b.slice(6, 16).localeCompare(a.slice(6, 16)))[0]!;
    const rssResponse = await get('/blog/rss.xml');
    expect(rssResponse.headers.get('content-type')).toContain('xml');
    const rssText = await rssResponse.text();
    expect(rssText).toMatch(/<rss version="2\.0"/);
    const rss = parseRssFeed(rssText);
    expect(rss.items).toHaveLength(20);
    expect(rss.items!.every((i) => (i.content?.encoded ?? '').length > 200)).toBe(true);
    expect(new URL(rss.items![0]!.link!).pathname.slice(6, 16)).toBe(newest.slice(6, 16));

    const atomText = await (await get('/blog/atom.xml')).text();
    expect(atomText).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    const atom = parseAtomFeed(atomText);
    expect(atom.entries).toHaveLength(20);
    expect(atom.entries!.every((e) => e.id && e.updated && e.title && (e.content ?? '').length > 200)).toBe(true);

    const raw = (await (await get('/blog/feed.json')).json()) as { version: string; items: { id: string; content_html: string; date_published: string }[] };
    expect(raw.version).toBe('https://jsonfeed.org/version/1.1');
    expect(parseJsonFeed(raw).items).toHaveLength(20);
    expect(raw.items.every((i) => i.id.startsWith(manifest.site.url) && i.content_html.length > 200 && !Number.isNaN(Date.parse(i.date_published)))).toBe(true);
  });

  it('lists every content route in sitemap.xml and lets crawlers in through robots.txt', async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!));
    const expected = Object.keys(manifest.routes)
      .filter((r) => r !== '/search')
      .map((r) => `${manifest.site.url}${encodeURI(r)}`);
    expect(locs.sort()).toEqual(expected.sort());
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain('Allow: /');
    expect(robots).toContain(`Sitemap: ${manifest.site.url}/sitemap.xml`);
  });
});

/**
 * A deploy replaces the files an open tab's page would still load. The page reloads once per failed
 * path and deploy, then shows the error (or goes on): counted from the app's own record of its
 * reloads (`reloadLog`), and from the documents the tab requested. Each case also runs with Chromium's
 * CPU slowed 4× and 6× and the failing responses held until the page has moved on (`holdResponses`),
 * so failures, prefetches, navigations and the reload interleave as on a busy machine. That nothing
 * more happens is shown by the state that ends each case (the error box, the reloaded page's
 * hydration, the diagram's error), which the page reaches only after the guard's last decision.
 */
describe.each([
  { speed: 'at full speed', rate: 1, delayed: false },
  { speed: 'on a CPU slowed 4×, failures delayed', rate: 4, delayed: true },
  { speed: 'on a CPU slowed 6×, failures delayed', rate: 6, delayed: true },
])('stale deploys $speed', ({ rate, delayed }) => {
  /** Renames a file of the served build for the duration of `run`, as a new deploy would remove it. */
  async function withoutFile(relative: string, run: () => Promise<void>) {
    const path = resolve(buildDir, relative);
    renameSync(path, `${path}.gone`);
    try {
      await run();
    } finally {
      renameSync(`${path}.gone`, path);
    }
  }

  /** The app's record of its reloads, without their times. */
  const reloads = async (page: Page) => (await reloadLog(page)).map(({ at: _, ...record }) => record);

  const boot = () => JSON.parse(readFileSync(resolve(buildDir, 'boot.json'), 'utf8')) as BootManifest;

  /**
   * A tab that counts the documents it loads as the browser requests them (its main frame's
   * navigation requests), not by Playwright's `load` events. The guard reloads a page that has not
   * finished loading from its `load` listener, so the old document's `load` and the reload cross:
   * on a slowed tab the browser's request for the new document was reported before the old
   * document's `load` in 2 of 6 runs (20×, busy machine). Playwright keeps one `load` per document
   * and takes an event for whichever document is current when it arrives, so an old `load` that
   * arrives after the new document committed is counted for it, and the new document's own is
   * dropped as already seen: a count that stays at 1 while the page itself did everything right
   * (the 6× case's poll for the second load ran out once in a busy run).
   */
  async function newPage() {
    const page = await newDesktopPage(browser());
    await throttleCpu(page, rate);
    let documents = 0;
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents++;
    });
    return { page, documents: () => documents };
  }

  /**
   * A page hydrated at `path`: a click on its prerendered links before React owns them would be a
   * plain page load, which the test would count as a reload the app never made.
   */
  async function openHydrated(path: string) {
    const opened = await newPage();
    await opened.page.goto(`${base}${path}`);
    await hydrated(opened.page);
    return opened;
  }

  /** Navigates the SPA as a script's pushState does (the router listens to popstate). */
  const pushPath = (page: Page, path: string) =>
    page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);

  /** Until the page shows a navigation under way (the router's pending transition). */
  const navigationPending = (page: Page) => page.locator('.layout-body[aria-busy="true"]').waitFor();

  /**
   * With `delayed`, holds the first failing request until `act` has run (and the page shows what it
   * did), and the reloaded document's until it has asked for it; otherwise just runs `act`.
   */
  async function failLate(page: Page, url: string, act: () => Promise<void>) {
    if (!delayed) return act();
    const held = await holdResponses(page, url);
    await act();
    await expect.poll(held.requests).toBeGreaterThanOrEqual(1);
    const first = held.requests();
    held.release();
    // The reloaded document's request for the same file, held until it was made.
    await expect.poll(held.requests).toBeGreaterThan(first);
    held.open();
  }

  it('reloads once when a lazily loaded JS chunk is gone (vite:preloadError), never in a loop', async () => {
    // mermaid's published build (pipeline/bundle/plugins/published-mermaid.ts), loaded through Vite's preload helper.
    const folder = readdirSync(resolve(buildDir, 'assets')).find((f) => /^mermaid-\d+\.\d+\.\d+$/.test(f));
    expect(folder, 'mermaid in build/assets').toBeDefined();
    const chunk = `assets/${folder}/mermaid.esm.min.js`;
    const { page, documents } = await openHydrated('/docs/development_index');
    await withoutFile(chunk, async () => {
      // A client-side navigation to a page with a diagram needs the missing chunk.
      await failLate(page, `**/${chunk}`, () => pushPath(page, '/docs/architecture_index'));
      await expect.poll(documents).toBe(2);
      // The reloaded page needs the chunk again; the guard refuses a second reload, so the diagram says why.
      await expect.poll(() => page.locator('.mermaid-error').textContent()).toContain('Diagram error');
      expect(await reloads(page)).toEqual([{ reason: 'js-chunk', path: '/docs/architecture_index', build: boot().buildId }]);
      expect(documents()).toBe(2);
      expect(page.url()).toBe(`${base}/docs/architecture_index`);
      expect(await page.locator('article h1').textContent()).toBe('Architecture overview');
    });
    await page.context().close();
  });

  it('reloads exactly once when boot.json carries another contract version, then renders without a loop', async () => {
    const { page, documents } = await newPage();
    // A deploy whose data speaks another contract than this page's JS: every boot.json served says 999.
    let served = 0;
    await page.route('**/boot.json', async (route) => {
      const response = await route.fetch();
      const data = (await response.json()) as BootManifest;
      served++;
      await route.fulfill({ response, json: { ...data, contractVersion: 999 } });
    });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto(`${base}/docs/development_index`);
    // The second load goes on with the data it has: React takes the page over, so no third load follows.
    await expect.poll(() => warnings.some((w) => w.includes('contract version 999'))).toBe(true);
    await hydrated(page);
    expect([documents(), served]).toEqual([2, 2]);
    expect(await reloads(page)).toEqual([{ reason: 'contract', path: '/docs/development_index', build: boot().buildId }]);
    expect(await page.locator('article h1').textContent()).toBe('Home Assistant Core');
    await page.context().close();
  });

  it('reloads once when the route table shard a navigation needs is gone (a newer deploy), and the reloaded page needs no shard', async () => {
    const { page, documents } = await openHydrated('/docs/development_index');
    const { routeTable, buildId } = boot();
    const here = shardPathFor(routeTable, '/docs/development_index');
    // A page whose route lives in another shard than this one, which the page has not fetched yet.
    const target = Object.keys(manifest.routes).find((r) => manifest.routes[r]!.kind === 'doc' && shardPathFor(routeTable, r) !== here)!;
    const shard = shardPathFor(routeTable, target);
    await withoutFile(shard.slice(1), async () => {
      const held = delayed ? await holdResponses(page, `**${shard}`) : null;
      await pushPath(page, target);
      if (held) {
        await expect.poll(held.requests).toBe(1);
        await navigationPending(page);
        held.open();
      }
      await expect.poll(documents).toBe(2);
      // The reloaded document is the target's own prerendered page: its first load takes the route
      // entry from the page, so the missing shard is not needed and the page shows, hydrated.
      await expect.poll(() => page.locator('article h1').textContent()).toBe(manifest.routes[target]!.title);
      await hydrated(page);
      expect(await reloads(page)).toEqual([{ reason: 'route-data', path: target, build: buildId }]);
      expect(documents()).toBe(2);
      expect(await page.getByRole('alert').count()).toBe(0);
    });
    await page.context().close();
  });

  it('reloads once when a route chunk is gone, its hover prefetch and the click failing together, then shows the error with a retry', async () => {
    const target = manifest.routes['/docs/development_guidelines']!;
    const { page, documents } = await openHydrated('/docs/development_index');
    await withoutFile(target.chunk.slice(1), async () => {
      const link = page.locator('.doc-sidebar').getByRole('link', { name: 'Style guidelines' });
      await failLate(page, `**${target.chunk}`, async () => {
        // The hover prefetches the chunk; held, the click's load joins that same failing request.
        await link.hover();
        await link.click({ noWaitAfter: true });
        if (delayed) await navigationPending(page);
      });
      await expect.poll(documents).toBe(2);
      await page.getByRole('alert').waitFor();
      expect(await page.getByRole('alert').textContent()).toContain('HTTP 404');
      expect(await reloads(page)).toEqual([{ reason: 'route-data', path: '/docs/development_guidelines', build: boot().buildId }]);
      expect(documents()).toBe(2);
    });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Style guidelines');
    await page.context().close();
  });

  it('while a first load waits for the page load to reload, another failure joins that reload: one reload, then the error', async () => {
    const target = manifest.routes['/docs/development_guidelines']!;
    const { page, documents } = await newPage();
    // The logo holds the page's load event, so the reload the failed route asks for waits for it.
    const logo = await holdResponses(page, '**/img/logo.svg');
    await withoutFile(target.chunk.slice(1), async () => {
      await page.goto(`${base}/docs/development_guidelines`, { waitUntil: 'commit' });
      await expect.poll(() => reloadLog(page)).toHaveLength(1);
      // The page is still loading (the logo is held): the reload waits, and a spinner shows meanwhile.
      expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
      await page.locator('svg.spinner').waitFor();
      // A JS chunk failing now joins the scheduled reload (main.tsx prevents Vite's error) and records nothing.
      const joined = await page.evaluate(() => {
        const event = new Event('vite:preloadError', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
      expect(joined).toBe(true);
      expect(await reloadLog(page)).toHaveLength(1);
      expect(documents()).toBe(1);
      logo.open();
      await expect.poll(documents).toBe(2);
      await page.getByRole('alert').waitFor();
      expect(await page.getByRole('alert').textContent()).toContain('HTTP 404');
      expect(await reloads(page)).toEqual([{ reason: 'route-data', path: '/docs/development_guidelines', build: boot().buildId }]);
      expect(documents()).toBe(2);
    });
    await page.context().close();
  });

  it('a tab that fails on A, then B, then A again reloads once for each path, not twice for A', async () => {
    const a = '/docs/development_guidelines';
    const b = '/docs/development_tips';
    const { page, documents } = await openHydrated('/docs/development_index');
    const errorFor = (path: string) => page.getByRole('alert').filter({ hasText: manifest.routes[path]!.chunk });
    await withoutFile(manifest.routes[a]!.chunk.slice(1), () =>
      withoutFile(manifest.routes[b]!.chunk.slice(1), async () => {
        await pushPath(page, a);
        // The reloaded page can show its error before its own load event.
        await expect.poll(documents).toBe(2);
        await errorFor(a).waitFor();
        await hydrated(page);
        await pushPath(page, b);
        await expect.poll(documents).toBe(3);
        await errorFor(b).waitFor();
        await hydrated(page);
        // A again: already reloaded for on this deploy, so the error box shows at once.
        await pushPath(page, a);
        await errorFor(a).waitFor();
        expect((await reloadLog(page)).map((r) => [r.reason, r.path])).toEqual([
          ['route-data', a],
          ['route-data', b],
        ]);
        expect(documents()).toBe(3);
      }),
    );
    await page.context().close();
  });
});
