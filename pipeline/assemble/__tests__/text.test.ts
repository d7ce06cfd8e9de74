import { describe, expect, it } from 'vitest';
import { firstSentence, lineOf, readingMinutes, str, taggedTitle } from '../text';
import { paragraph } from './fixture';

describe('text rules', () => {
  it('str keeps non-blank strings only', () => {
    expect(str(' x ')).toBe(' x ');
    expect([str(''), str('  '), str(3), str(undefined)]).toEqual([null, null, null, null]);
  });
  it('firstSentence is the first paragraph, cut at a word before 200 characters', () => {
    expect(firstSentence(paragraph('Short.'))).toBe('Short.');
    const long = firstSentence(paragraph('word '.repeat(60)));
    expect(long.length).toBeLessThanOrEqual(198);
    expect(long.endsWith('word…')).toBe(true);
  });
  it('taggedTitle and readingMinutes say what Docusaurus says', () => {
    expect(taggedTitle(1, 'post', 'x')).toBe('One post tagged with "x"');
    expect(taggedTitle(3, 'doc', 'x')).toBe('3 docs tagged with "x"');
    expect([readingMinutes(0), readingMinutes(200), readingMinutes(201)]).toEqual([1, 1, 2]);
  });
  it('lineOf finds the quoted needle', () => {
    expect(lineOf("a\nb: 'intro'\n", 'intro')).toBe(2);
    expect(lineOf('intro', 'intro')).toBe(1);
  });
});
