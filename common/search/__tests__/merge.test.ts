import { describe, expect, it } from 'vitest';
import { mergeHits, withinEdits } from '../merge';
import { queryWords } from '../terms';

const hit = (source: string, score: number, title: string, heading = title, anchor = '') => ({
  doc: { title, heading, route: `/${source}/${title}`, anchor },
  score,
  source,
});

describe('mergeHits', () => {
  it("does not compare raw scores across indexes: each is relative to its own index's best", () => {
    // The blog index scores everything ten times higher (fewer, shorter documents, say).
    const merged = mergeHits(queryWords('climate entity '), [
      hit('blog', 90, 'New entity features in Climate entity'),
      hit('blog', 80, 'Climate entity auxiliary heater is deprecated'),
      hit('core', 9, 'Climate entity'),
    ]);
    expect(merged.map((h) => h.doc.title)).toEqual([
      'Climate entity',
      'New entity features in Climate entity',
      'Climate entity auxiliary heater is deprecated',
    ]);
    expect(merged[0]).toMatchObject({ relative: 1, named: 1, exactness: 1, merged: 6 });
  });

  it('prefers a hit whose title or heading names the query over a body match with a higher score', () => {
    const merged = mergeHits(queryWords('unique id '), [
      hit('core', 10, 'Config flow', 'Choosing a unique ID', 'id'),
      hit('core', 12, 'Entity', 'Properties', 'p'),
    ]);
    expect(merged.map((h) => h.doc.heading)).toEqual(['Choosing a unique ID', 'Properties']);
  });

  it("counts a typo within the query's tolerance as naming the word, and puts an intro before its sections on a tie", () => {
    const merged = mergeHits(queryWords('authentification '), [hit('a', 1, 'Security', 'Authentication', 'auth'), hit('b', 1, 'Authentication')], 2);
    expect(merged.map((h) => h.doc.anchor)).toEqual(['', 'auth']);
    expect(merged[0]!.named).toBe(1);
  });
});

describe('withinEdits', () => {
  it('bounds the Levenshtein distance', () => {
    expect(withinEdits('authentif', 'authent', 2)).toBe(true);
    expect(withinEdits('climat', 'climb', 1)).toBe(false);
    expect(withinEdits('kitten', 'sitting', 3)).toBe(true);
    expect(withinEdits('kitten', 'sitting', 2)).toBe(false);
  });
});
