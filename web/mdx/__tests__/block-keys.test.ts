import { describe, expect, it } from 'vitest';
import type { HastNode } from '../../../common/contract';
import { blockKeys } from '../MdxContent';

describe('blockKeys', () => {
  it('keys elements by tag and count, as renderHast keys siblings, and text by position', () => {
    const p = (value: string): HastNode => ({ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value }] });
    const h2: HastNode = { type: 'element', tagName: 'h2', properties: {}, children: [] };
    const nl: HastNode = { type: 'text', value: '\n' };
    expect(blockKeys([p('a'), nl, h2, nl, p('b')]).map(([key]) => key)).toEqual(['p-0', '#1', 'h2-0', '#3', 'p-1']);
  });
});
