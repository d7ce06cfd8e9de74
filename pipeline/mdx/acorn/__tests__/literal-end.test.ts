import { describe, expect, it } from 'vitest';
import { Parser } from 'acorn';
import { literalEnd } from '../literal-end';

/** Where acorn's expression starting at `start` ends, or null when it does not parse there. */
function acornEnd(text: string, start: number): number | null {
  try {
    return Parser.parseExpressionAt(text, start, { ecmaVersion: 2024, sourceType: 'module' }).end;
  } catch {
    return null;
  }
}

const LITERALS = [
  '{}',
  '[]',
  '{"a": 1}',
  '{ "a" : [1, -2.5e3, .5, 0, 1., "x\\"y\\u00e9\\n", \'it\\\'s\'], b: {c: null, d: true, e: undefined} }',
  '{a, b: [ , 1, , ], default: 2, "}": "{", 3: 4, .5: 6}',
  '{\n  "lines": [\n    1,\n    2,\n  ],\n}',
  '[{"x": [{"y": {}}]}, "]"]',
];

const NOT_READ = [
  // not a literal, or not only one
  'a',
  '"s"',
  '{"a": b.c}',
  '{"a": f(1)}',
  '{"a": <b/>}',
  '{"a": `t`}',
  '{"a": 1 /* c */}',
  '{...a}',
  '{[k]: 1}',
  '{"a": 0x1F}',
  '{"a": 1_000}',
  '{get a() {}}',
  '{"a": x ? 1 : 2}',
  // errors acorn reports inside it
  '{"a" 1}',
  '{"a": 1 2}',
  '{a b}',
  '{1}',
  '{"a"}',
  '{true}',
  '{-1: 2}',
  '{,}',
  '{"a": 1,,}',
  '{"a": 01}',
  '{"a": 1a}',
  '{"a": class}',
  '{"a": interface}',
  '{"a": "open}',
  '{"a": "line\nbreak"}',
  '{"a": "\\q"}',
  '{"a": "\\0"}',
  '{__proto__: 1, "__proto__": 2}',
  '{"a": [1}',
  '{"a": 1]',
  // unfinished
  '{"a": [1, 2',
];

describe('literalEnd', () => {
  it.each(LITERALS)('ends %j where acorn ends it', (literal) => {
    const text = `x={ ${literal} } after`;
    const start = text.indexOf('{') + 1;
    const { end } = literalEnd(text, start);
    expect(end).toBe(acornEnd(text, start));
    expect(text.slice(end)).toBe(' } after');
  });

  it.each(NOT_READ)('leaves %j to acorn', (literal) => {
    expect(literalEnd(literal, 0).end).toBe(-1);
  });

  it('says how far it read, so a caller can bound its scans', () => {
    expect(literalEnd('{"a": [1, 2], "b": f(', 0)).toEqual({ end: -1, read: 20 });
    expect(literalEnd('  [1] tail', 0)).toEqual({ end: 5, read: 5 });
  });
});
