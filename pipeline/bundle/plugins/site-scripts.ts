import { parseSync, transformWithOxc, type Plugin } from 'vite';
import { givenToBabelLoader, isCompiledPackageScript, siteBabel, SiteBabelError, type SiteBabel } from '../../../docusaurus/node/config/babel.js';
import { babelFallback } from '../../../docusaurus/node/config/babel-fallback.js';
import { perText } from '../../util/per-text.js';
import { jsonRequiresAsImports } from './json-requires.js';

/**
 * The site's own scripts, as Docusaurus compiles them: through the site's Babel config when it asks
 * for more than Docusaurus's preset (`docusaurus/node/config/babel.ts`: Flow types, decorators,
 * Babel plugins), as the `server` caller in the prerenderer's bundle and the `client` one in the
 * browser's. Otherwise only JSX in `.js` files needs help: Docusaurus sites write it there
 * (`src/pages/index.js`, components), Docusaurus's packages in their `lib/`, and Vite parses `.js`
 * as plain JavaScript.
 *
 * A site script oxc cannot parse (JSX text with a `>` or `}` that Babel 7, Docusaurus's compiler,
 * reads as text) is compiled by Babel first (`docusaurus/node/config/babel-fallback.ts`); oxc then
 * gets plain JavaScript. When Babel rejects it too, oxc reports its own error at the file's line.
 */
export function siteScripts(contentRoot: string, siteCopies: string[] = []): Plugin {
  let babel: SiteBabel | null = null;
  return {
    name: 'site-scripts',
    enforce: 'pre',
    async buildStart() {
      babel = await siteBabel(contentRoot);
    },
    async transform(source, id, options) {
      const file = id.split('?')[0]!;
      // The site's files, and the installed packages Docusaurus compiles with them (babel.ts).
      const siteFile = file.includes('/node_modules/') ? isCompiledPackageScript(file) : [contentRoot, ...siteCopies].some((dir) => file.startsWith(dir));
      // A site module's `require('<file>.json')` beside its imports is an import of it (json-requires.ts).
      const imported = siteFile && !file.includes('/node_modules/') && /\.[jt]sx?$/.test(file) ? jsonRequiresAsImports(file, source) : null;
      const code = imported ?? source;
      if (babel?.applies(file)) {
        try {
          const out = await babel.transform(code, file, options?.ssr ? 'server' : 'client');
          return { code: out.code, map: out.map as never };
        } catch (error) {
          if (!(error instanceof SiteBabelError)) throw error;
          this.error(error.message, { line: error.line, column: error.column });
        }
      }
      if (givenToBabelLoader(file) && !parsesWithOxc(file, code)) {
        const out = await babelFallback(code, file, contentRoot);
        if (out && parsesWithOxc(`${file}.babel.js`, out.code)) return { code: out.code, map: out.map as never };
      }
      // Docusaurus's packages publish JSX in `.js` too (theme-common's lib/, a community plugin's
      // src/): its webpack compiles them with the site's files (its `excludeJS`), and so does this.
      if (!file.endsWith('.js') || !siteFile || !/<[A-Za-z>]/.test(code)) return imported === null ? null : { code, map: null };
      // No tsconfig (as Babel, Docusaurus's compiler, reads none): the nearest one may extend a
      // package the site's folder has not installed.
      const out = await transformWithOxc(code, file, { lang: 'jsx', jsx: { runtime: 'automatic' }, tsconfig: false });
      return { code: out.code, map: out.map ?? null };
    },
  };
}

// Checked once per file text: dev mode transforms a file again after each save, of it or not.
const parsedOnce = perText<boolean>();

/** Whether oxc parses the file as Vite reads it (`.js` as JSX, which this plugin gives it). */
export function parsesWithOxc(file: string, code: string): boolean {
  const lang = /\.tsx$/i.test(file) ? 'tsx' : /\.ts$/i.test(file) ? 'ts' : 'jsx';
  return parsedOnce(file, code, () => parseSync(file, code, { lang }).errors.length === 0);
}
