import { describe, expect, it } from 'vitest';
import { Parser } from 'acorn';
import jsx from 'acorn-jsx';
import type { Node } from 'estree';
import { jsxElementNames } from '../jsx-names';

const parse = (code: string) => Parser.extend(jsx()).parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Node;

describe('jsxElementNames', () => {
  it('finds the capitalised JSX names anywhere in an expression, fragments and nested props included', () => {
    const names = jsxElementNames(parse('(<>A <Badge tone="x" icon={<Icon name="lamp" />} /> and <span><Wattage /></span></>)'));
    expect([...names].sort()).toEqual(['Badge', 'Icon', 'Wattage']);
  });

  it('leaves out HTML elements and members, which MDX reads from their objects', () => {
    expect([...jsxElementNames(parse('(<div><Icons.Star /><b>bold</b></div>)'))]).toEqual([]);
  });
});
