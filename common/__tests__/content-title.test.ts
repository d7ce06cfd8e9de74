import { describe, expect, it } from 'vitest';
import { contentTitle } from '../content-title';

const h = (tagName: string) => ({ type: 'element' as const, tagName, children: [{ type: 'text' as const, value: 'x' }] });

describe('contentTitle', () => {
  it("is the text of the body's own heading, its inline elements' text included", () => {
    const heading = {
      type: 'element' as const,
      tagName: 'h1',
      children: [
        { type: 'text' as const, value: 'Firing ' },
        { type: 'element' as const, tagName: 'code', children: [{ type: 'text' as const, value: 'cone 6' }] },
      ],
    };
    expect(contentTitle({ type: 'root', children: [{ type: 'text', value: '\n' }, heading, h('p')] })).toBe('Firing cone 6');
  });
  it('is undefined when anything else comes first', () => {
    expect(contentTitle({ type: 'root', children: [h('p'), h('h1')] })).toBeUndefined();
    expect(contentTitle({ type: 'root', children: [] })).toBeUndefined();
  });
});
