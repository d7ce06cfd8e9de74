import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DocusaurusConfigError, loadDocusaurusConfig } from '../load.js';
import { readPluginOptions } from '../plugin-options.js';
import { docusaurusPlugins } from '../plugins.js';
import { presetContext } from '../presets.js';

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

describe('the context of a locale', () => {
  const config = {
    baseUrl: '/garden/',
    i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'pt-BR', 'de'], localeConfigs: { 'pt-BR': { path: 'pt' }, de: { baseUrl: '/' } } },
  };

  it('is the default locale’s without one, with the site’s base URL and translations folder', () => {
    const context = presetContext(config, '/s/docusaurus.config.js', '/s');
    expect(context).toMatchObject({ baseUrl: '/garden/', localizationDir: '/s/i18n/en', i18n: { currentLocale: 'en', defaultLocale: 'en' } });
    expect((context.siteConfig as { baseUrl: string }).baseUrl).toBe('/garden/');
  });

  it('has the locale’s base URL (its name under the site’s, or its own baseUrl) and translations folder (its path), as Docusaurus’s loadContext', () => {
    const fr = presetContext(config, '/s/docusaurus.config.js', '/s', { locale: 'fr' });
    expect(fr).toMatchObject({ baseUrl: '/garden/fr/', localizationDir: '/s/i18n/fr', i18n: { currentLocale: 'fr', locales: ['en', 'fr', 'pt-BR', 'de'] } });
    expect((fr.siteConfig as { baseUrl: string }).baseUrl).toBe('/garden/fr/');
    expect(presetContext(config, '/s/docusaurus.config.js', '/s', { locale: 'pt-BR' })).toMatchObject({
      baseUrl: '/garden/pt-BR/',
      localizationDir: '/s/i18n/pt',
    });
    expect(presetContext(config, '/s/docusaurus.config.js', '/s', { locale: 'de' })).toMatchObject({ baseUrl: '/', localizationDir: '/s/i18n/de' });
  });

  it('names the build’s output folder as outDir, a localized locale’s under its base URL’s path, as Docusaurus’s loadContext', () => {
    expect(presetContext(config, '/s/docusaurus.config.js', '/s').outDir).toBe('/s/build');
    expect(presetContext(config, '/s/docusaurus.config.js', '/s', { outDir: '/tmp/out' }).outDir).toBe('/tmp/out');
    expect(presetContext(config, '/s/docusaurus.config.js', '/s', { outDir: 'dist' }).outDir).toBe('/s/dist');
    expect(presetContext(config, '/s/docusaurus.config.js', '/s', { locale: 'fr', outDir: '/tmp/out' }).outDir).toBe('/tmp/out/fr');
    // Built alone, the locale is at the site's base URL: the folder's root.
    expect(presetContext(config, '/s/docusaurus.config.js', '/s', { locale: 'fr', localized: false, outDir: '/tmp/out' }).outDir).toBe('/tmp/out');
  });

  it('gives every locale’s config with the defaults Docusaurus’s loadI18n fills in', () => {
    const withUrls = {
      ...config,
      url: 'https://garden.example',
      i18n: {
        ...config.i18n,
        locales: ['en', 'fr', 'pt-BR', 'de', 'ar'],
        localeConfigs: { ...config.i18n.localeConfigs, fr: { url: 'https://jardin.example', translate: true }, ar: { label: 'عربي' } },
      },
    };
    const { localeConfigs } = presetContext(withUrls, '/s/docusaurus.config.js', '/s').i18n as { localeConfigs: Record<string, Record<string, unknown>> };
    expect(localeConfigs.en).toEqual({
      label: 'English',
      direction: 'ltr',
      htmlLang: 'en',
      calendar: 'gregory',
      path: 'en',
      translate: false,
      url: 'https://garden.example',
      baseUrl: '/garden/',
    });
    expect(localeConfigs.fr).toMatchObject({ label: 'Français', url: 'https://jardin.example', baseUrl: '/garden/fr/', translate: true });
    expect(localeConfigs['pt-BR']).toMatchObject({ path: 'pt', htmlLang: 'pt-BR', baseUrl: '/garden/pt-BR/' });
    expect(localeConfigs.de).toMatchObject({ label: 'Deutsch', baseUrl: '/' });
    expect(localeConfigs.ar).toMatchObject({ label: 'عربي', direction: 'rtl', htmlLang: 'ar' });
  });

  it('finds the translations under i18n.path, resolved against the site folder', () => {
    const moved = { ...config, i18n: { ...config.i18n, path: 'translations', localeConfigs: { fa: { path: 'farsi' } }, locales: ['en', 'fa'] } };
    expect(presetContext(moved, '/s/docusaurus.config.js', '/s', { locale: 'fa' })).toMatchObject({
      baseUrl: '/garden/fa/',
      localizationDir: '/s/translations/farsi',
      i18n: { path: 'translations' },
    });
    expect(presetContext(moved, '/s/docusaurus.config.js', '/s')).toMatchObject({ baseUrl: '/garden/', localizationDir: '/s/translations/en' });
  });

  it('reaches the config function and its presets, with DOCUSAURUS_CURRENT_LOCALE set while they run and restored after', async () => {
    const before = process.env.DOCUSAURUS_CURRENT_LOCALE;
    const dir = siteWith(
      `module.exports = () => ({ title: 'G', url: 'https://g.example', baseUrl: '/', tagline: 'for ' + process.env.DOCUSAURUS_CURRENT_LOCALE,
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['./preset/locale-preset.js', {}]] });\n`,
      {
        'preset/locale-preset.js': `module.exports = (context) => ({ plugins: [['./plugin-' + context.i18n.currentLocale + '.js', { base: context.baseUrl, env: process.env.DOCUSAURUS_CURRENT_LOCALE }]] });\n`,
      },
    );
    const fr = await loadDocusaurusConfig(dir, { locale: 'fr' });
    expect(fr!.config.tagline).toBe('for fr');
    expect(fr!.config.plugins).toEqual([['./plugin-fr.js', { base: '/fr/', env: 'fr' }]]);
    const en = await loadDocusaurusConfig(dir, { locale: 'en' });
    expect(en!.config.tagline).toBe('for en');
    expect(en!.config.plugins).toEqual([['./plugin-en.js', { base: '/', env: 'en' }]]);
    expect(process.env.DOCUSAURUS_CURRENT_LOCALE).toBe(before);
  });
});
