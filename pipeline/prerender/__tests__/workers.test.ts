import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../../build';
import { workerCount } from '../workers';

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
      expect(Object.keys(result.timings)).toContain(`prerender: ${Object.keys(result.manifest!.routes).length + 1} pages on ${workers} thread(s)`);
      outs.push(out);
    }
    const [one, two] = outs.map(readTree);
    expect([...two!.keys()]).toEqual([...one!.keys()]);
    expect([...one!.keys()].filter((f) => f.endsWith('.html')).length).toBeGreaterThan(20);
    const differing = [...one!].filter(([file, bytes]) => !bytes.equals(two!.get(file)!)).map(([file]) => file);
    expect(differing).toEqual([]);
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
