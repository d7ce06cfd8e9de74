import { describe, expect, it } from 'vitest';
import { closedBySibling } from '../auto-collapse';

describe('autoCollapseCategories', () => {
  it('closes an open category when a sibling was opened after it', () => {
    expect(closedBySibling(true, 2, 0, true)).toBe(true);
  });
  it('keeps the one just opened, closed ones, and everything before any was opened', () => {
    expect(closedBySibling(true, 2, 2, true)).toBe(false);
    expect(closedBySibling(true, 2, 0, false)).toBe(false);
    expect(closedBySibling(true, null, 0, true)).toBe(false);
  });
  it('does nothing when the option is off', () => {
    expect(closedBySibling(false, 2, 0, true)).toBe(false);
  });
});
