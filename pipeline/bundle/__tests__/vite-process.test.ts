import { describe, expect, it } from 'vitest';
import { viteChildEnv, viteErrors } from '../vite-process';

describe("the Vite child's environment", () => {
  it("sets Rolldown's allocator to commit on use and return pages at once", () => {
    const env = viteChildEnv({ PATH: '/usr/bin', NODE_ENV: 'development' });
    expect(env).toMatchObject({ MIMALLOC_ARENA_EAGER_COMMIT: '0', MIMALLOC_PURGE_DELAY: '0', MIMALLOC_PURGE_DECOMMITS: '1' });
    // The rest of the environment still reaches the child (NODE_ENV picks React's build).
    expect(env).toMatchObject({ PATH: '/usr/bin', NODE_ENV: 'development' });
  });

  it('keeps an allocator option the environment already sets', () => {
    expect(viteChildEnv({ MIMALLOC_PURGE_DELAY: '50' }).MIMALLOC_PURGE_DELAY).toBe('50');
  });
});

describe('viteErrors', () => {
  it("reads each of Rolldown's errors with the place its frame names, colours taken out", () => {
    const stderr = [
      '\u001b[31m✗\u001b[39m Build failed in 3.56s',
      'Build failed with 2 errors:',
      '',
      "[UNRESOLVED_IMPORT] Could not resolve '../widgets/gauge' in site/src/pages/index.js",
      '   ╭─[ site/src/pages/index.js:1:20 ]',
      '   │',
      '[PARSE_ERROR] Unexpected token',
      '   ╭─[ site/src/components/Dial.jsx:7:3 ]',
    ].join('\n');
    expect(viteErrors(stderr)).toEqual([
      { message: "Could not resolve '../widgets/gauge' in site/src/pages/index.js", file: 'site/src/pages/index.js', line: 1, column: 20 },
      { message: 'Unexpected token', file: 'site/src/components/Dial.jsx', line: 7, column: 3 },
    ]);
  });

  it('falls back on the line after "error during build:", and finds nothing in other output', () => {
    expect(viteErrors('vite v8\nerror during build:\nSomething broke\n    at x (y.js:1:1)\n')).toEqual([
      { message: 'Something broke', file: null, line: 1, column: 1 },
    ]);
    expect(viteErrors('transforming...\n')).toEqual([]);
  });
});
