import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build, type Rollup } from 'vite';
import { prismThemesModule } from '../prism-themes-module';

let work: string;
const put = (path: string, text: string) => {
  mkdirSync(dirname(join(work, path)), { recursive: true });
  writeFileSync(join(work, path), text);
};

/**
 * A real Vite build of a site whose code calls theme-common's `usePrismTheme` on one page and not
 * on another. The compatibility layer's site context is a small module here: what it is given is
 * what `useThemeConfig().prism` answers.
 */
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'prism-themes-'));
  put('context.js', 'export let given = null;\nexport function providePrismThemes(themes) { given = themes; }\n');
  put(
    'site/node_modules/@docusaurus/theme-common/lib/hooks/usePrismTheme.js',
    "import { given } from '../../../../../../context.js';\nexport function usePrismTheme() { return given.theme; }\n",
  );
  put(
    'site/api-page.js',
    "import { usePrismTheme } from './node_modules/@docusaurus/theme-common/lib/hooks/usePrismTheme.js';\nexport const draw = () => usePrismTheme().plain.color;\n",
  );
  put('site/guide-page.js', "export const draw = () => 'a guide';\n");
  put('site/main.js', "export const pages = { api: () => import('./api-page.js'), guide: () => import('./guide-page.js') };\n");
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const themes = { theme: { plain: { color: '#0d0d0d' }, styles: [] }, darkTheme: { plain: { color: '#f2f2f2' }, styles: [] } };

describe("theme-common's usePrismTheme in the browser's bundle", () => {
  it("gets the site's themes from a module it imports, in the chunks that call it only", async () => {
    const out = (await build({
      root: join(work, 'site'),
      configFile: false,
      logLevel: 'silent',
      plugins: [prismThemesModule(themes, join(work, 'context.js'))!],
      build: { lib: { entry: join(work, 'site/main.js'), formats: ['es'] }, write: false, minify: false },
    })) as Rollup.RollupOutput[];
    const chunks = [out].flat().flatMap((o) => o.output.filter((c): c is Rollup.OutputChunk => c.type === 'chunk'));
    const withThemes = chunks.filter((c) => c.code.includes('#0d0d0d'));
    expect(withThemes.map((c) => c.facadeModuleId)).toEqual([join(work, 'site/api-page.js')]);
    expect(withThemes[0]!.code).toContain('providePrismThemes');
    expect(chunks.find((c) => c.facadeModuleId === join(work, 'site/guide-page.js'))!.code).not.toContain('#f2f2f2');
  });

  it('is left as it is for a site without Prism themes', () => {
    expect(prismThemesModule(null, join(work, 'context.js'))).toBeNull();
  });
});
