/**
 * `npm run dev`: the pipeline in watch mode and the Vite dev server, in one process.
 *
 *   tsx pipeline/dev/server.ts [--content <dir>] [--port <n>]
 *
 * Saving a content file recompiles that file, re-runs the cheap stages and every emit step in
 * memory, and sends `content:update` over Vite's HMR socket: the open page refetches its chunk
 * and re-renders without a reload (web/dev/client.ts), and errors appear in the page's overlay.
 */
import { relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { watch } from 'chokidar';
import type { AddressInfo } from 'node:net';
import type { DevUpdate } from '../contract.js';
import { DevSite, type DevPass } from './site.js';
import { devContentPlugin } from './vite-plugin.js';
import { devRegistryPlugin } from './registry-module.js';
import { printPass } from './log.js';

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
  close(): Promise<void>;
}

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const log = options.log ?? true;
  const contentRoot = resolve(options.contentRoot);
  const site = new DevSite({ contentRoot });
  const first = await site.start();
  if (log) printPass(first, 'built');

  process.env.CONTENT_ROOT = contentRoot;
  // Read by web/vite.config.ts's `virtual:site-css`, as in the build.
  process.env.SITE_CUSTOM_CSS = JSON.stringify(site.customCss);
  const plugin = devContentPlugin(site);
  const registry = devRegistryPlugin(() => site.localComponents);
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: resolve(import.meta.dirname, '../../web/vite.config.ts'),
    plugins: [plugin, registry],
    server: { port: options.port ?? 5173, host: '127.0.0.1', strictPort: options.port !== undefined },
    logLevel: log ? 'info' : 'warn',
    clearScreen: false,
  });
  await vite.listen();
  const port = (vite.httpServer!.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;

  // Edits arrive as bursts (editors write, rename, touch): batch them, and never run two passes at once.
  let pending = new Set<string>();
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const waiters: ((pass: DevPass) => void)[] = [];
  const run = async () => {
    while (pending.size) {
      const paths = [...pending];
      pending = new Set();
      const pass = await site.update(paths);
      registry.refresh();
      plugin.notify(updateFor(site, pass));
      if (log) printPass(pass, `updated ${paths.join(', ')}`);
      waiters.splice(0).forEach((w) => w(pass));
    }
    running = null;
  };
  const queue = (file: string) => {
    const path = relative(contentRoot, file).split(sep).join('/');
    if (path.startsWith('..') || path.startsWith('pages/')) return; // pages are modules: Vite's HMR has them
    pending.add(path);
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      running ??= run();
    }, 5);
  };
  const watcher = watch(contentRoot, { ignoreInitial: true, ignored: (p) => p.includes(`${sep}node_modules`) || p.includes(`${sep}.git`) });
  watcher.on('add', queue).on('change', queue).on('unlink', queue);
  await new Promise<void>((done) => watcher.once('ready', () => done()));

  if (log) console.log(`\n  dev server: ${url}\n`);
  return {
    url,
    site,
    nextPass: () => new Promise((done) => waiters.push(done)),
    close: async () => {
      await watcher.close();
      await vite.close();
    },
  };
}

/** A few changed chunks travel with the message; after a large change the page fetches what it needs. */
function updateFor(site: DevSite, pass: DevPass): DevUpdate {
  const chunks: DevUpdate['chunks'] = {};
  const manifest = site.manifest;
  if (manifest && pass.routes.length <= 10) {
    for (const route of pass.routes) {
      const entry = manifest.routes[route];
      for (const path of [entry?.chunk, entry?.sidebar]) {
        const value = path ? site.output.value(path) : undefined;
        if (path && value) chunks[path] = value as DevUpdate['chunks'][string];
      }
    }
  }
  return { routes: pass.routes, errors: pass.errors, manifest: pass.routes.length ? manifest : null, chunks };
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
