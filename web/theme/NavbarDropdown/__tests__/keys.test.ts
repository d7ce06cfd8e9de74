import { describe, expect, it } from 'vitest';
import { nextFocusIndex } from '../keys';

describe('dropdown keyboard focus', () => {
  it('moves down and up, wrapping at the ends', () => {
    expect(nextFocusIndex(-1, 'ArrowDown', 3)).toBe(0);
    expect(nextFocusIndex(0, 'ArrowDown', 3)).toBe(1);
    expect(nextFocusIndex(2, 'ArrowDown', 3)).toBe(0);
    expect(nextFocusIndex(-1, 'ArrowUp', 3)).toBe(2);
    expect(nextFocusIndex(0, 'ArrowUp', 3)).toBe(2);
  });
  it('jumps to the first and last item', () => {
    expect(nextFocusIndex(1, 'Home', 3)).toBe(0);
    expect(nextFocusIndex(1, 'End', 3)).toBe(2);
  });
  it('ignores other keys and empty menus', () => {
    expect(nextFocusIndex(0, 'a', 3)).toBeNull();
    expect(nextFocusIndex(-1, 'ArrowDown', 0)).toBeNull();
  });
});
