import { describe, expect, it } from 'vitest';
import { viteChildEnv } from '../vite-process';

describe("the Vite child's environment", () => {
  it("sets Rolldown's allocator to commit on use and return pages at once", () => {
    const env = viteChildEnv({ PATH: '/usr/bin', SITE_BASE_URL: '/docs/' });
    expect(env).toMatchObject({ MIMALLOC_ARENA_EAGER_COMMIT: '0', MIMALLOC_PURGE_DELAY: '0', MIMALLOC_PURGE_DECOMMITS: '1' });
    // The variables the web config reads still reach the child.
    expect(env).toMatchObject({ PATH: '/usr/bin', SITE_BASE_URL: '/docs/' });
  });

  it('keeps an allocator option the environment already sets', () => {
    expect(viteChildEnv({ MIMALLOC_PURGE_DELAY: '50' }).MIMALLOC_PURGE_DELAY).toBe('50');
  });
});
