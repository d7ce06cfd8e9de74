import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { publishedModules } from '../published-modules.js';

const MERMAID_ENTRY = 'mermaid.esm.min.mjs';

const DEFERRED_ID = '\0mermaid-deferred';

/**
 * mermaid's API for a synchronous `require('mermaid')`: each call (`initialize`, `contentLoaded`,
 * `run`, `render`, ...) loads the published build on first use and is made on it in the order the
 * code made them, its result a promise (mermaid's rendering calls return one already). On
 * Docusaurus, webpack bundles mermaid into the requiring module's chunk instead.
 */
const DEFERRED_API = `let loaded;
const load = () => (loaded ??= import('mermaid').then((m) => m.default));
export default new Proxy({}, { get: (_, name) => (...args) => load().then((mermaid) => mermaid[name](...args)) });
`;

/**
 * mermaid (diagrams, loaded on need) is the largest library the SPA imports: bundling it from its
 * sources was half of the client bundle's memory (0.71 GB of Rolldown's peak against 0.39 GB
 * without it) and 60% of its time. The browser gets mermaid's own published browser build
 * instead, the ES module build its documentation serves from a CDN (`dist/mermaid.esm.min.mjs`
 * and the chunks it imports), copied under a folder named by its version, so a deploy never changes
 * a file at the same URL. The SPA's `import('mermaid')` is left to the browser. Dev mode keeps
 * Vite's own handling.
 */
export function publishedMermaid(): Plugin {
  const dist = join(createRequire(import.meta.url).resolve('mermaid/package.json'), '..', 'dist');
  const { version } = JSON.parse(readFileSync(join(dist, '..', 'package.json'), 'utf8')) as { version: string };
  const folder = `assets/mermaid-${version}`;
  let base = '/';
  return {
    name: 'published-mermaid',
    enforce: 'pre',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      base = config.base;
    },
    resolveId(id, _importer, options) {
      if (id !== 'mermaid') return null;
      // CommonJS code's `require('mermaid')` (a theme's compiled component) cannot wait for an ES
      // module the browser loads: it gets `DEFERRED_API` instead.
      if (options?.kind === 'require-call') return DEFERRED_ID;
      return { id: `${base}${folder}/${MERMAID_ENTRY.replace(/\.mjs$/, '.js')}`, external: true };
    },
    load: (id) => (id === DEFERRED_ID ? DEFERRED_API : null),
    generateBundle() {
      for (const [fileName, source] of publishedModules(dist, MERMAID_ENTRY, 'chunks/mermaid.esm.min'))
        this.emitFile({ type: 'asset', fileName: `${folder}/${fileName}`, source });
    },
  };
}
