import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredVersion, docusaurusAtLeast, pluginVersion, siteMetadata, themeClassicVersion, UNKNOWN_DOCUSAURUS_VERSION } from '../site-metadata';

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-metadata-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('siteMetadata (Docusaurus loadSiteMetadata)', () => {
  it("gives the version of the site's own @docusaurus/core and its package.json version", () => {
    const dir = site({
      'package.json': JSON.stringify({ name: 'kiln', version: '2.4.0' }),
      'node_modules/@docusaurus/core/package.json': JSON.stringify({ name: '@docusaurus/core', version: '3.7.0' }),
    });
    expect(siteMetadata(dir)).toEqual({ docusaurusVersion: '3.7.0', siteVersion: '2.4.0', pluginVersions: {} });
  });

  it('leaves siteVersion out for a package.json without one, and names the major version without an installed core', () => {
    const dir = site({ 'package.json': JSON.stringify({ name: 'kiln' }) });
    const metadata = siteMetadata(dir);
    expect(metadata).not.toHaveProperty('siteVersion');
    // The temporary folder resolves no @docusaurus/core.
    expect(metadata.docusaurusVersion).toBe(UNKNOWN_DOCUSAURUS_VERSION);
  });

  it('names each plugin with its origin, as getPluginVersion classifies it (pluginVersions)', () => {
    const dir = site({
      'package.json': JSON.stringify({ name: 'kiln', version: '1.0.0' }),
      'node_modules/@docusaurus/core/package.json': JSON.stringify({ name: '@docusaurus/core', version: '3.8.1' }),
      'node_modules/@docusaurus/plugin-content-docs/package.json': JSON.stringify({ name: '@docusaurus/plugin-content-docs', version: '3.8.0' }),
      'node_modules/docusaurus-plugin-glaze/package.json': JSON.stringify({ name: 'docusaurus-plugin-glaze', version: '0.4.2' }),
      'node_modules/docusaurus-plugin-glaze/lib/index.js': '',
      'plugins/ember.js': '',
    });
    const metadata = siteMetadata(dir, {
      builtIn: ['@docusaurus/plugin-content-docs', '@docusaurus/theme-classic', 'docusaurus-search-ghost'],
      instances: [
        { name: 'glaze', file: join(dir, 'node_modules/docusaurus-plugin-glaze/lib/index.js') },
        { name: 'ember', file: join(dir, 'plugins/ember.js') },
        { name: 'inline-kiln', file: null },
      ],
    });
    expect(metadata.pluginVersions).toEqual({
      // Installed: its own version; not installed: Docusaurus's packages share the core's; another package, no version known.
      'docusaurus-plugin-content-docs': { type: 'package', name: '@docusaurus/plugin-content-docs', version: '3.8.0' },
      'docusaurus-theme-classic': { type: 'package', name: '@docusaurus/theme-classic', version: '3.8.1' },
      'docusaurus-search-ghost': { type: 'package', name: 'docusaurus-search-ghost' },
      glaze: { type: 'package', name: 'docusaurus-plugin-glaze', version: '0.4.2' },
      ember: { type: 'project' },
      'inline-kiln': { type: 'local' },
    });
  });

  it('calls a plugin file outside any package local', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-metadata-loose-'));
    writeFileSync(join(dir, 'loose.js'), '');
    // The temporary folder's parents hold no package.json.
    expect(pluginVersion(join(dir, 'loose.js'), join(dir, 'site'))).toEqual({ type: 'local' });
  });
});

describe('docusaurusAtLeast', () => {
  it('compares the major and minor of an installed version; a bare major is its latest minor', () => {
    expect(docusaurusAtLeast('3.7.0', 3, 7)).toBe(true);
    expect(docusaurusAtLeast('3.6.3', 3, 7)).toBe(false);
    expect(docusaurusAtLeast('3.10.2', 3, 8)).toBe(true);
    expect(docusaurusAtLeast('4.0.0', 3, 8)).toBe(true);
    expect(docusaurusAtLeast(UNKNOWN_DOCUSAURUS_VERSION, 3, 8)).toBe(true);
  });
});

