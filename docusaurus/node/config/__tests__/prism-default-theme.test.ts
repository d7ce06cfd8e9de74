import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { palenightOf } from '../prism-default-theme.js';
import { tempDir } from '../../../../pipeline/__tests__/temp-dir.js';

// A made-up prism-react-renderer whose main file counts its own loads on a global, so a test sees
// whether the theme came from the package or from the cache.
const LOADS = '__prismDefaultThemeTestLoads';
const loads = () => (globalThis as unknown as Record<string, number | undefined>)[LOADS] ?? 0;

function fakeRenderer(themes: string): string {
  const dir = join(tempDir('prism-default-theme-'), 'node_modules/prism-react-renderer');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "name": "prism-react-renderer", "version": "2.3.1", "main": "index.js" }');
  writeMain(dir, themes);
  return dir;
}

const palenight = (color: string) =>
  JSON.stringify({ palenight: { plain: { color, backgroundColor: '#f0f0f0' }, styles: [{ types: ['comment'], style: { color: '#777777' } }] } });

/** The package's main file; Node's module cache forgets it, as a new build process has none. */
function writeMain(dir: string, themes: string) {
  const main = join(dir, 'index.js');
  writeFileSync(main, `globalThis.${LOADS} = (globalThis.${LOADS} ?? 0) + 1;\nexports.themes = ${themes};\n`);
  delete createRequire(import.meta.url).cache[main];
}

describe("Docusaurus's default Prism theme of an installed prism-react-renderer", () => {
  it('is read from the package once, then from the cache while its main file is unchanged', () => {
    const dir = fakeRenderer(palenight('#111111'));
    const cache = tempDir('prism-default-theme-cache-');
    const before = loads();
    expect(palenightOf(dir, cache)?.plain?.color).toBe('#111111');
    expect(loads()).toBe(before + 1);
    delete createRequire(import.meta.url).cache[join(dir, 'index.js')];
    expect(palenightOf(dir, cache)?.plain?.color).toBe('#111111');
    expect(loads()).toBe(before + 1);
    expect(readdirSync(cache)).toEqual(['prism-palenight.json']);
  });

  it('reads the package again once its main file changed (another version installed in place)', () => {
    const dir = fakeRenderer(palenight('#111111'));
    const cache = tempDir('prism-default-theme-cache-');
    palenightOf(dir, cache);
    // The same size as before: the modification time tells them apart.
    writeMain(dir, palenight('#222222'));
    utimesSync(join(dir, 'index.js'), new Date(), new Date(Date.now() + 5000));
    const before = loads();
    expect(palenightOf(dir, cache)?.plain?.color).toBe('#222222');
    expect(loads()).toBe(before + 1);
  });

  it('is null for a package without the theme; without a cache folder the package is loaded each time', () => {
    const dir = fakeRenderer('{}');
    const before = loads();
    expect(palenightOf(dir, null)).toBeNull();
    writeMain(dir, '{}');
    expect(palenightOf(dir, null)).toBeNull();
    expect(loads()).toBe(before + 2);
  });
});
