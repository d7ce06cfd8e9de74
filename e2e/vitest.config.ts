import { defineConfig } from 'vitest/config';

/** Browser tests: real Chromium against the production build, served by server/serve.ts. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One browser at a time: the machines have two cores.
    fileParallelism: false,
  },
});
