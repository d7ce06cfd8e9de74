import { describe, expect, it } from 'vitest';
import type { Element, Text } from 'hast';
import { toHastJson } from '../hast-json';

const text = (value: string): Text => ({ type: 'text', value });
const el = (tagName: string, children: (Element | Text)[] = []): Element => ({ type: 'element', tagName, properties: {}, children });

describe('the compiled tree as JSON (toHastJson)', () => {
  it("leaves out the line breaks between a table's parts, which no page draws, and keeps a cell's own spaces", () => {
    const table = el('table', [
      text('\n'),
      el('thead', [text('\n'), el('tr', [text('\n'), el('th', [text('Kiln')]), text('\n')]), text('\n')]),
      text('\n'),
      el('tbody', [el('tr', [el('td', [text(' cone 6 ')]), text('\t \n')])]),
    ]);
    const { body } = toHastJson({ type: 'root', children: [table] });
    expect(body.children).toEqual([
      {
        type: 'element',
        tagName: 'table',
        children: [
          {
            type: 'element',
            tagName: 'thead',
            children: [{ type: 'element', tagName: 'tr', children: [{ type: 'element', tagName: 'th', children: [text('Kiln')] }] }],
          },
          {
            type: 'element',
            tagName: 'tbody',
            children: [{ type: 'element', tagName: 'tr', children: [{ type: 'element', tagName: 'td', children: [text(' cone 6 ')] }] }],
          },
        ],
      },
    ]);
  });

  it('keeps whitespace elsewhere: in a list, in preformatted text, and a no-break space in a row', () => {
    const list = el('ul', [text('\n'), el('li', [text('glaze')]), text('\n')]);
    const pre = el('pre', [el('code', [text('fire()\n\n')])]);
    const row = el('tr', [text('\u00a0')]);
    const { body } = toHastJson({ type: 'root', children: [list, pre, row] });
    expect(body.children.map((n) => (n.type === 'element' ? n.children.length : 0))).toEqual([3, 1, 1]);
  });
});
