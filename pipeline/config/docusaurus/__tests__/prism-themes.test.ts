import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeThemesOf } from '../prism-themes.js';
import { tempDir } from '../../../__tests__/temp-dir.js';

// A site folder whose prism-react-renderer exports three themes (made-up colours: only their
// identity matters), as a Docusaurus config imports them with `themes.<name>`.
const site = tempDir('prism-themes-');
const themes = {
  github: { plain: { color: '#111111', backgroundColor: '#f0f0f0' }, styles: [{ types: ['comment'], style: { color: '#777777' } }] },
  dracula: { plain: { color: '#eeeeee', backgroundColor: '#222233' }, styles: [{ types: ['keyword'], style: { color: '#ff79c6' } }] },
  duotoneDark: { plain: { color: '#9a86fd', backgroundColor: '#2a2734' }, styles: [] },
};
mkdirSync(join(site, 'node_modules/prism-react-renderer'), { recursive: true });
writeFileSync(join(site, 'package.json'), '{ "name": "site" }');
writeFileSync(join(site, 'node_modules/prism-react-renderer/package.json'), '{ "name": "prism-react-renderer", "main": "index.js" }');
writeFileSync(join(site, 'node_modules/prism-react-renderer/index.js'), `exports.themes = ${JSON.stringify(themes)};`);

describe('Prism themes → Shiki themes', () => {
  it('defaults to palenight in both modes, as Docusaurus does', () => {
    const unapplied: string[] = [];
    expect(codeThemesOf({}, site, unapplied)).toEqual({ light: 'material-theme-palenight', dark: 'material-theme-palenight' });
    expect(unapplied).toEqual([]);
  });

  it('recognises the site’s prism-react-renderer themes (also a copy with the same plain colours); darkTheme defaults to theme', () => {
    const unapplied: string[] = [];
    const copy = { ...themes.dracula, styles: [] };
    expect(codeThemesOf({ theme: structuredClone(themes.github), darkTheme: copy }, site, unapplied)).toEqual({ light: 'github-light', dark: 'dracula' });
    expect(codeThemesOf({ theme: structuredClone(themes.dracula) }, site, unapplied)).toEqual({ light: 'dracula', dark: 'dracula' });
    expect(unapplied).toEqual([]);
  });

  it('names a theme without a Shiki counterpart, or a hand-made one, and keeps the GitHub themes for it', () => {
    const unapplied: string[] = [];
    const handMade = { plain: { color: '#010203', backgroundColor: '#040506' }, styles: [] };
    expect(codeThemesOf({ theme: structuredClone(themes.duotoneDark), darkTheme: handMade }, site, unapplied)).toEqual({
      light: 'github-light',
      dark: 'github-dark',
    });
    expect(unapplied).toEqual([
      'themeConfig.prism.theme (duotoneDark: no Shiki counterpart, github-light is used)',
      'themeConfig.prism.darkTheme (not a prism-react-renderer theme: no Shiki counterpart, github-dark is used)',
    ]);
  });
});
