import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMermaidThemeAsText, siteConfigFromDocusaurus } from '../docusaurus-config';

describe('mermaid themes from docusaurus.config.js', () => {
  it("takes themeConfig.mermaid.theme, else theme-mermaid's defaults", async () => {
    const set = mkdtempSync(join(tmpdir(), 'dcs-config-'));
    writeFileSync(
      join(set, 'docusaurus.config.js'),
      "module.exports = { title: 'T', themeConfig: { mermaid: { theme: { light: 'neutral', dark: 'forest' } } } };\n",
    );
    expect((await siteConfigFromDocusaurus(set, [], false)).value.mermaid).toEqual({ theme: { light: 'neutral', dark: 'forest' } });

    const unset = mkdtempSync(join(tmpdir(), 'dcs-config-'));
    writeFileSync(join(unset, 'docusaurus.config.js'), "module.exports = { title: 'T' };\n");
    expect((await siteConfigFromDocusaurus(unset, [], false)).value.mermaid).toEqual({ theme: { light: 'default', dark: 'dark' } });
  });

  it('reads the themes as text from a config that cannot be imported', () => {
    const text = `module.exports = { themeConfig: { mermaid: {\n  theme: { light: "neutral", dark: "dark" },\n} }, presets: [[require.resolve('x')]] };`;
    expect(readMermaidThemeAsText(text)).toEqual({ light: 'neutral', dark: 'dark' });
    expect(readMermaidThemeAsText('module.exports = {}')).toEqual({});
  });
});
