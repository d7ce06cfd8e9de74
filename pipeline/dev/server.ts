/**
 * `npm run dev`: the pipeline in watch mode and the Vite dev server, in one process.
 *
 *   tsx pipeline/dev/server.ts [--content <dir>] [--port <n>]
 *
 * Saving a content file recompiles that file, re-runs the cheap stages and the page's emit steps in
 * memory, and sends `content:update` over Vite's HMR socket: the open page refetches its chunk
 * and re-renders without a reload (web/dev/client.ts), and errors appear in the page's overlay.
 * The search indexes follow shortly after (a second `content:update` with the boot.json naming them).
 * The site is served under its `baseUrl`; other locales are built on request (`locales.ts`).
 */
import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { watch } from 'chokidar';
import type { AddressInfo } from 'node:net';
import type { BootManifest, DevUpdate } from '../../common/contract.js';
import { shardPathFor } from '../../common/route-table.js';
import { DevSite, type DevPass } from './site.js';
import { devContentPlugin } from './vite-plugin.js';
import { devRegistryPlugin } from './registry-module.js';
import { printPass } from './log.js';
import { closeWorkerIndexer } from '../search/worker-indexer.js';
import { DevLocales } from './locales.js';
import { writeSitePages } from '../emit/local-components.js';
import { bundleSettings } from '../bundle/settings.js';
import { viteConfig } from '../bundle/vite-config.js';

/**
 * The search indexes are rebuilt when an open page says it has shown the pass (`content:shown`: a
 * rebuild blocks this process, so it must not delay the page's own requests), or after this long
 * when no page answers. A save in between postpones it: a burst of saves pays for one rebuild.
 */
const SEARCH_DELAY_MS = 1000;

export interface DevServerOptions {
  contentRoot: string;
  port?: number;
  log?: boolean;
}

