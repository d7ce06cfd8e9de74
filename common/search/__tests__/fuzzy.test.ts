import { describe, expect, it } from 'vitest';
import { radix } from '@orama/orama/trees';
import { internals } from '@orama/orama';
import { fuzzyFind, type RadixLike } from '../fuzzy';

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
    ] as const) {
      const expected = words.filter((w) => internals.boundedLevenshtein(term, w, tolerance).isBounded).sort();
      const found = fuzzyFind(tree(), term, tolerance);
      expect(Object.keys(found).sort(), `${term} ±${tolerance}`).toEqual(expected);
      for (const w of expected) expect(found[w]).toEqual([words.indexOf(w) + 1]);
    }
  });
});
