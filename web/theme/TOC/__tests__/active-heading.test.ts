import { describe, expect, it } from 'vitest';
import { activeHeadingId } from '../active-heading';

const headings = [
  { id: 'a', top: -400 },
  { id: 'b', top: -20 },
  { id: 'c', top: 300 },
];

describe('TOC scroll-spy', () => {
  it('marks the last heading above the reading line', () => {
    expect(activeHeadingId(headings, 80, false)).toBe('b');
    expect(activeHeadingId(headings, 400, false)).toBe('c');
  });
  it('marks the first heading before any has been reached', () => {
    expect(activeHeadingId([{ id: 'a', top: 500 }], 80, false)).toBe('a');
  });
  it('marks the last heading at the bottom of the page', () => {
    expect(activeHeadingId(headings, 80, true)).toBe('c');
  });
  it('has nothing to mark without headings', () => {
    expect(activeHeadingId([], 80, false)).toBeNull();
  });
});
