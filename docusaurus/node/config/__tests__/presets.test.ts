import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DocusaurusConfigError, loadDocusaurusConfig } from '../load.js';
import { readPluginOptions } from '../plugin-options.js';
import { docusaurusPlugins } from '../plugins.js';

let site = '';
afterEach(() => rmSync(site, { recursive: true, force: true }));

/** A site folder whose config names a preset of its own (a company preset, as Meta's sites use). */
function siteWith(config: string, files: Record<string, string>): string {
  site = mkdtempSync(join(tmpdir(), 'presets-'));
  writeFileSync(join(site, 'docusaurus.config.js'), config);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(site, path, '..'), { recursive: true });
    writeFileSync(join(site, path), text);
  }
  return site;
}

const PRESET = `// Wraps the content plugins as a team preset would: its own docs defaults and a remark plugin.
module.exports = function greenhousePreset(context, options) {
  const docs = { routeBasePath: 'manual', ...options.docs, remarkPlugins: [function greenhouseRemark() {}] };
  return {
    plugins: [
      ['@docusaurus/plugin-content-docs', docs],
      context.siteConfig.future.v4.useCssCascadeLayers ? '@docusaurus/plugin-css-cascade-layers' : false,
      process.env.NODE_ENV === 'production' ? null : '@docusaurus/plugin-debug',
      ['@docusaurus/plugin-content-blog', { path: 'journal', routeBasePath: context.baseUrl === '/' ? 'journal' : 'j' }],
    ],
    themes: [['@docusaurus/theme-classic', { customCss: './src/greenhouse.css' }], './preset/search-theme.js'],
  };
};
`;

describe('a preset other than the classic one', () => {
  it('is called as Docusaurus calls it, and its plugins and themes come before the config’s own', async () => {
    const dir = siteWith(
      `module.exports = { title: 'G', url: 'https://g.example', baseUrl: '/',
  presets: [['./preset/greenhouse.js', { docs: { path: 'handbook' } }]],
  plugins: ['docusaurus-plugin-sass'] };\n`,
      { 'preset/greenhouse.js': PRESET },
    );
    const loaded = await loadDocusaurusConfig(dir);
    const options = readPluginOptions(loaded!.config);
    expect(options.docs.map((d) => [d.path, d.routeBasePath])).toEqual([['handbook', 'manual']]);
    expect(options.docs[0]!.markdownPlugins.remarkPlugins).toHaveLength(1);
    expect(options.blog).toMatchObject({ path: 'journal', routeBasePath: 'journal' });
    const plugins = docusaurusPlugins(loaded!.config);
    expect(plugins.theme).toEqual({ customCss: './src/greenhouse.css' });
    // Named by where they came from; the config's own plugin keeps its index.
    expect(plugins.others.map((p) => [p.name, p.from])).toEqual([
      ['docusaurus-plugin-sass', 'plugins[0]'],
      ['./preset/search-theme.js', 'presets[0] (./preset/greenhouse.js) › themes[1]'],
    ]);
  });

  it('stays a preset (reported as having no effect) when it is not installed', async () => {
    const dir = siteWith(`module.exports = { title: 'G', url: 'https://g.example', baseUrl: '/', presets: ['@acme/docusaurus-preset-missing'] };\n`, {});
    const loaded = await loadDocusaurusConfig(dir);
    expect(loaded!.config.presets).toEqual(['@acme/docusaurus-preset-missing']);
  });

  it('that throws is an error of the config, at the line that threw', async () => {
    const dir = siteWith(`module.exports = { title: 'G', url: 'https://g.example', presets: [['./broken-preset.js', {}]] };\n`, {
      'broken-preset.js': "module.exports = function broken() {\n  throw new Error('greenhouse preset needs a docs path');\n};\n",
    });
    const error = await loadDocusaurusConfig(dir).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DocusaurusConfigError);
    expect((error as DocusaurusConfigError).file).toBe(join(dir, 'broken-preset.js'));
    expect((error as DocusaurusConfigError).line).toBe(2);
    expect((error as Error).message).toBe('greenhouse preset needs a docs path (while running a preset of the Docusaurus config)');
  });
});
