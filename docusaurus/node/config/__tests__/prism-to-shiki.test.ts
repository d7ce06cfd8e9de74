import { describe, expect, it } from 'vitest';
import { highlight } from '../../../../pipeline/mdx/plugins/code-blocks/highlighter.js';
import { shikiThemeOfPrism } from '../prism-to-shiki.js';
import type { Element, ElementContent } from 'hast';

// A made-up Prism theme in prism-react-renderer's format, its token colours readable on its background
// (the highlighter would replace a colour under 4.5:1).
const theme = {
  plain: { color: '#f0f0e8', backgroundColor: '#20201c' },
  styles: [
    { types: ['comment'], style: { color: '#a0a4ac', fontStyle: 'italic' as const } },
    { types: ['keyword'], style: { color: '#ff88bb' } },
    { types: ['string'], style: { color: '#bbee55' } },
    { types: ['number', 'boolean'], style: { color: '#ccbbff' } },
    { types: ['property'], style: { color: '#ff88bb' } },
    { types: ['function'], style: { color: '#88eeff' } },
    { types: ['selector'], languages: ['css'], style: { color: '#ffaa22' } },
    { types: ['selector'], languages: ['cobol'], style: { color: '#000000' } },
    { types: ['punctuation'], style: { color: '#f0f0e8' } },
  ],
};

/** Each token's text and colour (light mode) of a highlighted block. */
function tokens(pre: Element): [string, string][] {
  const out: [string, string][] = [];
  const walk = (n: ElementContent) => {
    if (n.type !== 'element') return;
    const style = String(n.properties.style ?? '');
    const text = n.children.map((c) => (c.type === 'text' ? c.value : '')).join('');
    const color = /--shiki-light:(#[0-9a-fA-F]{6})/.exec(style)?.[1];
    if (color && text.trim()) out.push([text.trim(), color.toLowerCase()]);
    n.children.forEach(walk);
  };
  pre.children.forEach(walk);
  return out;
}

describe('a Prism theme as a Shiki theme', () => {
  const shiki = shikiThemeOfPrism(theme, 'prism-test');

  it("keeps the theme's plain colours and its kind (dark background)", () => {
    expect(shiki).toMatchObject({ name: 'prism-test', type: 'dark', colors: { 'editor.background': '#20201c', 'editor.foreground': '#f0f0e8' } });
    expect(shikiThemeOfPrism({ plain: { backgroundColor: '#fafafa' } }, 'x').type).toBe('light');
  });

  it('scopes a style for some languages under their grammars, and drops one for languages it cannot name', () => {
    const selectors = shiki.settings.filter((s) => s.settings.foreground === '#ffaa22' || s.settings.foreground === '#000000');
    expect(selectors).toHaveLength(1);
    expect(selectors[0]!.scope).toContain('source.css meta.selector');
  });

  it('colours JavaScript with the Prism theme’s colours where the token kinds agree', async () => {
    const pre = await highlight("const limit = 3; // cap\nconfig.retry = { tries: true };\nsend('ping');", 'javascript', new Set(), {
      light: 'prism-test',
      dark: 'prism-test',
      custom: { 'prism-test': shiki },
    });
    const colors = new Map(tokens(pre));
    expect(colors.get('const')).toBe('#ff88bb');
    expect(colors.get('3')).toBe('#ccbbff');
    expect(colors.get('true')).toBe('#ccbbff');
    expect(colors.get("'ping'")).toBe('#bbee55');
    expect(colors.get('send')).toBe('#88eeff');
    // An object literal's key is Prism's `property`; a property read (`config.retry`) is not.
    expect(colors.get('tries')).toBe('#ff88bb');
    expect([...colors].filter(([text]) => text.includes('retry')).map(([, c]) => c)).toEqual(['#f0f0e8']);
    // Operators and plain names have no style in this theme: the plain colour, as Prism leaves them.
    expect(colors.get('limit =')).toBe('#f0f0e8');
  });
});
