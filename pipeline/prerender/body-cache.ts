/**
 * The rendered body of each page, kept between builds under `.cache/prerender/`: a page whose
 * inputs are unchanged is not rendered again. The key is everything React reads to render it: the
 * server bundle (by its files' content), the route and its entry (the page's first load reads it
 * from the page, not from a route-table shard: `common/initial-route.ts`), the page's chunk and
 * sidebar files (their text), the docs data file when the site has one, and `boot.json` less the
 * fields no component renders, which change with every edit anywhere: the build id (read by the
 * stale-deploy check), the route table's id (the loader's fetch path), the docs data file's name
 * (its text is in the key) and the search manifest's name (the browser fetches that list of
 * indexes; a page renders only whether the site has search). The head is not in it:
 * it is written around the body on every build (head.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BootManifest } from '../../common/contract.js';

export interface BodyInputs {
  bundle: string;
  route: string | null;
  /** The texts of what the page's render reads (its route entry, chunk, sidebar, docs data). */
  files: string[];
  boot: BootManifest;
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/**
 * The key of a page's body; boots differing only in fields no component renders give one key.
 * `hashes` keeps each file text's hash for the next page: a sidebar is read by hundreds of pages,
 * and the same text (the same string) is then hashed once.
 */
export function bodyKey({ bundle, route, files, boot }: BodyInputs, hashes: Map<string, string> = new Map()): string {
  const hash = (text: string) => hashes.get(text) ?? hashes.set(text, sha(text)).get(text)!;
  return sha(JSON.stringify([bundle, route, files.map(hash), renderedBoot(boot)]));
}

const renderedBoots = new WeakMap<BootManifest, unknown>();

/** `boot.json` less the fields no component renders (see above). */
export function renderedBoot(boot: BootManifest) {
  if (!renderedBoots.has(boot))
    renderedBoots.set(boot, {
      ...boot,
      buildId: null,
      routeTable: null,
      docsData: boot.docsData ? 'present' : null,
      globalData: boot.globalData ? 'present' : null,
      // The list of search indexes is fetched in the browser: no page renders it.
      search: boot.search ? 'present' : null,
    });
  return renderedBoots.get(boot);
}

/** A body by its key, when `dir` holds it. */
export function readCachedBody(dir: string | null, key: string): string | null {
  const file = dir && join(dir, `${key}.html`);
  return file && existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** A body by its key: read from `dir`, or rendered and stored there. `dir` null always renders. */
export async function cachedBody(dir: string | null, key: string, render: () => Promise<string>): Promise<{ body: string; cached: boolean }> {
  const cached = readCachedBody(dir, key);
  if (cached !== null) return { body: cached, cached: true };
  const file = dir && join(dir, `${key}.html`);
  const body = await render();
  if (file) {
    mkdirSync(dir, { recursive: true });
    // Written aside and renamed: threads writing at once, or a build stopped halfway, leave whole files.
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(tmp, body);
    renameSync(tmp, file);
  }
  return { body, cached: false };
}

/** Removes the bodies no page of this build used (and temporaries left by a stopped build), so the folder holds one build's pages. */
export function pruneBodies(dir: string, used: Set<string>) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) if (/\.html(\..*\.tmp)?$/.test(name) && !used.has(name.replace(/\.html$/, ''))) rmSync(join(dir, name), { force: true });
}

/** One key for the server bundle: the content of every file Vite wrote for it. */
export function bundleKey(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (e.isDirectory()) walk(join(d, e.name));
      else if (e.name !== 'template.html')
        hash
          .update(e.name)
          .update('\0')
          .update(readFileSync(join(d, e.name)))
          .update('\0');
    }
  };
  walk(dir);
  return hash.digest('hex').slice(0, 32);
}
