import { describe, expect, it } from 'vitest';
import { wrapFocus } from '../focus-trap';

describe('wrapFocus', () => {
  const items = ['close', 'home', 'docs'];
  it('wraps Tab from the last element to the first, and Shift+Tab from the first to the last', () => {
    expect(wrapFocus(items, 'docs', false)).toBe('close');
    expect(wrapFocus(items, 'close', true)).toBe('docs');
  });
  it('leaves every other move to the browser', () => {
    expect(wrapFocus(items, 'home', false)).toBeNull();
    expect(wrapFocus(items, 'home', true)).toBeNull();
    expect(wrapFocus(items, 'close', false)).toBeNull();
    expect(wrapFocus([], null, false)).toBeNull();
  });
});
