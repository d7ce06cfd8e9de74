import { describe, expect, it } from 'vitest';
import { generatedModules, generatedModuleValue, generatedSiteConfig } from '../generated-modules.js';

describe('generatedSiteConfig (`@generated/docusaurus.config`)', () => {
  it("fills Docusaurus's defaults for what the config leaves out, nested ones key by key", () => {
    const made = generatedSiteConfig({
      title: 'Lamps',
      url: 'https://lamps.example/',
      baseUrl: 'docs',
      i18n: { locales: ['en', 'nl'] },
      markdown: { mermaid: true, hooks: { onBrokenMarkdownLinks: 'throw' } },
      customFields: { shelf: 3 },
    });
    expect('value' in made).toBe(true);
    const value = (made as { value: Record<string, unknown> }).value;
    expect(value).toMatchObject({
      title: 'Lamps',
      url: 'https://lamps.example',
      baseUrl: '/docs/',
      tagline: '',
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'warn',
      noIndex: false,
      titleDelimiter: '|',
      staticDirectories: ['static'],
      customFields: { shelf: 3 },
      themeConfig: {},
      i18n: { defaultLocale: 'en', path: 'i18n', locales: ['en', 'nl'], localeConfigs: {} },
      storage: { type: 'localStorage', namespace: false },
      markdown: {
        format: 'mdx',
        mermaid: true,
        emoji: true,
        mdx1Compat: { comments: true, admonitions: true, headingIds: true },
        anchors: { maintainCase: false },
        hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
      },
    });
  });

  it('is what JSON holds, as Docusaurus writes the module: functions left out, null in arrays', () => {
    const plugin = () => undefined;
    const made = generatedSiteConfig({
      title: 'x',
      url: 'https://x.example',
      baseUrl: '/',
      presets: [['classic', { docs: { remarkPlugins: [plugin] }, onLoad: plugin }]],
    });
    const value = (made as { value: Record<string, unknown> }).value;
    expect(value.presets).toEqual([['classic', { docs: { remarkPlugins: [null] } }]]);
  });

  it('gives the reason for a config JSON cannot hold, which the import reports', () => {
    const loop: Record<string, unknown> = { title: 'x' };
    loop.self = loop;
    const made = generatedSiteConfig(loop);
    expect(made).toEqual({ error: expect.stringMatching(/circular/i) as unknown });
    const modules = { '@generated/docusaurus.config': made };
    expect(() => generatedModuleValue('@generated/docusaurus.config', modules)).toThrow(/cannot be written as JSON, as Docusaurus writes it \(.*circular/i);
    expect(() => generatedModuleValue('@generated/i18n', undefined)).toThrow(
      /`@generated\/i18n` is generated for a Docusaurus site: this site has no docusaurus\.config/,
    );
  });
});

describe('generatedModules', () => {
  it("writes the locale's config, i18n, code translations and the site's metadata, each as its own module", () => {
    const i18n = {
      defaultLocale: 'en',
      locales: ['en', 'nl'],
      currentLocale: 'nl',
      path: 'i18n',
      localeConfigs: { nl: { label: 'Nederlands', baseUrl: '/nl/' } },
    };
    const modules = generatedModules({
      siteConfig: { title: 'Lampen', url: 'https://x.example', baseUrl: '/nl/' },
      i18n,
      codeTranslations: { 'shelf.title': 'Plank' },
      siteMetadata: { docusaurusVersion: '3.9.1', pluginVersions: {} },
    });
    expect(Object.keys(modules)).toEqual(['@generated/docusaurus.config', '@generated/i18n', '@generated/codeTranslations', '@generated/site-metadata']);
    expect(generatedModuleValue('@generated/site-metadata', modules)).toEqual({ docusaurusVersion: '3.9.1', pluginVersions: {} });
    expect(generatedModuleValue('@generated/docusaurus.config', modules)).toMatchObject({ title: 'Lampen', baseUrl: '/nl/' });
    expect(generatedModuleValue('@generated/i18n', modules)).toEqual(i18n);
    expect(generatedModuleValue('@generated/codeTranslations', modules)).toEqual({ 'shelf.title': 'Plank' });
  });
});
