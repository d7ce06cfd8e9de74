import { describe, expect, it } from 'vitest';
import type { Expression } from 'estree';
import { evaluateStatic, NotStaticError } from '../evaluate';
import { snapshotFixtures } from '../../../__tests__/fixture-snapshots';

const scope = { frontMatter: { title: 'T', n: 2 }, toc: [], values: {} };
const lit = (value: string | number) => ({ type: 'Literal', value }) as Expression;

describe('jsx-components', () => {
  it('evaluates literals, arrays, objects and frontMatter access', () => {
    expect(evaluateStatic({ type: 'ArrayExpression', elements: [lit(1), lit('a')] }, scope)).toEqual([1, 'a']);
    expect(
      evaluateStatic(
        {
          type: 'MemberExpression',
          object: { type: 'Identifier', name: 'frontMatter' },
          property: { type: 'Identifier', name: 'title' },
          computed: false,
          optional: false,
        },
        scope,
      ),
    ).toBe('T');
    expect(evaluateStatic({ type: 'UnaryExpression', operator: '-', prefix: true, argument: lit(3) }, scope)).toBe(-3);
  });
  it('refuses anything that needs code at run time', () => {
    expect(() => evaluateStatic({ type: 'CallExpression', callee: { type: 'Identifier', name: 'f' }, arguments: [], optional: false }, scope)).toThrow(
      NotStaticError,
    );
    expect(() => evaluateStatic({ type: 'Identifier', name: 'window' }, scope)).toThrow(/not known at build time/);
  });
  snapshotFixtures(`${import.meta.dirname}`);
});
