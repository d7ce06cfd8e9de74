import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TextCache } from '../text-cache';
import { build } from '../../build';
import { copySite } from '../../__tests__/copy-site';
import { contentHash } from '../../emit/hash';
import { readTree } from '../../__tests__/read-tree';

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'text-cache-'));
});
afterAll(() => {
  // The search and Markdown caches live under the project's .cache/, one folder per content root.
  for (const kind of ['search', 'markdown']) rmSync(join(process.cwd(), '.cache', kind, contentHash(join(work, 'site'), 8)), { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

describe('TextCache', () => {
  it('makes a text once per input, and again for another input', () => {
    const cache = new TextCache(null);
    let made = 0;
    const make = () => `text ${++made}`;
    expect(cache.text(['a', 1], make)).toBe('text 1');
    expect(cache.text(['a', 1], make)).toBe('text 1');
    expect(cache.text(['a', 2], make)).toBe('text 2');
    expect(cache.stats).toEqual({ made: 2, cached: 1 });
  });

  it('keeps nothing when told not to remember (a one-shot build without a cache)', () => {
    const cache = new TextCache(null, false);
    let made = 0;
    const make = () => `text ${++made}`;
    expect(cache.text('a', make)).toBe('text 1');
    expect(cache.text('a', make)).toBe('text 2');
    cache.endRun();
    expect(cache.text('a', make)).toBe('text 3');
    expect(cache.stats).toEqual({ made: 3, cached: 0 });
  });

  it('on disk, a text asked for again in the same run is read back from its file', () => {
    const dir = join(work, 'again');
    const cache = new TextCache(dir);
    expect(cache.text('k', () => 'one')).toBe('one');
    writeFileSync(join(dir, readdirSync(dir)[0]!), 'changed on disk');
    expect(cache.text('k', () => 'made again')).toBe('changed on disk');
    cache.endRun();
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it('keeps texts on disk for the next build, and each run drops what it did not use', async () => {
    const dir = join(work, 'disk');
    const first = new TextCache(dir);
    first.text('kept', () => 'one');
    await first.textAsync('dropped', () => Promise.resolve('two'));
    first.endRun();
    expect(readdirSync(dir)).toHaveLength(2);
    const second = new TextCache(dir);
    expect(second.text('kept', () => 'made again')).toBe('one');
    second.endRun();
    expect(readdirSync(dir)).toHaveLength(1);
    const third = new TextCache(dir);
    expect(await third.textAsync('dropped', () => Promise.resolve('made again'))).toBe('made again');
  });
});

describe('TextCache.keep', () => {
  it('keeps a text for the next run without reading it, on disk and in memory', () => {
    const dir = join(work, 'keep');
    const first = new TextCache(dir);
    first.text('linked', () => 'one');
    first.text('unused', () => 'two');
    first.endRun();
    const second = new TextCache(dir);
    second.keep(second.key('linked'));
    second.endRun();
    expect(readdirSync(dir)).toHaveLength(1);
    expect(new TextCache(dir).text('linked', () => 'made again')).toBe('one');
    const memory = new TextCache(null);
    memory.text('linked', () => 'one');
    memory.endRun();
    memory.keep(memory.key('linked'));
    memory.endRun();
    expect(memory.text('linked', () => 'made again')).toBe('one');
    expect(memory.stats).toEqual({ made: 1, cached: 2 });
  });
});

describe('search indexes and page Markdown in the build cache', () => {
  const site = () => join(work, 'site');
  let runs = 0;
  async function run(cache = true) {
    const out = join(work, `out-${++runs}`);
    const result = await build({ contentRoot: site(), outDir: out, app: false, preview: false, log: false, cache, cacheDir: join(work, 'compile') });
    expect(result.report.errors).toEqual([]);
    const count = (kind: string) => {
      const label = Object.keys(result.timings).find((k) => k.startsWith(`${kind}: `))!;
      const [, made, cached] = /(\d+) made, (\d+) cached/.exec(label)!;
      return { made: Number(made), cached: Number(cached) };
    };
    return { out, search: count('search'), markdown: count('markdown'), files: readTree(out) };
  }

  it('a build with nothing changed makes no index and no page Markdown, and writes the same files', async () => {
    copySite(join(import.meta.dirname, '..', '..', '..', 'fixtures', 'docusaurus-site'), site());
    const first = await run();
    expect(first.search.made).toBeGreaterThan(1);
    expect(first.markdown.made).toBeGreaterThan(10);
    const second = await run();
    expect(second.search).toEqual({ made: 0, cached: first.search.made });
    expect(second.markdown).toEqual({ made: 0, cached: first.markdown.made });
    expect(second.files).toEqual(first.files);
  }, 300_000);

  it('a changed doc makes its own Markdown and its own context’s index again, and the result equals a build without the cache', async () => {
    const file = join(site(), 'docs', 'basics', 'install.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('Install the command-line tool', 'Install the lantern command-line tool'));
    const warm = await run();
    expect(warm.markdown.made).toBe(1);
    // The page's context's content index; the titles index holds titles and keywords only.
    expect(warm.search.made).toBe(1);
    const cold = await run(false);
    expect(cold.search.cached + cold.markdown.cached).toBe(0);
    expect(warm.files).toEqual(cold.files);
    expect(Object.values(warm.files).some((text) => text.includes('Install the lantern command-line tool'))).toBe(true);
  }, 300_000);

  it('--no-cache reads and writes nothing in the cache folders', async () => {
    const folder = join(process.cwd(), '.cache', 'markdown', contentHash(site(), 8), '_');
    const before = readdirSync(folder).sort();
    const cold = await run(false);
    expect(cold.markdown.cached).toBe(0);
    expect(readdirSync(folder).sort()).toEqual(before);
  }, 300_000);
});
