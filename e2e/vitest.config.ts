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
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One browser at a time: the machines have two cores.
    fileParallelism: false,
    // Known flake: a search suggestion test can wait on "Loading…" when the engine finishes loading
    // while the query is being typed (seen in 2 of 4 full runs, never twice in a row). Retried until
    // the race in web/search/use-search.ts is found; a retry that passes is still reported.
    retry: 2,
  },
});
