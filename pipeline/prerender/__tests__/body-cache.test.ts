import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BootManifest } from '../../../common/contract';
import { bodyKey } from '../body-cache';
import { build } from '../../build';
import { copySite } from '../../__tests__/copy-site';
import { contentHash } from '../../emit/hash';
import { lastOutput } from '../../emit/last-output';

const boot = (over: Partial<BootManifest> = {}): BootManifest =>
  ({
    contractVersion: 2,
    buildId: 'b1',
    site: { title: 'Lantern' },
    versions: [],
    notFound: { title: 'Page Not Found' },
    search: '/_data/search/manifest.a.json',
    i18n: { currentLocale: 'en', defaultLocale: 'en', locales: [], translations: {} },
    routeTable: { id: 't1', shards: 1 },
    navbarRoutes: {},
    docsData: '/_data/docs/docs.a.json',
    ...over,
  }) as unknown as BootManifest;
const key = (b: BootManifest, files = ['{"chunk":1}'], bundle = 'bundle') => bodyKey({ bundle, route: '/docs/a', files, boot: b });

describe('the key of a page body', () => {
  it('ignores what changes with every edit and no component renders: build id, file names', () => {
    const edited = boot({
      buildId: 'b2',
      routeTable: { id: 't2', shards: 1 },
      docsData: '/_data/docs/docs.b.json',
      search: '/_data/search/manifest.b.json',
    });
    expect(key(edited)).toBe(key(boot()));
  });

  it('changes with what a page shows: the files it reads, the bundle, the site, whether the site has search', () => {
    const base = key(boot());
    expect(key(boot(), ['{"chunk":2}'])).not.toBe(base);
    expect(key(boot(), undefined, 'other bundle')).not.toBe(base);
    expect(key(boot({ site: { title: 'Lantern 2' } } as Partial<BootManifest>))).not.toBe(base);
    expect(key(boot({ search: null }))).not.toBe(base);
    expect(key(boot({ docsData: null }))).not.toBe(base);
  });
});

function readTree(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.set(p.slice(dir.length), readFileSync(p, 'utf8'));
    }
  };
  walk(dir);
  return out;
}

