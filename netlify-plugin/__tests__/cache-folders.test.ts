import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachePaths } from '../../pipeline/cache/paths.js';
import { CACHE_FOLDERS } from '../cache-folders.js';

describe("the build-cache plugin's folders", () => {
  it('hold every cache layer the build places under .cache/ (pipeline/cache/paths.ts), and the compiled pipeline', () => {
    const cwd = '/site';
    const paths = cachePaths({}, join(cwd, 'docs'), cwd);
    const layers = [paths.compile, paths.output, paths.images, paths.socialCards, paths.prerender, paths.app, paths.ssr, paths.siteModules]
      .concat((['search', 'markdown', 'feeds'] as const).map((kind) => paths.text(kind, '')))
      .map((path) =>
        relative(cwd, path ?? '')
          .split('/')
          .slice(0, 2)
          .join('/'),
      );
    expect([...CACHE_FOLDERS].sort()).toEqual([...new Set(layers), '.cache/pipeline-js'].sort());
  });
});
