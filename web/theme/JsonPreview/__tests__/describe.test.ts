import { describe, expect, it } from 'vitest';
import { describeJson, isContainer, nodeHint } from '../describe';

describe('describeJson', () => {
  it('sizes containers and prints primitives as JSON', () => {
    expect(describeJson([1, 2, 3])).toBe('[3 items]');
    expect(describeJson([1])).toBe('[1 item]');
    expect(describeJson({ a: 1, b: 2 })).toBe('{2 keys}');
    expect(describeJson({})).toBe('{0 keys}');
    expect(describeJson('a "quoted" text')).toBe('"a \\"quoted\\" text"');
    expect(describeJson(null)).toBe('null');
    expect(describeJson(false)).toBe('false');
  });
});

describe('nodeHint', () => {
  it('labels HAST elements, text nodes and chunks', () => {
    expect(nodeHint({ type: 'element', tagName: 'p', children: [] })).toBe('<p>');
    expect(nodeHint({ type: 'text', value: 'short' })).toBe('"short"');
    expect(nodeHint({ type: 'text', value: 'x'.repeat(50) })).toBe(`"${'x'.repeat(39)}…"`);
    expect(nodeHint({ kind: 'doc' })).toBe('doc');
    expect(nodeHint([1])).toBeNull();
    expect(nodeHint('text')).toBeNull();
  });
  it('knows containers', () => {
    expect(isContainer([])).toBe(true);
    expect(isContainer({})).toBe(true);
    expect(isContainer(null)).toBe(false);
  });
});
