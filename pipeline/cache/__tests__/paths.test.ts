import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachePaths } from '../paths';
import { contentHash } from '../../emit/hash';

describe('cachePaths', () => {
  const cwd = '/work/site-builder';
  const root = contentHash(resolve('fixtures/site'), 8);

  it('puts each layer under .cache/<kind>/<hash of the content root>, the text caches per locale', () => {
    const paths = cachePaths({}, 'fixtures/site', cwd);
    expect(paths.compile).toBe(join(cwd, '.cache', 'compile', root));
    expect(paths.gitHistory).toBe(join(cwd, '.cache', 'compile', root, 'git-history.json'));
    expect(paths.searchSections).toBe(join(cwd, '.cache', 'search', root, 'sections.json'));
    expect(paths.output).toBe(join(cwd, '.cache', 'output', root));
    expect(paths.socialCards).toBe(join(cwd, '.cache', 'social-cards', root));
    expect(paths.ssr).toBe(join(cwd, '.cache', 'ssr', root));
    expect(paths.text('search', '')).toBe(join(cwd, '.cache', 'search', root, '_'));
    expect(paths.text('feeds', '/ar')).toBe(join(cwd, '.cache', 'feeds', root, 'ar'));
  });

  it('names the same folders for a relative and an absolute content root', () => {
    expect(cachePaths({}, resolve('fixtures/site'), cwd)).toEqual(expect.objectContaining({ app: cachePaths({}, 'fixtures/site', cwd).app }));
  });

  it('moves only the compile cache with --cache-dir, and gives no folder at all with --no-cache', () => {
    const moved = cachePaths({ cacheDir: '/tmp/compile' }, 'fixtures/site', cwd);
    expect(moved.compile).toBe(join('/tmp/compile', root));
    expect(moved.images).toBe(join(cwd, '.cache', 'images', root));
    const off = cachePaths({ cache: false, cacheDir: '/tmp/compile' }, 'fixtures/site', cwd);
    expect([
      off.compile,
      off.gitHistory,
      off.searchSections,
      off.output,
      off.images,
      off.socialCards,
      off.prerender,
      off.app,
      off.ssr,
      off.text('markdown', ''),
    ]).toEqual(Array(10).fill(null));
  });
});
