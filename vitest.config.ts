import { defineConfig } from 'vitest/config';

/** Unit and pipeline tests (Node). Browser tests live in e2e/ with their own config. */
// micromark's `development` builds (picked by Vite's resolver unless NODE_ENV is production) assert
// on a token pattern remark-comment produces; the production builds the pipeline runs do not.
// Test what ships.
process.env.NODE_ENV = 'production';

export default defineConfig({
  test: {
    include: ['{pipeline,web,common,server}/**/__tests__/**/*.test.{ts,tsx}'],
    exclude: ['**/fixtures/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 300_000,
    pool: 'forks',
  },
});