export interface DevServer {
  url: string;
  site: DevSite;
  /** Resolves after the next pass caused by a file change (tests and the benchmark wait on it). */
  nextPass(): Promise<DevPass>;
  /** Resolves once the search indexes have caught up with the last pass. */
  searchSettled(): Promise<void>;
  close(): Promise<void>;
}

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const log = options.log ?? true;
  const contentRoot = resolve(options.contentRoot);
  const site = new DevSite({ contentRoot });
  const first = await site.start();
  if (log) printPass(first, 'built');

  // The Vite config's settings, as the build makes them (a new stylesheet, client module or theme
  // folder needs a restart).
  const settings = bundleSettings(contentRoot, site.manifest?.site ?? null, site.siteConfig, site.pageStylesheets);
  // The site's React pages, for the Vite config's `virtual:site-pages` (new pages need a restart).
  if (site.model) writeSitePages(settings.generatedDir, site.model.sitePages, site.model.blogPostList);
  const locales = new DevLocales(site, log);
  const plugin = devContentPlugin(site, (path) => locales.read(path));
  const registry = devRegistryPlugin(() => site.localComponents);
  const { createServer, mergeConfig } = await import('vite');
  const vite = await createServer(
    mergeConfig(viteConfig(settings, { compileMarkdown: (file) => site.compileImportedMarkdown(file) }), {
      // Vite's pre-bundled dependencies go with the other caches, under the folder dev mode runs in
      // (the site's, for the package): by default they land in node_modules/ beside the config's
      // root, which for the package is inside the installed package.
      cacheDir: join(process.cwd(), '.cache', 'vite'),
      plugins: [plugin, registry, locales.htmlPlugin()],
      server: { port: options.port ?? 5173, host: '127.0.0.1', strictPort: options.port !== undefined },
      logLevel: log ? 'info' : 'warn',
      clearScreen: false,
    }),
  );
  await vite.listen();
  const port = (vite.httpServer!.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;

  // Edits arrive as bursts (editors write, rename, touch): batch them, and never run two passes at
  // once. The search indexes are rebuilt in the same queue, once the saves have paused.
  let pending = new Set<string>();
  let running: Promise<void> | null = null;
  // The search indexes are made on their own thread: a save runs its pass while they are made,
  // and a rebuild a newer pass made stale ends without a result (the newer one follows).
  let following: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let searchTimer: NodeJS.Timeout | null = null;
  const waiters: ((pass: DevPass) => void)[] = [];
  let settledWaiters: (() => void)[] = [];
  const settle = () => {
    if (!site.searchBehind && !pending.size && !running && !following) settledWaiters.splice(0).forEach((w) => w());
  };
  const run = async () => {
    while (pending.size) {
      const paths = [...pending];
      pending = new Set();
      const pass = await site.update(paths);
      registry.refresh();
      plugin.notify(updateFor(site, pass));
      locales.invalidate();
      if (log) printPass(pass, `updated ${paths.join(', ')}`);
      waiters.splice(0).forEach((w) => w(pass));
    }
    running = null;
    if (site.searchBehind) searchTimer = setTimeout(startSearch, SEARCH_DELAY_MS);
  };
  const followSearch = async () => {
    const started = Date.now();
    const manifest = await site.followSearch();
    if (manifest) plugin.notify({ routes: [], errors: site.errors, boot: bootJson(site), chunks: {} });
    if (log && manifest) console.log(`[dev] search indexes rebuilt in ${Date.now() - started} ms`);
    following = null;
    // Superseded by a pass that ended meanwhile, with the page already told: follow that one now.
    if (!manifest && site.searchBehind && !running && !pending.size && !searchTimer) startSearch();
    settle();
  };
  const startSearch = () => {
    searchTimer = null;
    if (site.searchBehind && !pending.size && !running) following ??= followSearch();
  };
  vite.ws.on('content:shown', () => {
    if (!searchTimer) return;
    clearTimeout(searchTimer);
    startSearch();
  });
  // Docs kept outside the site folder (`docs: { path: '../docs' }`) are watched too, and so are translations (`i18n.path`).
  const external = (site.layout?.docs.map((d) => d.dir) ?? []).filter((dir) => relative(contentRoot, dir).startsWith('..'));
  const pagesDir = site.layout?.pages?.dir ?? resolve(contentRoot, 'pages');
  const i18nRoot = resolve(contentRoot, site.i18n?.path ?? 'i18n');
  const inside = (dir: string, file: string) => !relative(dir, file).startsWith('..');
  const queue = (file: string) => {
    const path = relative(contentRoot, file).split(sep).join('/');
    // Translations are the other locales' content: those are rebuilt on their next request.
    if (inside(i18nRoot, file)) return locales.invalidate();
    if (path.startsWith('..') && !external.some((dir) => inside(dir, file))) return;
    // React pages are modules: Vite's HMR has them (Markdown pages are content).
    if (inside(pagesDir, file) && !/\.mdx?$/i.test(file)) return;
    if (/^(build[^/]*|\.cache|\.docusaurus)\//.test(path)) return;
    pending.add(path);
    if (searchTimer) clearTimeout(searchTimer);
    searchTimer = null;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      running ??= run();
    }, 5);
  };
  const ignored = (p: string) => p.includes(`${sep}node_modules`) || p.includes(`${sep}.git`);
  const i18nOutside = !inside(contentRoot, i18nRoot) && existsSync(i18nRoot) ? [i18nRoot] : [];
  const watcher = watch([contentRoot, ...external, ...i18nOutside], { ignoreInitial: true, ignored });
  watcher.on('add', queue).on('change', queue).on('unlink', queue);
  await new Promise<void>((done) => watcher.once('ready', () => done()));

  if (log) console.log(`\n  dev server: ${url}\n`);
  return {
    url,
    site,
    nextPass: () => new Promise((done) => waiters.push(done)),
    searchSettled: () =>
      new Promise<void>((done) => {
        settledWaiters.push(done);
        settle();
      }),
    close: async () => {
      if (searchTimer) clearTimeout(searchTimer);
      settledWaiters = [];
      await watcher.close();
      await vite.close();
      await following;
      await closeWorkerIndexer();
    },
  };
}

/**
 * A few changed chunks travel with the message, and the route-table shards that name them (each
 * build has a new table, so the page would otherwise fetch its route's shard before its chunk);
 * after a large change the page fetches what it needs.
 */
function updateFor(site: DevSite, pass: DevPass): DevUpdate {
  const chunks: DevUpdate['chunks'] = {};
  const manifest = site.manifest;
  if (manifest && pass.routes.length <= 10) {
    for (const route of pass.routes) {
      const entry = manifest.routes[route];
      for (const path of [entry?.chunk, entry?.sidebar, shardPathFor(manifest.routeTable, route)]) {
        const value = path ? outputJson(site, path) : undefined;
        if (path && value) chunks[path] = value as DevUpdate['chunks'][string];
      }
    }
  }
  return { routes: pass.routes, errors: pass.errors, boot: pass.routes.length ? bootJson(site) : null, chunks };
}

/** The default locale's boot.json as the page would fetch it (the other locales' pages fetch their own). */
function bootJson(site: DevSite): BootManifest | null {
  return (outputJson(site, '/boot.json') as BootManifest | undefined) ?? null;
}

/** A JSON file of the output: the value a hashed file was written from, or the text of another (a route-table shard) parsed. */
function outputJson(site: DevSite, path: string): unknown {
  const value = site.output.value(path);
  if (value !== undefined) return value;
  const text = site.output.read(path);
  return typeof text === 'string' ? (JSON.parse(text) as unknown) : undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  const get = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const port = get('--port');
  const server = await startDevServer({
    contentRoot: get('--content') ?? process.env.CONTENT_ROOT ?? 'content',
    port: port === undefined ? undefined : Number(port),
  });
  // The e2e tests and the benchmark read this line to find the server.
  console.log(`DEV_SERVER_URL=${server.url}`);
}
