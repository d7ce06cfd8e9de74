import { describe, expect, it } from 'vitest';
import { bodyHasTitle, contentTitle, showsTitle } from '../doc-title';

const h = (tagName: string) => ({ type: 'element' as const, tagName, children: [{ type: 'text' as const, value: 'x' }] });

describe('bodyHasTitle', () => {
  it('is true when the first element is an h1, after blank text', () => {
    expect(bodyHasTitle({ type: 'root', children: [{ type: 'text', value: '\n' }, h('h1'), h('p')] })).toBe(true);
  });
  it('is false when anything else comes first, or the body is empty', () => {
    expect(bodyHasTitle({ type: 'root', children: [h('p'), h('h1')] })).toBe(false);
    expect(bodyHasTitle({ type: 'root', children: [] })).toBe(false);
  });
});

describe('showsTitle', () => {
  const body = (first: string) => ({ type: 'root' as const, children: [h(first)] });
  it("is true without a heading of the body's own, unless the front matter says hide_title", () => {
    expect(showsTitle({ body: body('p') })).toBe(true);
    expect(showsTitle({ body: body('p'), frontMatter: { hide_title: true } })).toBe(false);
  });
  it('is false when the body opens with its own heading, hide_title or not (it hides only the drawn title)', () => {
    expect(showsTitle({ body: body('h1') })).toBe(false);
    expect(showsTitle({ body: body('h1'), frontMatter: { hide_title: false } })).toBe(false);
  });
});

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
    expect(contentTitle({ type: 'root', children: [heading, h('p')] })).toBe('Firing cone 6');
    expect(contentTitle({ type: 'root', children: [h('p')] })).toBeUndefined();
  });
});
