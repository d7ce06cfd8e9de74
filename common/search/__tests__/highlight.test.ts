import { describe, expect, it } from 'vitest';
import { firstRange, makeSnippet, matchRanges, SNIPPET_LENGTH, type Range } from '../highlight';
import { queryWords } from '../terms';

const marked = (text: string, ranges: Range[]) => ranges.map(([s, e]) => text.slice(s, e));

describe('matchRanges', () => {
  it('marks words with the same stem, whatever their form', () => {
    const text = 'Entities configure lights; each entity has a light.';
    expect(marked(text, matchRanges(text, queryWords('entity light ')))).toEqual(['Entities', 'lights', 'entity', 'light']);
  });

  it('marks completions of the word being typed only, and letters only at the start of a word', () => {
    const text = 'The brightness of a dimmable light and its identity.';
    expect(marked(text, matchRanges(text, queryWords('brigh')))).toEqual(['brightness']);
    expect(matchRanges(text, queryWords('brigh '))).toEqual([]);
    // `@orama/highlight` finds "entit" inside "identity"; that is no match.
    expect(matchRanges(text, queryWords('entity '))).toEqual([]);
  });

  it('marks the parts of identifiers, joining adjacent parts into one mark', () => {
    const text = 'Set supported_color_modes on a ColorMode entity.';
    expect(marked(text, matchRanges(text, queryWords('color mode ')))).toEqual(['color', 'modes', 'ColorMode']);
  });

  it('finds nothing for an empty or stop-word query', () => {
    expect(matchRanges('the text', queryWords(''))).toEqual([]);
    expect(matchRanges('the text', queryWords('the '))).toEqual([]);
  });
});

describe('makeSnippet', () => {
  const long =
    'Integrations register their entities with the entity registry when they are set up, so that users can rename them, hide them or assign them to an area later on.';

  it('keeps a short text whole', () => {
    expect(makeSnippet('Short text', [[0, 5]])).toEqual({ text: 'Short text', ranges: [[0, 5]] });
  });

  it('cuts at most 50 characters around the first match, at word boundaries, with ellipses', () => {
    const ranges = matchRanges(long, queryWords('rename '));
    const s = makeSnippet(long, ranges);
    expect(s.text.length).toBeLessThanOrEqual(SNIPPET_LENGTH);
    expect(s.text.startsWith('…')).toBe(true);
    expect(s.text.endsWith('…')).toBe(true);
    expect(marked(s.text, s.ranges)).toEqual(['rename']);
    // No word is cut in half at either end.
    const words = s.text.replace(/…/g, '').trim().split(' ');
    for (const w of words) expect(long).toMatch(new RegExp(`\\b${w.replace(/[^\w]/g, '')}`));
  });

  it('starts at the beginning when the match is near it, and without a match', () => {
    const s = makeSnippet(long, matchRanges(long, queryWords('integrations ')));
    expect(s.text.startsWith('Integrations register')).toBe(true);
    expect(s.ranges[0]).toEqual([0, 12]);
    const none = makeSnippet(long, []);
    expect(none.text.startsWith('Integrations')).toBe(true);
    expect(none.text.length).toBeLessThanOrEqual(SNIPPET_LENGTH);
    expect(none.ranges).toEqual([]);
  });

  it('keeps every range inside the snippet and clips one that runs past its end', () => {
    const text = 'a'.repeat(10) + ' ' + 'b'.repeat(80);
    const s = makeSnippet(text, [[11, 91]]);
    expect(s.text.length).toBeLessThanOrEqual(SNIPPET_LENGTH);
    for (const [a, b] of s.ranges) {
      expect(a).toBeGreaterThanOrEqual(0);
      expect(b).toBeLessThanOrEqual(s.text.length);
    }
  });

  it('holds the 50-character limit for every match position in a real text', () => {
    for (const word of long.split(' ')) {
      const s = makeSnippet(long, matchRanges(long, queryWords(`${word} `)));
      expect(s.text.length, word).toBeLessThanOrEqual(SNIPPET_LENGTH);
    }
  });
});

describe('firstRange', () => {
  it('finds the first matched word or identifier part, as matchRanges would, in a long text too', () => {
    const texts = [
      'Calls the local calendar API; a call is cheap.',
      'Set supported_color_modes on a ColorMode entity.',
      'Entities and an entity registry.',
      'Nothing relevant here at all.',
      'Try the tries; retrying works.',
      `${'words without the term '.repeat(80)}and then a ColorMode entity.`,
    ];
    for (const query of ['cal', 'calendar ', 'color mode ', 'entity ', 'try ', 'mode', 'zzz']) {
      const words = queryWords(query);
      for (const text of texts) expect(firstRange(text, words, 100), `${query} in ${text}`).toEqual(matchRanges(text, words)[0] ?? null);
    }
  });
});
