import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeThemesOf } from '../prism-themes.js';
import { tempDir } from '../../../../pipeline/__tests__/temp-dir.js';

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
    expect(codeThemesOf({}, site)).toEqual({ light: 'material-theme-palenight', dark: 'material-theme-palenight' });
  });

  it('recognises the site’s prism-react-renderer themes; darkTheme defaults to theme', () => {
    expect(codeThemesOf({ theme: structuredClone(themes.github), darkTheme: structuredClone(themes.dracula) }, site)).toEqual({
      light: 'github-light',
      dark: 'dracula',
    });
    expect(codeThemesOf({ theme: structuredClone(themes.dracula) }, site)).toEqual({ light: 'dracula', dark: 'dracula' });
  });

  it('turns a hand-made theme, or one without a Shiki counterpart, into a Shiki theme of its own colours, named by its contents', () => {
    // A copy of dracula's plain colours with other token colours is the site's own theme, not dracula.
    const handMade = { plain: { color: '#eeeeee', backgroundColor: '#222233' }, styles: [{ types: ['keyword'], style: { color: '#ff0066' } }] };
    const t = codeThemesOf({ theme: structuredClone(themes.duotoneDark), darkTheme: handMade }, site);
    expect(t.light).toMatch(/^prism-duotoneDark-[0-9a-f]{10}$/);
    expect(t.dark).toMatch(/^prism-site-[0-9a-f]{10}$/);
    expect(Object.keys(t.custom!)).toEqual([t.light, t.dark]);
    expect(t.custom![t.dark]).toMatchObject({ name: t.dark, type: 'dark', colors: { 'editor.background': '#222233', 'editor.foreground': '#eeeeee' } });
    // The same theme gets the same name; an edit, another.
    expect(codeThemesOf({ theme: structuredClone(handMade) }, site).light).toBe(t.dark);
    expect(codeThemesOf({ theme: { ...handMade, plain: { color: '#ffffff', backgroundColor: '#222233' } } }, site).light).not.toBe(t.dark);
  });
});
