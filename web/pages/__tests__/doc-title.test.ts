import { describe, expect, it } from 'vitest';
import { bodyHasTitle } from '../doc-title';

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
