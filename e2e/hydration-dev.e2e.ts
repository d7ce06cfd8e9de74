/**
 * React's production build stays silent about attribute mismatches during hydration; its
 * development build reports every one. This test swaps a development build of the SPA into a copy
 * of the production build (same prerendered HTML) and checks each route kind hydrates without a
 * single warning, and that a planted mismatch is reported (so the check can fail).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveBuild, type ServedBuild } from './serve-build';
import { useBrowser } from './browser';
import { viteBuildInChild } from '../pipeline/bundle/vite-process';
import { bundleSettings } from '../pipeline/bundle/settings';
import { chromeUse } from '../pipeline/bundle/chrome-use';
import type { Manifest } from '../common/contract';

const repo = resolve(import.meta.dirname, '..');
const prod = resolve(repo, process.env.E2E_BUILD_DIR ?? 'build');
const site = resolve(repo, 'build.hydration-dev');
const devAssets = resolve(repo, 'build.hydration-dev-app');
let server: ServedBuild | undefined;
let base: string;
const browser = useBrowser();

const ASSET_TAGS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>|<link rel="stylesheet"[^>]*>/g;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => join(dir, f));
}

beforeAll(async () => {
  rmSync(site, { recursive: true, force: true });
  cpSync(prod, site, { recursive: true });
  // The SPA with no site settings (the chrome and the app), as Vite's development build: React's
  // development build is chosen by NODE_ENV, in the Vite child's environment. Its chrome is the
  // production bundle's, from the built site's config: a part only one of them draws (the head
  // parts beside the layout) would shift React's ids (`useId`) in what follows it. Unlisted pages'
  // code is kept: it draws nothing on a site without one.
  const { site: built } = JSON.parse(readFileSync(join(prod, 'manifest.json'), 'utf8')) as Pick<Manifest, 'site'>;
  await viteBuildInChild(
    {
      settings: bundleSettings(process.env.CONTENT_ROOT ?? resolve(repo, 'content'), null, undefined, [], null, chromeUse(built, new Set(), true)),
      mode: 'development',
      logLevel: 'error',
      build: { outDir: devAssets, emptyOutDir: true },
    },
    { ...process.env, NODE_ENV: 'development' },
  );
  cpSync(join(devAssets, 'assets'), join(site, 'assets'), { recursive: true });
  const devTags = readFileSync(join(devAssets, 'index.html'), 'utf8').match(ASSET_TAGS) ?? [];
  expect(devTags.length).toBeGreaterThan(0);
  for (const file of htmlFiles(site)) {
    const html = readFileSync(file, 'utf8');
    writeFileSync(file, html.replace(ASSET_TAGS, '').replace('</head>', `${devTags.join('\n')}\n</head>`));
  }
  server = await serveBuild(site);
  base = server.url;
}, 300_000);

afterAll(async () => {
  await server?.close();
  rmSync(site, { recursive: true, force: true });
  rmSync(devAssets, { recursive: true, force: true });
});

async function warningsOf(path: string): Promise<string[]> {
  const page = await browser().newPage();
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  await page.goto(`${base}${path}`);
  await page.waitForLoadState('networkidle');
  // React reports a mismatch while it hydrates (attributes as the root's hydration completes, a
  // client-rendered fallback as it commits): once it has committed the hydrated root and has no
  // work left (a Suspense part still to hydrate, a re-render scheduled), every report is in.
  await page.waitForFunction(reactSettled);
  await page.close();
  return messages.filter((m) => !/status of 404/.test(m));
}

/**
 * Whether React has hydrated the page and has nothing left to do, read from its root (the
 * container's `__reactContainer$…` fiber; its `stateNode` is the FiberRoot): the committed root is no
 * longer dehydrated and no lane is pending (a boundary still to hydrate or a scheduled render keeps
 * one). React's internals, read only here, where the development build is the thing under test.
 */
function reactSettled(): boolean {
  const container = document.getElementById('root') as unknown as Record<string, unknown> | null;
  const key = container && Object.keys(container).find((k) => k.startsWith('__reactContainer'));
  const fiber = key ? (container[key] as { stateNode?: { pendingLanes: number; current: { memoizedState?: { isDehydrated?: boolean } } } }) : undefined;
  const root = fiber?.stateNode;
  return root !== undefined && root.current.memoizedState?.isDehydrated === false && root.pendingLanes === 0;
}

describe('hydration, checked by React’s development build', () => {
  it.each([
    '/',
    '/docs/development_index',
    '/docs/architecture_index',
    '/docs/development_environment',
    '/docs/voice/pipelines/',
    '/blog',
    '/blog/page/2',
    '/blog/archive',
    '/blog/2020/07/13/alpine-python',
    '/search',
    '/docs/no-such-page',
    '/docs/nope/deeper',
  ])('%s hydrates without a warning', async (path) => {
    expect(await warningsOf(path)).toEqual([]);
  });

  it('reports a planted attribute mismatch (the check works)', async () => {
    const file = join(site, 'docs/development_index.html');
    writeFileSync(file, readFileSync(file, 'utf8').replace('class="doc-main"', 'class="doc-main-planted"'));
    const messages = await warningsOf('/docs/development_index');
    expect(messages.join('\n')).toContain("attributes of the server rendered HTML didn't match");
  });
});
