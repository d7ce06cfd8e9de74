import { describe, expect, it } from 'vitest';
import { applyMagicComments, parseCodeMeta, parseRanges } from '../meta';
import { bundledLanguages, createHighlighter } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import type { Element, ElementContent } from 'hast';
import { highlight, resolveLanguage } from '../highlighter';
import { snapshotFixtures } from '../../../__tests__/fixture-snapshots';

describe('code-blocks', () => {
  it('parses title, ranges and flags from the meta string', () => {
    const meta = parseCodeMeta('title="a b.py" {1,3-5} showLineNumbers no-check');
    expect(meta.title).toBe('a b.py');
    expect([...meta.highlightLines]).toEqual([1, 3, 4, 5]);
    expect(meta.showLineNumbers).toBe(true);
    expect(meta.noCheck).toBe(true);
  });
  it('does not read braces inside the title as ranges', () => expect([...parseCodeMeta('title="{1}"').highlightLines]).toEqual([]));
  it('parses ranges', () => expect([...parseRanges('2, 4-5')]).toEqual([2, 4, 5]));
  it('removes magic comments and returns the lines they mark', () => {
    const { code, lines } = applyMagicComments('a\n# highlight-next-line\nb\n// highlight-start\nc\nd\n// highlight-end\ne');
    expect(code).toBe('a\nb\nc\nd\ne');
    expect([...lines]).toEqual([2, 3, 4]);
  });
  it('maps language aliases and falls back to text', () => {
    expect(resolveLanguage('jinja2')).toBe('jinja');
    expect(resolveLanguage('flow')).toBe('tsx');
    expect(resolveLanguage('sh')).toBe('sh');
    expect(resolveLanguage('nope')).toBe('text');
  });
  it('highlights with Oniguruma a grammar the JavaScript regex engine cannot run', async () => {
    // An Oniguruma conditional: "-lamp" only after "on", "off" otherwise.
    const grammar = {
      name: 'lamp-switch',
      scopeName: 'source.lamp-switch',
      patterns: [{ match: '(on)?(?(1)-lamp|off)', name: 'keyword.control' }],
      repository: {},
    };
    const js = await createHighlighter({ themes: ['github-light'], langs: [grammar], engine: createJavaScriptRegexEngine() });
    expect(() => js.codeToHast('on-lamp', { lang: 'lamp-switch', theme: 'github-light' })).toThrow(/conditional/i);
    // Known to the highlighter as Shiki's bundled languages are.
    (bundledLanguages as Record<string, unknown>)['lamp-switch'] = () => Promise.resolve({ default: [grammar] });
    try {
      const pre = await highlight('on-lamp or off', 'lamp-switch', new Set());
      const tokens = spans(pre).map((s): [string, string] => [text(s), String(s.properties.style)]);
      const keyword = tokens.find(([t]) => t === 'on-lamp')?.[1];
      expect(keyword).toMatch(/--shiki-light:#/);
      expect(tokens.find(([t]) => t === 'off')?.[1]).toBe(keyword);
      expect(tokens.find(([t]) => t.includes('or'))?.[1]).not.toBe(keyword);
    } finally {
      delete (bundledLanguages as Record<string, unknown>)['lamp-switch'];
    }
  });
  snapshotFixtures(`${import.meta.dirname}`);
});

function spans(node: Element): Element[] {
  return node.children.flatMap((c) => (c.type === 'element' ? (c.tagName === 'span' && c.children.every((k) => k.type === 'text') ? [c] : spans(c)) : []));
}

function text(node: ElementContent): string {
  return node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(text).join('') : '';
}
