import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { themeComponents, themeImport } from '../swizzles';
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
    expect(themeImport('@theme-init/Navbar')).toEqual({ kind: 'original', name: 'Navbar' });
    expect(themeImport('@docusaurus/Link')).toBeNull();
  });
});
