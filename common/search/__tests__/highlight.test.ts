import { describe, expect, it } from 'vitest';
import { firstMatch, makeSnippet, matchRanges, SNIPPET_LENGTH, type Range } from '../highlight';
import { queryMatchers } from '../match';

const marked = (text: string, ranges: Range[]) => ranges.map(([s, e]) => text.slice(s, e));

describe('matchRanges', () => {
  it('marks words with the same stem, whatever their form', () => {
    const text = 'Entities configure lights; each entity has a light.';
    expect(marked(text, matchRanges(text, queryMatchers('entity light ')))).toEqual(['Entities', 'lights', 'entity', 'light']);
  });

  it('marks completions of the word being typed, and tolerates a typo in a long word', () => {
    const text = 'The brightness of a dimmable light and its integration.';
    expect(marked(text, matchRanges(text, queryMatchers('brigh')))).toEqual(['brightness']);
    expect(marked(text, matchRanges(text, queryMatchers('integartion ')))).toEqual(['integration']);
    expect(marked(text, matchRanges(text, queryMatchers('brigthness ')))).toEqual(['brightness']);
    // Short words must match exactly.
    expect(matchRanges(text, queryMatchers('lihgt '))).toEqual([]);
  });

  it('marks the parts of identifiers, joining adjacent parts into one mark', () => {
    const text = 'Set supported_color_modes on a ColorMode entity.';
    expect(marked(text, matchRanges(text, queryMatchers('color mode ')))).toEqual(['color', 'modes', 'ColorMode']);
  });

  it('finds nothing for an empty or stop-word query', () => {
    expect(matchRanges('the text', queryMatchers(''))).toEqual([]);
    expect(matchRanges('the text', queryMatchers('the '))).toEqual([]);
  });
});

describe('makeSnippet', () => {
  const long =
    'Integrations register their entities with the entity registry when they are set up, so that users can rename them, hide them or assign them to an area later on.';

  it('keeps a short text whole', () => {
    expect(makeSnippet('Short text', [[0, 5]])).toEqual({ text: 'Short text', ranges: [[0, 5]] });
  });

  it('cuts at most 50 characters around the first match, at word boundaries, with ellipses', () => {
    const ranges = matchRanges(long, queryMatchers('rename '));
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
    const s = makeSnippet(long, matchRanges(long, queryMatchers('integrations ')));
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
      const s = makeSnippet(long, matchRanges(long, queryMatchers(`${word} `)));
      expect(s.text.length, word).toBeLessThanOrEqual(SNIPPET_LENGTH);
    }
  });
});

describe('typos in highlighting', () => {
  it('marks a typo only when the word is nowhere in the scope as written', () => {
    const text = 'Each light has a brightness.';
    expect(marked(text, matchRanges(text, queryMatchers('brightness ')))).toEqual(['brightness']);
    const other = 'Each light is on.';
    // Judged against the page it belongs to, which has the real word: no typo marks.
    expect(matchRanges(other, queryMatchers('brightness '), `${other} ${text}`)).toEqual([]);
  });
});

describe('firstMatch', () => {
  it('finds the first matched word or identifier part, as matchRanges would', () => {
    const texts = [
      'Calls the local calendar API; a call is cheap.',
      'Set supported_color_modes on a ColorMode entity.',
      'Entities and an entity registry.',
      'Nothing relevant here at all.',
      'Try the tries; retrying works.',
    ];
    for (const query of ['cal', 'calendar ', 'color mode ', 'entity ', 'try ', 'mode', 'zzz']) {
      const matchers = queryMatchers(query);
      for (const text of texts) expect(firstMatch(text, matchers, []), `${query} in ${text}`).toEqual(matchRanges(text, matchers, [])[0] ?? null);
    }
  });

  it('looks for typos only when asked to', () => {
    const matchers = queryMatchers('integartion ');
    expect(firstMatch('An integration.', matchers, [])).toBeNull();
    expect(firstMatch('An integration.', matchers, matchers)).toEqual([3, 14]);
  });
});
