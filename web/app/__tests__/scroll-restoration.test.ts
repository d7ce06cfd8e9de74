import { describe, expect, it } from 'vitest';
import { hashTarget, isHashChangeOnly, parsePositions, scrollStep, type ScrollInput, type ScrollLocation } from '../scroll-restoration';

const at = (pathname: string, key: string, hash = '', search = ''): ScrollLocation => ({ pathname, search, hash, key });
const step = (input: Partial<ScrollInput> & Pick<ScrollInput, 'action' | 'location'>) =>
  scrollStep({ previous: at('/docs/a', 'a1'), positions: {}, preventScrollReset: false, ...input });

describe('parsePositions', () => {
  it('reads the numbers kept per entry key', () => expect(parsePositions('{"a1":120,"default":0}')).toEqual({ a1: 120, default: 0 }));
  it('is empty without anything stored', () => expect(parsePositions(null)).toEqual({}));
  it('is empty for text that is not JSON, or not an object', () => {
    expect(parsePositions('{oops')).toEqual({});
    expect(parsePositions('[1,2]')).toEqual({});
    expect(parsePositions('12')).toEqual({});
  });
  it('drops entries that are not finite numbers', () => expect(parsePositions('{"a":"12","b":null,"c":5}')).toEqual({ c: 5 }));
});

describe('isHashChangeOnly', () => {
  it('is a new hash on the same path and query', () => expect(isHashChangeOnly(at('/a', '1'), at('/a', '2', '#x'))).toBe(true));
  it('is the same hash again', () => expect(isHashChangeOnly(at('/a', '1', '#x'), at('/a', '2', '#x'))).toBe(true));
  it('is not leaving a hash for none', () => expect(isHashChangeOnly(at('/a', '1', '#x'), at('/a', '2'))).toBe(false));
  it('is not another path or query', () => {
    expect(isHashChangeOnly(at('/a', '1'), at('/b', '2', '#x'))).toBe(false);
    expect(isHashChangeOnly(at('/a', '1'), at('/a', '2', '#x', '?q=1'))).toBe(false);
  });
  it('is not the same location without a hash', () => expect(isHashChangeOnly(at('/a', '1'), at('/a', '2'))).toBe(false));
});

describe('hashTarget', () => {
  it('decodes the id', () => expect(hashTarget('#caf%C3%A9%20x')).toBe('café x'));
  it('is null without a hash, for a bare #, and for an undecodable one', () => {
    expect(hashTarget('')).toBeNull();
    expect(hashTarget('#')).toBeNull();
    expect(hashTarget('#%E0%A4%A')).toBeNull();
  });
});

describe('scrollStep', () => {
  it('restores the saved position on back/forward', () =>
    expect(step({ action: 'POP', location: at('/docs/b', 'b1'), positions: { b1: 640 } })).toEqual({ kind: 'restore', y: 640 }));
  it('restores on the first page of a reloaded document', () =>
    expect(step({ action: 'POP', location: at('/docs/b', 'b1', '#x'), previous: null, positions: { b1: 640 } })).toEqual({ kind: 'restore', y: 640 }));
  it('goes to the top on back/forward to an entry without a saved position', () =>
    expect(step({ action: 'POP', location: at('/docs/b', 'b1'), positions: { other: 5 } })).toEqual({ kind: 'top' }));
  it('goes to the top after a link (PUSH), whatever is saved', () =>
    expect(step({ action: 'PUSH', location: at('/docs/b', 'b1'), positions: { b1: 640 } })).toEqual({ kind: 'top' }));
  it('goes to the hash target after a link with a hash, else to the top', () =>
    expect(step({ action: 'PUSH', location: at('/docs/b', 'b1', '#setup') })).toEqual({ kind: 'hash', id: 'setup', otherwise: 'top' }));
  it('leaves the first page where the reader is without a saved position or a hash (they may have scrolled it before hydration)', () =>
    expect(step({ action: 'POP', location: at('/docs/b', 'default'), previous: null })).toEqual({ kind: 'stay' }));
  it('goes to the hash target on the first page, and stays when there is none', () =>
    expect(step({ action: 'POP', location: at('/docs/b', 'default', '#x'), previous: null })).toEqual({ kind: 'hash', id: 'x', otherwise: 'stay' }));
  it('keeps the scroll when the navigation asked to (a search page keystroke)', () =>
    expect(
      step({ action: 'REPLACE', location: at('/search', 's2', '', '?q=ab'), previous: at('/search', 's1', '', '?q=a'), preventScrollReset: true }),
    ).toEqual({
      kind: 'stay',
    }));
  it('still goes to the hash target when the navigation keeps the scroll, but stays when there is none', () =>
    expect(
      step({ action: 'REPLACE', location: at('/docs/b', 'b2', '#x'), previous: at('/docs/b', 'b1', '#x', '?highlight=a'), preventScrollReset: true }),
    ).toEqual({
      kind: 'hash',
      id: 'x',
      otherwise: 'stay',
    }));
  it('goes to the top when a link leads to the page already shown (REPLACE)', () =>
    expect(step({ action: 'REPLACE', location: at('/docs/a', 'a2'), positions: { a2: 300 } })).toEqual({ kind: 'top' }));
  it('follows an in-page link to its target, never to a position saved under the same key', () =>
    expect(step({ action: 'POP', location: at('/docs/a', 'default', '#tools'), positions: { default: 2000 } })).toEqual({
      kind: 'hash',
      id: 'tools',
      otherwise: 'stay',
    }));
  it('goes to the top when the hash cannot be decoded', () =>
    expect(step({ action: 'PUSH', location: at('/docs/b', 'b1', '#%E0%A4%A') })).toEqual({ kind: 'top' }));
});
