import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LOCAL_COMPONENTS_ID, localComponentsModule } from './pipeline/emit/local-component-registry.js';
import { chromeDefines, themeDefines } from './pipeline/bundle/chrome-use.js';
import { NO_ROUTE_COMPONENTS, ROUTE_COMPONENTS } from './docusaurus/node/theme/route-components.js';

/** Unit and pipeline tests (Node). Browser tests live in e2e/ with their own config. */
// micromark's `development` builds (picked by Vite's resolver unless NODE_ENV is production) assert
// on a token pattern remark-comment produces; the production builds the pipeline runs do not.
// Test what ships.
process.env.NODE_ENV = 'production';

export default defineConfig({
  // The chrome's optional parts are all drawn, as in dev mode (pipeline/bundle/chrome-use.ts).
  define: { ...chromeDefines(null), ...themeDefines(true) },
  plugins: [
    // The SPA's route loader reaches the MDX component registry, which imports the site's own
    // components from this virtual module (pipeline/bundle/plugins/local-components.ts); a unit test has no site: its
    // registry is empty, as in a build of a site without components.
    {
      name: 'local-components-empty',
      resolveId: (id) => (id === LOCAL_COMPONENTS_ID ? `\0${LOCAL_COMPONENTS_ID}` : null),
      load: (id) => (id === `\0${LOCAL_COMPONENTS_ID}` ? localComponentsModule({}) : null),
    },
    // Nor has it the site's own @docusaurus/theme-common (docusaurus/client/theme-common-providers.tsx).
    {
      name: 'site-theme-common-none',
      resolveId: (id) => (id === 'virtual:site-theme-common' ? '\0virtual:site-theme-common' : null),
      load: (id) => (id === '\0virtual:site-theme-common' ? 'export const internal = {};' : null),
    },
    // Nor docs instances with route components of their own (docusaurus/node/theme/route-components.ts).
    {
      name: 'route-components-none',
      resolveId: (id) => (id === ROUTE_COMPONENTS ? `\0${ROUTE_COMPONENTS}` : null),
      load: (id) => (id === `\0${ROUTE_COMPONENTS}` ? NO_ROUTE_COMPONENTS : null),
    },
  ],
  // The chrome renders its replaceable parts through `@theme/` (docusaurus/node/theme/theme-modules.ts):
  // without a site, as in a build of a site that swizzles nothing, those are the theme's own modules.
  resolve: { alias: [{ find: /^@theme\/(.*)$/, replacement: `${fileURLToPath(new URL('./web/theme/', import.meta.url))}$1` }] },
  test: {
    include: ['{pipeline,web,common,server,docusaurus,netlify-plugin}/**/__tests__/**/*.test.{ts,tsx}'],
    exclude: ['**/fixtures/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 300_000,
    pool: 'forks',
  },
});
