import { describe, expect, it } from 'vitest';
import { mayReload, mayReloadForContract } from '../reload';

describe('reload guard', () => {
  it('allows the first reload', () => expect(mayReload(null, '/docs/x', 1000)).toBe(true));
  it('refuses a second reload of the same path within a minute', () => expect(mayReload('1000|/docs/x', '/docs/x', 30_000)).toBe(false));
  it('allows a reload for another path', () => expect(mayReload('1000|/docs/x', '/docs/y', 2000)).toBe(true));
  it('allows a reload again after the window', () => expect(mayReload('1000|/docs/x', '/docs/x', 1000 + 61_000)).toBe(true));
});

describe('contract-version reload guard', () => {
  it('reloads for a build not tried yet', () => expect(mayReloadForContract(null, 'b1')).toBe(true));
  it('never twice for the same build (no loop when the deploy itself is mixed)', () => expect(mayReloadForContract('b1', 'b1')).toBe(false));
  it('reloads again for a later deploy', () => expect(mayReloadForContract('b1', 'b2')).toBe(true));
});
