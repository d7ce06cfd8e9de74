/**
 * The prerender's server bundle in a folder of its own. While the emit waits for its search thread,
 * `load` puts the cache's bundle in place (a warm build: `onlyCached`) and imports it into this
 * thread (the bundle, React and the theme: about 0.15 s, which the prerender of the changed pages
 * then does not wait for). Otherwise the prerender puts it in place when it starts; a bundle the
 * cache does not have is made then, as before: Vite beside the emit would take cores and memory
 * from it.
 *
 * The bundle is not loaded by a thread of the prerender pool instead: a new thread loads the
 * pipeline's modules and React anew (0.6 s of a core on prettier.io), and on two cores it took
 * that core from the emit and the search thread; the warm build was 0.5 s slower.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { runDir } from '../cache/paths.js';
import { PROJECT_ROOT } from '../project-root.js';
import { bundleKey } from './body-cache.js';
import { loadServerEntry } from './pages.js';

/** Writes the server bundle into `dir`: the cache's copy, else Vite's; with `onlyCached`, the cache's or nothing. */
export type BundleServer = (dir: string, onlyCached?: boolean) => Promise<'bundled' | 'cached' | 'missing'>;

export interface ServerBundle {
  /** One per prerender run: what a thread loaded for another run is never reused. */
  run: string;
  /** `entry-server.mjs` and what Vite wrote beside it. */
  dir: string;
  entry: string;
  /** `bundleKey`: the content of its files. */
  key: string;
  result: 'bundled' | 'cached';
  /** Time it took to put in place (copy or bundle). */
  ms: number;
}

export class ServerSetup {
  readonly run = randomUUID();
  readonly dir = runDir(`ssr-${process.pid}-${this.run.slice(0, 8)}`);
  /** The cache's bundle in place (`load`); null when the cache has none. */
  private early: Promise<ServerBundle | null> | null = null;

  constructor(private readonly bundleServer: BundleServer) {}

  /**
   * Puts the cache's bundle in place and imports it into this thread, ahead of the prerender (the
   * build calls it while the emit waits for its search thread); nothing more when the cache has
   * none. A failure here is the prerender's to report, with its pages.
   */
  async load() {
    const started = performance.now();
    this.early ??= this.bundleServer(this.dir, true).then((result) => (result === 'cached' ? this.inPlace('cached', started) : null));
    const early = await this.early.catch(() => null);
    if (early) await loadServerEntry({ ssrEntry: early.entry, run: early.run }).catch(() => undefined);
  }

  /** The bundle in place: the one `load` took from the cache, else the cache's or Vite's now. */
  async bundle(): Promise<ServerBundle> {
    const early = await this.early?.catch(() => null);
    if (early) return early;
    const started = performance.now();
    const result = await this.bundleServer(this.dir);
    return this.inPlace(result === 'missing' ? 'bundled' : result, started);
  }

  /** Removes the bundle's folder. */
  async dispose() {
    await this.early?.catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }

  private inPlace(result: 'bundled' | 'cached', started: number): ServerBundle {
    const ms = Math.round(performance.now() - started);
    const key = bundleKey(this.dir);
    toolPackagesFirst(this.dir); // after the bundle's key: the link is no part of it
    return { run: this.run, dir: this.dir, entry: join(this.dir, 'entry-server.mjs'), key, result, ms };
  }
}

/**
 * The server bundle leaves packages external, and Node looks them up from where the bundle is, the
 * site's `.cache/`: a Docusaurus site has packages of the same names at the top of its node_modules
 * (react-router 5 through `@docusaurus/core`), while the ones this tool was built with are nested
 * under it when it is installed in the site. A `node_modules` beside the bundle, linked to this
 * tool's own, makes Node look there first and then up through the site's, as the tool's own modules
 * resolve them. (In a clone it is the repository's, which Node would reach by walking up anyway.)
 */
function toolPackagesFirst(ssrDir: string) {
  const own = join(PROJECT_ROOT, 'node_modules');
  const link = join(ssrDir, 'node_modules');
  if (existsSync(own) && !existsSync(link)) symlinkSync(own, link, 'junction');
}
