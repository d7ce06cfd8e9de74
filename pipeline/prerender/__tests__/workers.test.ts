import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../../build';
import { workerCount } from '../workers';
import { copySite } from '../../__tests__/copy-site';
import { contentHash } from '../../emit/hash';

const FIXTURE = join(import.meta.dirname, '..', '..', '..', 'fixtures', 'docusaurus-site');
let work: string;

function readTree(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.set(p.slice(dir.length), readFileSync(p));
    }
  };
  walk(dir);
  return out;
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'prerender-workers-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('prerendering on a pool of threads', () => {
  it('writes the same bytes in every file with one thread and with two', async () => {
    const outs: string[] = [];
    for (const workers of [1, 2]) {
      const out = join(work, `out-${workers}`);
      // No build cache: both builds do all the work.
      const result = await build({ contentRoot: FIXTURE, outDir: out, app: true, preview: false, log: false, cache: false, workers });
      expect(result.report.errors).toEqual([]);
      const pages = Object.keys(result.manifest!.routes).length + 1;
      expect(Object.keys(result.timings)).toContain(
        `prerender: ${pages} pages (${pages} rendered, 0 cached; ${pages} written, 0 unchanged, 0 by record) on ${workers} thread(s)`,
      );
      outs.push(out);
    }
    const [one, two] = outs.map(readTree);
    expect([...two!.keys()]).toEqual([...one!.keys()]);
    expect([...one!.keys()].filter((f) => f.endsWith('.html')).length).toBeGreaterThan(20);
    const differing = [...one!].filter(([file, bytes]) => !bytes.equals(two!.get(file)!)).map(([file]) => file);
    expect(differing).toEqual([]);
  }, 600_000);
});

describe('the server bundle in the build cache', () => {
  it('is reused by the next build while its inputs are unchanged, and the pages come out the same', async () => {
    // A copy of its own: the bundle caches are kept per content folder under .cache/.
    const site = join(work, 'site');
    copySite(FIXTURE, site);
    const cacheDir = join(work, 'compile-cache');
    try {
      const outs: string[] = [];
      for (const run of [1, 2]) {
        const out = join(work, `cached-${run}`);
        const result = await build({ contentRoot: site, outDir: out, app: true, preview: false, log: false, cacheDir, workers: 1 });
        expect(result.report.errors).toEqual([]);
        const reused = Object.keys(result.timings).includes('prerender: server bundle unchanged, taken from the cache');
        expect(reused).toBe(run === 2);
        outs.push(out);
      }
      const [first, second] = outs.map(readTree);
      const html = [...first!.keys()].filter((f) => f.endsWith('.html'));
      expect(html.length).toBeGreaterThan(20);
      expect(html.filter((f) => !first!.get(f)!.equals(second!.get(f)!))).toEqual([]);
    } finally {
      for (const kind of ['app', 'ssr']) rmSync(join(process.cwd(), '.cache', kind, contentHash(site, 8)), { recursive: true, force: true });
    }
  }, 600_000);
});

describe('the number of threads', () => {
  it('is one per core unless asked, and never more than the cap', () => {
    expect(workerCount(undefined, 2)).toBe(2);
    expect(workerCount('', 4)).toBe(4);
    expect(workerCount('1', 16)).toBe(1);
    expect(workerCount(undefined, 64)).toBe(8);
  });
  it('refuses what is not a whole number of threads', () => {
    expect(() => workerCount('0', 2)).toThrow(/--workers must be a whole number of threads, 1 or more; got 0/);
    expect(() => workerCount('two', 2)).toThrow(/got two/);
  });
});