describe('prerendered pages in the build cache', () => {
  let work: string;
  let site: string;
  let runs = 0;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'body-cache-'));
    site = join(work, 'site');
    copySite(join(import.meta.dirname, '..', '..', '..', 'fixtures', 'docusaurus-site'), site);
    // Enough pages for a route table of several shards (64 routes each, common/route-table.ts).
    mkdirSync(join(site, 'docs', 'many'));
    for (let i = 0; i < 80; i++)
      writeFileSync(join(site, 'docs', 'many', `page-${i}.md`), `---\ntitle: Lamp group ${i}\n---\n\nGroup ${i} holds up to ${i + 2} lamps.\n`);
  });
  afterAll(() => {
    for (const kind of ['app', 'ssr', 'prerender', 'search', 'markdown', 'social-cards', 'output'])
      rmSync(join(process.cwd(), '.cache', kind, contentHash(site, 8)), { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  });
  // Cached builds replace one output folder (as a site's builds do); the build without a cache writes its own.
  async function run(cache = true, folder = 'out') {
    const out = join(work, cache ? folder : `out-uncached-${++runs}`);
    const result = await build({ contentRoot: site, outDir: out, app: true, preview: false, log: false, cache, cacheDir: join(work, 'compile') });
    expect(result.report.errors).toEqual([]);
    const label = Object.keys(result.timings).find((k) => /^prerender: \d+ pages/.test(k))!;
    const [, pages, rendered, written, recorded, threads] = /(\d+) pages \((\d+) rendered.*; (\d+) written.*, (\d+) by record\) on (\d+) thread/
      .exec(label)!
      .map(Number);
    return { pages: pages!, rendered: rendered!, written: written!, recorded: recorded!, threads: threads!, files: readTree(out), out };
  }

  it('renders no page again when nothing changed, and writes the same bytes', async () => {
    const first = await run();
    expect(first.rendered).toBe(first.pages);
    const second = await run();
    expect(second.rendered).toBe(0);
    // Every page's bytes are the previous output's: each is linked to it, none written.
    expect(second.written).toBe(0);
    expect([...second.files.keys()]).toEqual([...first.files.keys()]);
    expect([...second.files].filter(([f, text]) => first.files.get(f) !== text).map(([f]) => f)).toEqual([]);
  }, 600_000);

  it('after one doc changed, renders only the pages that show it, and writes what a build without the cache writes', async () => {
    const file = join(site, 'docs', 'basics', 'install.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('Install the command-line tool', 'Install the lantern command-line tool'));
    const warm = await run();
    // The doc itself; its neighbours, sidebar and shard-mates show nothing of the changed sentence.
    expect(warm.rendered).toBe(1);
    // And only its file changed: no page's head names the route table, whose id changed with the edit.
    expect(warm.written).toBe(1);
    // The cached pages are written by the build's own thread, and so is one page left: no pool starts.
    expect(warm.threads).toBe(1);
    const cold = await run(false);
    expect(cold.rendered).toBe(cold.pages);
    expect([...warm.files.keys()]).toEqual([...cold.files.keys()]);
    expect([...warm.files].filter(([f, text]) => cold.files.get(f) !== text).map(([f]) => f)).toEqual([]);
    expect(warm.files.get('/docs/basics/install.html')).toContain('Install the lantern command-line tool');
    // Every other page was linked on its record's word, without reading it.
    expect(warm.recorded).toBe(warm.pages - 1);
  }, 600_000);

  it('makes a page edited in the output again instead of trusting its record', async () => {
    const before = await run();
    expect(before.recorded).toBe(before.pages);
    // Edited in place: the same file (inode), the same size, other bytes and a newer time.
    const page = join(work, 'out', 'docs', 'basics', 'install.html');
    writeFileSync(page, readFileSync(page, 'utf8').replace('lantern command-line', 'LANTERN command-line'));
    const after = await run();
    expect(after.rendered).toBe(0);
    expect(after.recorded).toBe(after.pages - 1);
    expect(after.written).toBe(1);
    expect(after.files.get('/docs/basics/install.html')).toBe(before.files.get('/docs/basics/install.html'));
  }, 600_000);

  it('links a build into a new, empty folder (a fresh checkout on Netlify, a folder made for it) to the last output, kept in the cache', async () => {
    const last = await run();
    mkdirSync(join(work, 'out-fresh'));
    const fresh = await run(true, 'out-fresh');
    expect(fresh.rendered).toBe(0);
    expect(fresh.written).toBe(0);
    expect(fresh.recorded).toBe(fresh.pages);
    expect([...fresh.files]).toEqual([...last.files]);
    // Pages, and what the emit wrote (chunks, sidebars, search indexes), are the last output's files.
    const linked = [...fresh.files.keys()].filter((f) => f.endsWith('.html') || f.startsWith('/_data/'));
    expect(linked.length).toBeGreaterThan(fresh.pages);
    expect(linked.filter((f) => statSync(join(fresh.out, f)).ino !== statSync(join(last.out, f)).ino)).toEqual([]);
  }, 600_000);

  it('links pages to a last output restored as a copy (new inodes, as a restored Netlify cache has) on their bytes', async () => {
    const kept = join(process.cwd(), '.cache', 'output', contentHash(site, 8));
    const copy = lastOutput(kept)!;
    const original = `${copy}-original`;
    renameSync(copy, original);
    cpSync(original, copy, { recursive: true });
    rmSync(original, { recursive: true });
    const page = '/docs/basics/install.html';
    const inode = statSync(join(copy, page)).ino;
    const restored = await run(true, 'out-restored');
    expect(restored.rendered).toBe(0);
    expect(restored.written).toBe(0);
    expect(restored.recorded).toBe(restored.pages);
    expect(statSync(join(restored.out, page)).ino).toBe(inode);
  }, 600_000);
});

describe('the key of a page body, with the hashes of texts kept between pages', () => {
  it('is the key made without them, and keeps each text hashed once', () => {
    const hashes = new Map<string, string>();
    const files = ['{"chunk":1}', '{"sidebar":1}'];
    expect(bodyKey({ bundle: 'bundle', route: '/docs/a', files, boot: boot() }, hashes)).toBe(
      bodyKey({ bundle: 'bundle', route: '/docs/a', files, boot: boot() }),
    );
    expect([...hashes.keys()]).toEqual(files);
    expect(bodyKey({ bundle: 'bundle', route: '/docs/a', files: ['{"chunk":2}', files[1]!], boot: boot() }, hashes)).toBe(
      bodyKey({ bundle: 'bundle', route: '/docs/a', files: ['{"chunk":2}', files[1]!], boot: boot() }),
    );
  });
});
