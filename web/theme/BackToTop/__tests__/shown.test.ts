import { describe, expect, it } from 'vitest';
import { backToTopShown } from '../shown';

describe('backToTopShown (theme-classic useBackToTopButton rule)', () => {
  it('hides the button above the threshold, whichever way the reader scrolls', () => {
    expect(backToTopShown(250, 100)).toBe(false);
    expect(backToTopShown(100, 299)).toBe(false);
  });
  it('shows it past the threshold only while scrolling up', () => {
    expect(backToTopShown(900, 800)).toBe(true);
    expect(backToTopShown(800, 900)).toBe(false);
    expect(backToTopShown(800, 800)).toBe(false);
  });
  it('takes another threshold', () => expect(backToTopShown(200, 150, 100)).toBe(true));
});
