import { describe, expect, it } from 'vitest';
import { radix } from '@orama/orama/trees';
import { internals } from '@orama/orama';
import { fuzzyFind, prefixFind, type RadixLike } from '../fuzzy';

const words = ['integr', 'integ', 'intern', 'entiti', 'entri', 'light', 'lighten', 'night', 'sensor', 'censor', 'sens'];

function tree() {
  const t = new radix.RadixTree();
  words.forEach((w, i) => t.insert(w, i + 1));
  return t as unknown as RadixLike;
}

describe('fuzzyFind', () => {
  it('finds exactly the words within the edit distance, with their documents', () => {
    for (const [term, tolerance] of [
      ['integart', 2],
      ['lihgt', 1],
      ['lihgt', 2],
      ['sensr', 1],
      ['entity', 1],
      ['x', 1],
      ['sensor', 1],
    ] as const) {
      const expected = words.filter((w) => w[0] === term[0] && internals.boundedLevenshtein(term, w, tolerance).isBounded).sort();
      const found = fuzzyFind(tree(), term, tolerance);
      expect([...found.keys()].sort(), `${term} ±${tolerance}`).toEqual(expected);
      for (const w of expected) expect([...found.get(w)!]).toEqual([words.indexOf(w) + 1]);
    }
  });
});

describe('prefixFind', () => {
  it('finds what the find of Orama does, exact and as a prefix', () => {
    const t = tree() as unknown as RadixLike & { find(p: { term: string; exact: boolean }): Record<string, number[]> };
    for (const term of ['int', 'integ', 'integr', 'inte', 'light', 'lig', 'sens', 'sensors', 'x', 'e', 'censor']) {
      for (const prefix of [true, false]) {
        const mine = Object.fromEntries([...prefixFind(t, term, prefix)].map(([w, ids]) => [w, [...ids]]));
        expect(mine, `${term} ${prefix}`).toEqual(t.find({ term, exact: !prefix }));
      }
    }
  });
});
