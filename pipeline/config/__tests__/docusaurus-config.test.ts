import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteConfigFromDocusaurus } from '../docusaurus-config';
import { tempDir } from '../../__tests__/temp-dir';

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
