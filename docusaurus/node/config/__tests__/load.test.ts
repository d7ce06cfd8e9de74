import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DocusaurusConfigError, loadDocusaurusConfig, sharingConfigEvaluations } from '../load.js';
import { docusaurusPlugins, packageName } from '../plugins.js';
import { tempDir } from '../../../../pipeline/__tests__/temp-dir.js';

const fixture = resolve(import.meta.dirname, '../../../../fixtures/docusaurus-site-2');

function site(files: Record<string, string>): string {
  const dir = tempDir('docusaurus-config-');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('loadDocusaurusConfig', () => {
  it('evaluates an async function config in CommonJS that requires a local file', async () => {
    const loaded = await loadDocusaurusConfig(fixture);
    expect(loaded?.path).toBe(join(fixture, 'docusaurus.config.js'));
    expect(loaded?.config.title).toBe('Quillmate');
    expect(loaded?.config.baseUrl).toBe('/sub/');
    const navbar = (loaded?.config.themeConfig as { navbar: { items: { type?: string }[] } }).navbar;
    expect(navbar.items.map((i) => i.type ?? 'default')).toContain('docsVersionDropdown');
  });

  it('loads ESM and TypeScript configs, objects and plain functions', async () => {
    const esm = site({ 'docusaurus.config.mjs': "import { t } from './t.mjs';\nexport default { title: t };", 't.mjs': "export const t = 'esm';" });
    expect((await loadDocusaurusConfig(esm))?.config.title).toBe('esm');
    const ts = site({
      'docusaurus.config.ts': "import type { X } from './x';\nconst title: string = 'typed';\nexport default () => ({ title });",
      'x.ts': 'export type X = 1;',
    });
    expect((await loadDocusaurusConfig(ts))?.config.title).toBe('typed');
  });

  it('prefers docusaurus.config.ts over .js, as Docusaurus does', async () => {
    const dir = site({ 'docusaurus.config.ts': "export default { title: 'ts' };", 'docusaurus.config.js': "module.exports = { title: 'js' };" });
    expect((await loadDocusaurusConfig(dir))?.config.title).toBe('ts');
  });

  it('evaluates a config once per locale within a build, and afresh outside one (dev mode)', async () => {
    // The config counts its evaluations in a file beside it.
    const dir = site({
      'docusaurus.config.js': [
        "const { appendFileSync } = require('node:fs');",
        "appendFileSync(__dirname + '/evaluations.txt', (process.env.DOCUSAURUS_CURRENT_LOCALE ?? '-') + '\\n');",
        "module.exports = { title: 'Lamps', i18n: { defaultLocale: 'en', locales: ['en', 'nl'] } };",
      ].join('\n'),
    });
    const evaluations = () => readFileSync(join(dir, 'evaluations.txt'), 'utf8').trim().split('\n');
    await sharingConfigEvaluations(async () => {
      const [layout, locales] = await Promise.all([loadDocusaurusConfig(dir), loadDocusaurusConfig(dir)]);
      expect(layout?.config.title).toBe('Lamps');
      expect(locales?.config).toBe(layout?.config);
      await loadDocusaurusConfig(dir, { locale: 'nl', outDir: 'out' });
      await loadDocusaurusConfig(dir, { locale: 'nl', localized: false });
    });
    expect(evaluations()).toEqual(['-', 'nl']);
    await loadDocusaurusConfig(dir);
    await loadDocusaurusConfig(dir);
    expect(evaluations()).toEqual(['-', 'nl', '-', '-']);
  });

  it('is null without a config file', async () => {
    expect(await loadDocusaurusConfig(site({ 'README.md': 'x' }))).toBeNull();
  });

  it('reports a config that throws with its file and line', async () => {
    const dir = site({ 'docusaurus.config.js': "const a = 1;\n\nthrow new Error('no title chosen');\nmodule.exports = {};" });
    const error = await loadDocusaurusConfig(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocusaurusConfigError);
    expect((error as DocusaurusConfigError).file).toBe(join(dir, 'docusaurus.config.js'));
    expect((error as DocusaurusConfigError).line).toBe(3);
    expect((error as Error).message).toContain('no title chosen');
  });

  it('reports an error thrown inside a required local file at that file', async () => {
    const dir = site({ 'docusaurus.config.js': "module.exports = require('./parts.js');", 'parts.js': "\nthrow new TypeError('bad part');" });
    const error = (await loadDocusaurusConfig(dir).catch((e: unknown) => e)) as DocusaurusConfigError;
    expect([error.file, error.line]).toEqual([join(dir, 'parts.js'), 2]);
  });
});

describe('docusaurusPlugins', () => {
  it('reads the classic preset options and names every other plugin without loading it', async () => {
    const loaded = await loadDocusaurusConfig(fixture);
    const plugins = docusaurusPlugins(loaded!.config);
    expect(plugins.docs[0]?.options.editUrl).toBe('https://git.example/quillmate/edit/main/');
    expect(plugins.blog[0]?.options.postsPerPage).toBe(5);
    expect(plugins.theme.customCss).toBe(join(fixture, 'src/css/custom.css'));
    expect(plugins.others.map((p) => p.name)).toEqual([
      '@docusaurus/plugin-sitemap',
      '@docusaurus/plugin-svgr',
      '@docusaurus/plugin-client-redirects',
      '@docusaurus/plugin-ideal-image',
      'docusaurus-plugin-made-up-analytics',
      '@easyops-cn/docusaurus-search-local',
      './plugins/relay-maintenance',
      '@docusaurus/theme-mermaid',
    ]);
  });

  it("adds the classic preset's svgr plugin from Docusaurus 3.7 unless the preset turns it off, as the preset does", () => {
    const names = (options: Record<string, unknown>, version: string) =>
      docusaurusPlugins({ presets: [['@docusaurus/preset-classic', options]] }, version).others.map((p) => p.name);
    expect(names({}, '3.6.3')).toEqual(['@docusaurus/plugin-sitemap']);
    expect(names({}, '3.7.0')).toEqual(['@docusaurus/plugin-sitemap', '@docusaurus/plugin-svgr']);
    expect(names({ svgr: false }, '3.10.2')).toEqual(['@docusaurus/plugin-sitemap']);
    // Its options (`svgrConfig`) go to the plugin.
    expect(names({ svgr: { svgrConfig: {} } }, '3.10.2')).toEqual(['@docusaurus/plugin-sitemap', '@docusaurus/plugin-svgr']);
    // A folder without @docusaurus/core installed follows the latest 3.x.
    expect(docusaurusPlugins({ presets: ['classic'] }).others.map((p) => p.name)).toEqual(['@docusaurus/plugin-sitemap', '@docusaurus/plugin-svgr']);
  });

  it('skips preset parts set to false', () => {
    const plugins = docusaurusPlugins({ presets: [['@docusaurus/preset-classic', { blog: false }]] });
    expect(plugins.blog).toEqual([]);
    expect(plugins.docs).toHaveLength(1);
  });

  it('expands short names and require.resolve paths as Docusaurus names them', () => {
    expect(packageName('content-docs', 'plugin')).toBe('@docusaurus/plugin-content-docs');
    expect(packageName('@docusaurus/content-blog', 'plugin')).toBe('@docusaurus/plugin-content-blog');
    expect(packageName('classic', 'preset')).toBe('@docusaurus/preset-classic');
    expect(packageName('mermaid', 'theme')).toBe('@docusaurus/theme-mermaid');
    expect(packageName('@easyops-cn/docusaurus-search-local', 'plugin')).toBe('@easyops-cn/docusaurus-search-local');
    expect(packageName('/site/node_modules/@easyops-cn/docusaurus-search-local/dist/server/index.js', 'plugin')).toBe('@easyops-cn/docusaurus-search-local');
    expect(packageName('@acme', 'plugin')).toBe('@acme/docusaurus-plugin');
    expect(packageName('@acme/thing', 'plugin')).toBe('@acme/docusaurus-plugin-thing');
  });

  it('names inline plugin functions', () => {
    const plugins = docusaurusPlugins({ plugins: [function myPlugin() {}, null, false] });
    expect(plugins.others.map((p) => p.name)).toEqual(['inline plugin myPlugin']);
  });
});
