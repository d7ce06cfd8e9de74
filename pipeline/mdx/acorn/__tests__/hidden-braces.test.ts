import { describe, expect, it } from 'vitest';
import { hideLiteralBraces, literalExpressions, restoreBraces } from '../hidden-braces';

/** An object literal with `n` inner closing braces. */
const literal = (n: number) => `{"items": [${Array.from({ length: n - 1 }, (_, i) => `{"n": ${i}}`).join(', ')}]}`;

describe('hidden braces', () => {
  it('finds the expressions whose whole content is a literal with many inner braces', () => {
    const big = literal(40);
    const text = `# T\n\n<Api body={${big}} small={${literal(3)}} code={items.map((i) => ${big})} />\n\n{ ${big} }\n`;
    const found = literalExpressions(text).map(([open, close]) => text.slice(open, close + 1));
    expect(found).toEqual([`{${big}}`, `{ ${big} }`]);
  });

  it('skips an escaped brace', () => {
    expect(literalExpressions(`\\{${literal(40)}}`)).toEqual([]);
  });

  it('replaces the inner braces by a mark the text lacks, keeping every position', () => {
    const text = `<A b={${literal(40)}} />\n`;
    const hidden = hideLiteralBraces(text)!;
    expect(hidden.text).toHaveLength(text.length);
    expect(hidden.text.match(/}/g)).toHaveLength(1);
    expect(hidden.text.replaceAll(hidden.mark, '}')).toBe(text);
    // The mark is one the text does not have.
    const withMark = `\uE000 ${text}`;
    expect(hideLiteralBraces(withMark)!.mark).toBe('\uE001');
  });

  it('leaves a text without such a literal alone', () => {
    expect(hideLiteralBraces(`<A b={${literal(3)}} />`)).toBeNull();
  });

  it('turns the mark back in every string of a tree', () => {
    const tree = {
      type: 'root',
      children: [
        { type: 'code', value: 'a\uE000b' },
        { type: 'x', attributes: [{ value: '\uE000\uE000' }] },
      ],
    };
    expect(restoreBraces(tree, '\uE000')).toEqual({
      type: 'root',
      children: [
        { type: 'code', value: 'a}b' },
        { type: 'x', attributes: [{ value: '}}' }] },
      ],
    });
  });
});