describe("themeClassicVersion: the theme-classic a site's swizzles replace", () => {
  it('is the installed theme-classic, else the installed core (Docusaurus keeps its packages at one version)', () => {
    const manifest = JSON.stringify({ name: 'kiln', dependencies: { '@docusaurus/preset-classic': '3.9.2' } });
    const both = site({
      'package.json': manifest,
      'node_modules/@docusaurus/theme-classic/package.json': JSON.stringify({ name: '@docusaurus/theme-classic', version: '3.4.0' }),
      'node_modules/@docusaurus/core/package.json': JSON.stringify({ name: '@docusaurus/core', version: '3.8.1' }),
    });
    expect(themeClassicVersion(both)).toBe('3.4.0');
    const core = site({
      'package.json': manifest,
      'node_modules/@docusaurus/core/package.json': JSON.stringify({ name: '@docusaurus/core', version: '3.6.3' }),
    });
    expect(themeClassicVersion(core)).toBe('3.6.3');
  });

  it('without node_modules or a lockfile, the lowest version its package.json declares for theme-classic, the preset or the core; else the bare major', () => {
    const declaring = (deps: Record<string, string>, dev = false) =>
      site({ 'package.json': JSON.stringify({ name: 'kiln', [dev ? 'devDependencies' : 'dependencies']: deps }) });
    expect(themeClassicVersion(declaring({ '@docusaurus/preset-classic': '^3.4.0', '@docusaurus/core': '^3.4.0' }))).toBe('3.4.0');
    expect(themeClassicVersion(declaring({ '@docusaurus/theme-classic': '~3.7.0', '@docusaurus/core': '3.9.2' }))).toBe('3.7.0');
    expect(themeClassicVersion(declaring({ '@docusaurus/core': '>=3.5 <4' }, true))).toBe('3.5.0');
    expect(themeClassicVersion(declaring({ '@docusaurus/preset-classic': '3.x' }))).toBe('3');
    expect(themeClassicVersion(declaring({ '@docusaurus/preset-classic': 'latest' }))).toBe(UNKNOWN_DOCUSAURUS_VERSION);
    expect(themeClassicVersion(site({ 'docs/a.md': '# A' }))).toBe(UNKNOWN_DOCUSAURUS_VERSION);
    expect(declaredVersion(declaring({ '@docusaurus/core': 'v3.1.1' }), ['@docusaurus/core'])).toBe('3.1.1');
  });

  it('without node_modules, the version its lockfile resolves comes before the range it declares', () => {
    const manifest = JSON.stringify({ name: 'kiln', dependencies: { '@docusaurus/preset-classic': '^3.4.0' } });
    // The owners' install of `^3.4.0` is 3.7.0: the release that draws their swizzles.
    const yarnLock = ['"@docusaurus/preset-classic@^3.4.0":', '  version "3.7.0"', '', '"@docusaurus/theme-classic@3.7.0":', '  version "3.7.0"', ''].join(
      '\n',
    );
    expect(themeClassicVersion(site({ 'package.json': manifest, 'yarn.lock': yarnLock }))).toBe('3.7.0');
    // A canary release is its release's version.
    const canary = JSON.stringify({ lockfileVersion: 3, packages: { '': {}, 'node_modules/@docusaurus/core': { version: '3.8.0-canary-6312' } } });
    expect(themeClassicVersion(site({ 'package.json': manifest, 'package-lock.json': canary }))).toBe('3.8.0');
    // A lockfile that names none of them leaves the declared range; an installed theme-classic wins over the lockfile.
    expect(themeClassicVersion(site({ 'package.json': manifest, 'yarn.lock': 'ms@^2.1.3:\n  version "2.1.3"\n' }))).toBe('3.4.0');
    const installed = site({
      'package.json': manifest,
      'yarn.lock': yarnLock,
      'node_modules/@docusaurus/theme-classic/package.json': JSON.stringify({ name: '@docusaurus/theme-classic', version: '3.5.2' }),
    });
    expect(themeClassicVersion(installed)).toBe('3.5.2');
  });
});
