import { describe, expect, it } from 'vitest';
import type { HastElement, HastNode } from '../../../../common/contract';
import { renderHast } from '../../../../web/mdx/render-hast';
import { highlightedBlock, highlightMetastring } from '../CodeBlock/highlighted';

const text = (value: string): HastNode => ({ type: 'text', value });
const span = (properties: Record<string, string | string[]>, ...children: HastNode[]): HastElement => ({
  type: 'element',
  tagName: 'span',
  properties,
  children,
});
const line = (highlighted: boolean, ...children: HastNode[]) => span({ className: highlighted ? ['line', 'highlighted'] : ['line'] }, ...children);

/** A `<pre>` as the build's Prism highlighting writes one (pipeline/mdx/plugins/code-blocks/prism.ts), drawn by the SPA's renderer. */
const pre: HastElement = {
  type: 'element',
  tagName: 'pre',
  properties: { className: ['shiki', 'prism-code', 'language-yaml', 'code-theme-own'], style: '--shiki-light:#111' },
  children: [
    {
      type: 'element',
      tagName: 'code',
      properties: {},
      children: [
        line(false, span({ style: '--shiki-light:#a00' }, text('ramp')), text(': slow')),
        text('\n'),
        line(true),
        text('\n'),
        line(true, text('hold')),
      ],
    },
  ],
};

describe("a Markdown code block's tokens, rebuilt from the build's highlighting", () => {
  it("gives each line prism-react-renderer's tokens, a painted span's colours kept, an empty line its empty token", () => {
    const block = highlightedBlock(renderHast(pre, {}));
    expect(block).toEqual({
      className: 'shiki prism-code language-yaml code-theme-own',
      style: { '--shiki-light': '#111' },
      code: 'ramp: slow\n\nhold',
      lines: [
        [
          { types: ['plain'], content: 'ramp', style: { '--shiki-light': '#a00' } },
          { types: ['plain'], content: ': slow' },
        ],
        [{ types: ['plain'], content: '\n', empty: true }],
        [{ types: ['plain'], content: 'hold' }],
      ],
      highlighted: [1, 2],
    });
    expect(highlightMetastring(block!)).toBe('{2,3}');
    expect(highlightMetastring({ highlighted: [] })).toBeUndefined();
  });
  it('is none for children of another shape (the chrome draws those as they are)', () => {
    expect(highlightedBlock('plain text')).toBeNull();
    expect(highlightedBlock(renderHast(span({}, text('x')), {}))).toBeNull();
    expect(highlightedBlock(renderHast({ ...pre, children: [] }, {}))).toBeNull();
  });
});
