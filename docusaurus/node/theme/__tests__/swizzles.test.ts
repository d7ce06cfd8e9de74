import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { siteThemes, themeComponents, themeImport, wrappedThemeFile } from '../swizzles';
import { tempDir } from '../../../../pipeline/__tests__/temp-dir';

function folder(files: string[]): string {
  const dir = tempDir('swizzles-');
  for (const f of files) {
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    writeFileSync(join(dir, f), 'export default () => null;\n');
  }
  return dir;
}

describe('theme components of the site (swizzles)', () => {
  it('names each component file by its path, X/index.* as X, and skips styles, declarations and tests', () => {
    const dir = folder([
      'Navbar.js',
      'DocItem/Footer/index.tsx',
      'DocItem/Footer/styles.module.css',
      'Icon/Home.jsx',
      'NavbarItem/ComponentTypes.ts',
      'Admonition/Types.js',
      'Admonition/__tests__/Types.test.js',
      'types.d.ts',
      'Footer/Footer.stories.tsx',
    ]);
    expect(Object.fromEntries([...themeComponents([dir])].map(([name, file]) => [name, file.slice(dir.length + 1)]))).toEqual({
      'Admonition/Types': 'Admonition/Types.js',
      'DocItem/Footer': 'DocItem/Footer/index.tsx',
      'Icon/Home': 'Icon/Home.jsx',
      Navbar: 'Navbar.js',
      'NavbarItem/ComponentTypes': 'NavbarItem/ComponentTypes.ts',
    });
  });

  it('takes X.js over X/index.js, and the first folder over later ones', () => {
    const site = folder(['Footer.js', 'Footer/index.js', 'Tag.js']);
    const plugin = folder(['Tag.js', 'Logo/index.js']);
    const found = themeComponents([site, plugin, join(site, 'missing')]);
    expect(found.get('Footer')).toBe(join(site, 'Footer.js'));
    expect(found.get('Tag')).toBe(join(site, 'Tag.js'));
    expect(found.get('Logo')).toBe(join(plugin, 'Logo/index.js'));
  });

  it('is empty for a site without src/theme', () => {
    expect(themeComponents([join(tempDir('swizzles-'), 'src/theme')]).size).toBe(0);
  });

  it('reads the three spellings of a theme import', () => {
    expect(themeImport('@theme/DocItem/Footer')).toEqual({ kind: 'theme', name: 'DocItem/Footer' });
    expect(themeImport('@theme-original/Navbar')).toEqual({ kind: 'original', name: 'Navbar' });
    expect(themeImport('@theme-init/Navbar')).toStrictEqual({ kind: 'original', name: 'Navbar', init: true });
    expect(themeImport('@docusaurus/Link')).toBeNull();
  });

  it("finds what a wrapper's @theme-original and @theme-init are among the themes a site lists, as Docusaurus layers them", () => {
    // Highest priority first: the theme listed last in the config, then an earlier one.
    const later = folder(['SchemaTabs/index.js', 'DocItem/Layout.js']);
    const earlier = folder(['SchemaTabs.js', 'ApiLogo.js']);
    const { layers } = siteThemes(tempDir('swizzles-'), [later, earlier]);
    const original = (name: string, importer?: string, provided = false) =>
      wrappedThemeFile(layers, themeImport(`@theme-original/${name}`)!, importer, provided);
    const init = (name: string, provided = false) => wrappedThemeFile(layers, themeImport(`@theme-init/${name}`)!, undefined, provided);
    // The original is the last theme's X, even where this theme has X too.
    expect(original('SchemaTabs')).toBe(join(later, 'SchemaTabs/index.js'));
    expect(original('DocItem/Layout', undefined, true)).toBe(join(later, 'DocItem/Layout.js'));
    expect(original('ApiLogo')).toBe(join(earlier, 'ApiLogo.js'));
    // Init is the first theme's: this theme's own when it has X, else the lowest listed theme's.
    expect(init('SchemaTabs')).toBe(join(earlier, 'SchemaTabs.js'));
    expect(init('DocItem/Layout', true)).toBeUndefined();
    // This theme's X: no listed theme has it, or it is the importer itself.
    expect(original('Navbar', undefined, true)).toBeUndefined();
    expect(original('ApiLogo', join(earlier, 'ApiLogo.js'))).toBeUndefined();
    expect(wrappedThemeFile(layers, themeImport('@theme/SchemaTabs')!, undefined, false)).toBeUndefined();
  });
});
