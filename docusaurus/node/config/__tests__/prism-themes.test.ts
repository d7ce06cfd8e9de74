import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themes as ours } from 'prism-react-renderer';
import { codeThemesOf } from '../prism-themes.js';
import { DocusaurusConfigError } from '../load.js';
import { tempDir } from '../../../../pipeline/__tests__/temp-dir.js';

// A site folder whose prism-react-renderer exports its own themes (made-up colours: only where
// they come from matters), as a Docusaurus config imports them with `themes.<name>`.
const site = tempDir('prism-themes-');
const themes = {
  palenight: { plain: { color: '#111111', backgroundColor: '#f0f0f0' }, styles: [{ types: ['comment'], style: { color: '#777777' } }] },
  dracula: { plain: { color: '#eeeeee', backgroundColor: '#222233' }, styles: [{ types: ['keyword'], style: { color: '#ff79c6' } }] },
};
mkdirSync(join(site, 'node_modules/prism-react-renderer'), { recursive: true });
writeFileSync(join(site, 'package.json'), '{ "name": "site" }');
writeFileSync(join(site, 'node_modules/prism-react-renderer/package.json'), '{ "name": "prism-react-renderer", "version": "2.3.1", "main": "index.js" }');
writeFileSync(join(site, 'node_modules/prism-react-renderer/index.js'), `exports.themes = ${JSON.stringify(themes)};`);

describe("a Docusaurus site's Prism themes", () => {
  it("defaults to the site's own palenight in both modes, as Docusaurus does; ours without one", () => {
    expect(codeThemesOf({}, site).prism).toMatchObject({ light: themes.palenight, dark: themes.palenight, additionalLanguages: [] });
    expect(codeThemesOf({}, tempDir('prism-themes-bare-')).prism).toMatchObject({ light: ours.palenight, dark: ours.palenight });
  });

  it("names the site's own prism-react-renderer, whose languages are what the site shows; none without one", () => {
    expect(codeThemesOf({}, site).prism?.renderer).toEqual({ dir: join(site, 'node_modules/prism-react-renderer'), version: '2.3.1' });
    expect(codeThemesOf({}, tempDir('prism-themes-bare-')).prism?.renderer).toBeUndefined();
  });

  it('takes theme and darkTheme as the config names them; darkTheme defaults to theme', () => {
    expect(codeThemesOf({ theme: themes.palenight, darkTheme: themes.dracula }, site).prism).toMatchObject({ light: themes.palenight, dark: themes.dracula });
    expect(codeThemesOf({ theme: themes.dracula }, site).prism).toMatchObject({ light: themes.dracula, dark: themes.dracula });
  });

  it('reads additionalLanguages and defaultLanguage in lower case, as Docusaurus validates them', () => {
    expect(codeThemesOf({ additionalLanguages: ['PowerShell', 'toml'], defaultLanguage: 'YAML' }, site).prism).toMatchObject({
      additionalLanguages: ['powershell', 'toml'],
      defaultLanguage: 'yaml',
    });
  });
});

describe('additionalLanguages prismjs has no component for', () => {
  it('are one error at the line of the config that names the first, as Docusaurus fails to build', () => {
    const config = join(site, 'docusaurus.config.js');
    writeFileSync(
      config,
      "module.exports = {\n  themeConfig: {\n    prism: {\n      additionalLanguages: ['bash', 'yamlish',\n        'tomll'],\n    },\n  },\n};\n",
    );
    let error: unknown;
    try {
      codeThemesOf({ additionalLanguages: ['bash', 'yamlish', 'tomll'] }, site, config);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DocusaurusConfigError);
    expect(error).toMatchObject({ file: config, line: 4 });
    expect((error as Error).message).toMatch(/additionalLanguages: "yamlish", "tomll" are not Prism languages .*prismjs\.com/);
    expect(() => codeThemesOf({ additionalLanguages: ['bash', 'docker'] }, site, config)).not.toThrow();
  });
});
