import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/** Browser tests: real Chromium against the production build, served by server/serve.ts. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    // The root is e2e/, so the report path is spelled from the repository root.
    outputFile: { json: resolve(import.meta.dirname, '../.cache/reports/e2e.json') },
    globalSetup: ['./global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // One browser at a time: the machines have two cores.
    fileParallelism: false,
    // No retries: a test waits for a state the page shows. expect.poll's default window (1 s) is
    // shorter than a busy 2-core machine needs for a lazily loaded engine or chunk, so every poll
    // waits up to the test's own scale; a poll that never reaches its state still fails. 60 s: a
    // whole page reload with the CPU slowed 6× on a machine at load 7 took longer than 30 s once
    // in four busy runs (the stale-deploy tests wait for it).
    expect: { poll: { timeout: 60_000, interval: 50 } },
  },
});
