import { describe, expect, it } from 'vitest';
import { scrollRegionAttributes } from '../scrollable';

describe('scroll regions', () => {
  it('makes an overflowing box a named, focusable region', () => {
    expect(scrollRegionAttributes({ scrollWidth: 900, clientWidth: 600 }, 'Code: python')).toEqual({
      tabindex: '0',
      role: 'region',
      'aria-label': 'Code: python',
    });
  });
  it('leaves a box that fits alone (no extra tab stop)', () => {
    expect(scrollRegionAttributes({ scrollWidth: 600, clientWidth: 600 }, 'Table')).toBeNull();
  });
});
