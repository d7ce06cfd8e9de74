import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteConfigFromDocusaurus } from '../site-folder';
import { tempDir } from '../../../../pipeline/__tests__/temp-dir';

describe('mermaid themes from docusaurus.config.js', () => {
  it("takes themeConfig.mermaid.theme, else theme-mermaid's defaults", async () => {
    const set = tempDir('dcs-config-');
    writeFileSync(
      join(set, 'docusaurus.config.js'),
      "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', themeConfig: { mermaid: { theme: { light: 'neutral', dark: 'forest' } } } };\n",
    );
    expect((await siteConfigFromDocusaurus(set, [], false))?.value.mermaid).toEqual({ theme: { light: 'neutral', dark: 'forest' } });

    const unset = tempDir('dcs-config-');
    writeFileSync(
      join(unset, 'docusaurus.config.js'),
      "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', themeConfig: { mermaid: { theme: { light: 'sparkly' } } } };\n",
    );
    expect((await siteConfigFromDocusaurus(unset, [], false))?.value.mermaid).toEqual({ theme: { light: 'default', dark: 'dark' } });
  });
});

describe("a locale's own url (i18n.localeConfigs url, Docusaurus 3.8+)", () => {
  it("is that locale's site URL, the others keeping the config's", async () => {
    const dir = tempDir('dcs-locale-url-');
    writeFileSync(
      join(dir, 'docusaurus.config.js'),
      "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { url: 'https://fr.t.example' } } } };\n",
    );
    expect((await siteConfigFromDocusaurus(dir, [], false, { locale: 'fr' }))?.value.url).toBe('https://fr.t.example');
    expect((await siteConfigFromDocusaurus(dir, [], false, { locale: 'en' }))?.value.url).toBe('https://t.example');
  });
});

describe("the site's babel.config.js", () => {
  it('is named in a warning when it cannot be loaded, and the build goes on', async () => {
    const dir = tempDir('dcs-babel-');
    writeFileSync(join(dir, 'docusaurus.config.js'), "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/' };\n");
    writeFileSync(join(dir, 'babel.config.js'), "module.exports = { presets: [require.resolve('@docusaurus/core/lib/babel/preset')] };\n");
    const config = await siteConfigFromDocusaurus(dir, [], false);
    expect(config?.warnings).toEqual([
      {
        file: join(dir, 'babel.config.js'),
        line: 1,
        message: expect.stringMatching(
          /^the site's Babel config cannot be loaded \(.+\), so its presets and plugins are not applied to the site's scripts/,
        ) as string,
      },
    ]);
  });
});

describe("the site's swizzles this theme does not draw", () => {
  it('are each a warning at the swizzle, saying why, and the build goes on', async () => {
    const dir = tempDir('dcs-swizzles-');
    writeFileSync(join(dir, 'docusaurus.config.js'), "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/' };\n");
    mkdirSync(join(dir, 'src', 'theme', 'NavbarItem'), { recursive: true });
    mkdirSync(join(dir, 'src', 'theme', 'CodeBlock'), { recursive: true });
    // NavbarNavLink and the doc items' components are applied (the bar's and the mobile menu's): no warning for them.
    writeFileSync(join(dir, 'src', 'theme', 'NavbarItem', 'NavbarNavLink.js'), 'export default function NavbarNavLink() { return null; }\n');
    writeFileSync(join(dir, 'src', 'theme', 'NavbarItem', 'DocSidebarNavbarItem.js'), 'export default function DocSidebarNavbarItem() { return null; }\n');
    writeFileSync(join(dir, 'src', 'theme', 'CodeBlock', 'Token.js'), 'export default function Token() { return null; }\n');
    const config = await siteConfigFromDocusaurus(dir, [], false);
    expect(config?.warnings).toEqual([
      {
        file: join(dir, 'src', 'theme', 'CodeBlock', 'Token.js'),
        line: 1,
        message:
          "this swizzle of @theme/CodeBlock/Token is not applied: no theme-classic 3.x release has this name: a line's tokens are plain spans before 3.8, drawn through CodeBlock/Line/Token from 3.8 (swizzle that)",
      },
    ]);
  });
});
