import { describe, expect, it } from 'vitest';
import { generatedConfigModule, generatedSiteConfig } from '../generated-config.js';

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
    expect(() => generatedConfigModule(made)).toThrow(/cannot be written as JSON, as Docusaurus writes it \(.*circular/i);
    expect(() => generatedConfigModule(undefined)).toThrow(/no docusaurus\.config/);
  });
});
