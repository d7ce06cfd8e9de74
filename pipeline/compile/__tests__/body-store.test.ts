import { afterAll, describe, expect, it } from 'vitest';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BodyStore } from '../body-store';
import type { CompiledMdx } from '../../mdx/processor';
import type { HastRoot } from '../../../common/contract';
import { build } from '../../build';
import { copySite } from '../../__tests__/copy-site';
import { tempDir } from '../../__tests__/temp-dir';
import { contentHash } from '../../emit/hash';
import { readTree } from '../../__tests__/read-tree';

const tree = (text: string): HastRoot => ({
  type: 'root',
  children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: text }] }],
});
const compiled = (text: string, excerpt: string | null = null) => ({ body: tree(text), excerpt: excerpt === null ? null : tree(excerpt) }) as CompiledMdx;

describe('BodyStore', () => {
  const folder = tempDir('body-store-');

  it('keeps bodies in memory while the budget lasts, then on disk, read back as they were', () => {
    const store = new BodyStore(folder, 10);
    const small = compiled('in memory');
    const big = compiled('on disk', 'the excerpt');
    const body = small.body;
    store.keep(small, 10);
    store.keep(big, 5);
    expect(small.body).toBe(body);
    expect(big.body).toEqual(tree('on disk'));
    expect(big.excerpt).toEqual(tree('the excerpt'));
    // Each read parses afresh: nothing of it stays in the store's heap.
    expect(big.body).not.toBe(big.body);
    expect(JSON.parse(JSON.stringify(big))).toEqual({ body: tree('on disk'), excerpt: tree('the excerpt') });
    expect(Object.keys(big)).toEqual(['body', 'excerpt']);
    expect(store.stats).toEqual({ inMemory: 1, onDisk: 1 });
    // The file has no name in the folder: it goes when the store closes, however the build ends.
    expect(readdirSync(folder)).toEqual([]);
    store.close();
    expect(() => big.body).toThrow(/after the build closed/);
  });

  it('keeps a body without an excerpt with a plain null one, and every body in memory without a folder', () => {
    const store = new BodyStore(folder, 0);
    const page = compiled('text');
    store.keep(page, 100);
    expect(page.excerpt).toBeNull();
    expect(page.body).toEqual(tree('text'));
    store.close();
    const none = new BodyStore(null, 0);
    const kept = compiled('kept');
    const body = kept.body;
    none.keep(kept, 1_000_000);
    expect(kept.body).toBe(body);
    expect(none.stats).toEqual({ inMemory: 1, onDisk: 0 });
  });
});

describe('a build with its bodies on disk', () => {
  const work = tempDir('bodies-on-disk-');
  const roots: string[] = [];
  afterAll(() => {
    for (const root of roots)
      for (const kind of ['search', 'markdown', 'feeds', 'images'])
        rmSync(join(process.cwd(), '.cache', kind, contentHash(root, 8)), { recursive: true, force: true });
  });

  // docusaurus-site: truncated posts (excerpts), DocCardList pages; docusaurus-site-2: trailingSlash,
  // a second locale and versions, whose models are rewritten copies (routes/model-links.ts).
  it.each(['docusaurus-site', 'docusaurus-site-2'])(
    'writes the same files as with them in memory, cold and from the cache (%s)',
    async (fixture) => {
      const site = join(work, fixture);
      copySite(join(import.meta.dirname, '..', '..', '..', 'fixtures', fixture), site);
      roots.push(site);
      const run = async (name: string, options: { cache: boolean; bodiesInMemory?: number }) => {
        const outDir = join(work, `${fixture}-${name}`);
        const result = await build({ contentRoot: site, outDir, app: false, preview: false, log: false, cacheDir: join(work, `${fixture}-cache`), ...options });
        expect(result.report.errors).toEqual([]);
        return { files: readTree(outDir, 'latin1'), timings: Object.keys(result.timings) };
      };
      const inMemory = await run('memory', { cache: false });
      expect(inMemory.timings.some((t) => t.includes('bodies on disk'))).toBe(false);
      const cold = await run('disk-cold', { cache: true, bodiesInMemory: 0 });
      const warm = await run('disk-warm', { cache: true, bodiesInMemory: 0 });
      for (const [label, other] of [
        ['cold', cold],
        ['warm', warm],
      ] as const) {
        expect(
          other.timings.find((t) => t.includes('bodies on disk')),
          label,
        ).toMatch(/^compile: \d+ bodies on disk, 0 in memory$/);
        expect(Object.keys(other.files).sort(), label).toEqual(Object.keys(inMemory.files).sort());
        for (const [file, bytes] of Object.entries(inMemory.files)) expect(other.files[file], `${label}: ${file}`).toBe(bytes);
      }
      expect(warm.timings.find((t) => t.startsWith('compile: ') && t.endsWith(' cached'))).toMatch(/^compile: 0 compiled/);
    },
    120_000,
  );
});
