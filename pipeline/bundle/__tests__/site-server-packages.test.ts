import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { siteServerPackages } from '../site-server-packages';

/**
 * <tmp>/site: a site folder whose package `kite-tabs` (ES modules) imports a name from
 * `kite-palette` (CommonJS, its exports assigned in a way Node's ES module loader cannot read
 * names from), as `react-tabs` imports from CommonJS packages; `kite-palette` also depends on React
 * (never taken in) and on `kite-shade` (a dependency's dependency).
 */
let work: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(work, path)), { recursive: true });
  writeFileSync(join(work, path), text);
};

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'site-server-packages-'));
  write(
    'site/package.json',
    JSON.stringify({
      name: 'site',
      dependencies: { 'kite-tabs': '1', react: '19', '@docusaurus/core': '3', 'kite-docsite': '1' },
      devDependencies: { typescript: '5' },
    }),
  );
  // This tool, installed in the site: its dependencies are the app's own.
  write('site/node_modules/kite-docsite/package.json', JSON.stringify({ name: 'kite-docsite', dependencies: { 'kite-router': '7' } }));
  write(
    'site/node_modules/kite-tabs/package.json',
    JSON.stringify({ name: 'kite-tabs', type: 'module', exports: './index.js', dependencies: { 'kite-palette': '1' } }),
  );
  write('site/node_modules/kite-tabs/index.js', "import { tint } from 'kite-palette';\nexport const tabColour = () => tint('sky');\n");
  write(
    'site/node_modules/kite-palette/package.json',
    JSON.stringify({ name: 'kite-palette', main: 'index.js', dependencies: { 'kite-shade': '1', react: '19' } }),
  );
  write('site/node_modules/kite-palette/index.js', "const api = {};\napi.tint = (c) => c + ' (tinted)';\nmodule.exports = api;\n");
  // Found by walking up: installed at the top, not under the package that depends on it.
  write('site/node_modules/kite-shade/package.json', JSON.stringify({ name: 'kite-shade', main: 'index.js' }));
  write('site/node_modules/kite-shade/index.js', 'module.exports = 1;\n');
  write('site/src/Tabs.js', "import { tabColour } from 'kite-tabs';\nexport const colour = tabColour();\n");
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Vite's server build of the site's component, as the prerenderer's (`vite-config.ts`), then loaded by Node. */
async function serverRender(noExternal: string[]): Promise<unknown> {
  // Inside the site folder, so Node finds its node_modules from the bundle, as from the site's `.cache/`.
  const outDir = join(work, `site/.cache/out-${noExternal.length}`);
  await build({
    root: join(work, 'site'),
    configFile: false,
    logLevel: 'silent',
    ssr: { noExternal },
    build: { ssr: join(work, 'site/src/Tabs.js'), outDir, rolldownOptions: { output: { entryFileNames: 'tabs.mjs' } } },
  });
  return ((await import(pathToFileURL(join(outDir, 'tabs.mjs')).href)) as { colour: unknown }).colour;
}

describe("a site's packages in the prerenderer's bundle", () => {
  it('are its dependencies and theirs, without React, Docusaurus, dev dependencies or this tool', () => {
    expect(siteServerPackages(join(work, 'site'), join(work, 'site/node_modules/kite-docsite'))).toEqual(['kite-palette', 'kite-shade', 'kite-tabs']);
  });

  it('load in Node once bundled, where left to Node an ES module package fails on a name from a CommonJS one', async () => {
    await expect(serverRender([])).rejects.toThrow(/tint/);
    expect(await serverRender(siteServerPackages(join(work, 'site'), join(work, 'site/node_modules/kite-docsite')))).toBe('sky (tinted)');
  });
});
