import { describe, expect, it } from 'vitest';
import { mayReload } from '../reload';

describe('reload guard', () => {
  it('allows the first reload', () => expect(mayReload(null, '/docs/x', 1000)).toBe(true));
  it('refuses a second reload of the same path within a minute', () => expect(mayReload('1000|/docs/x', '/docs/x', 30_000)).toBe(false));
  it('allows a reload for another path', () => expect(mayReload('1000|/docs/x', '/docs/y', 2000)).toBe(true));
  it('allows a reload again after the window', () => expect(mayReload('1000|/docs/x', '/docs/x', 1000 + 61_000)).toBe(true));
});
