import { describe, expect, it } from 'vitest';
import { activeVersionOf } from '../docs-data';

describe('activeVersionOf', () => {
  const current = { name: 'current', path: '/sub/docs/next', isLast: false };
  const last = { name: '2.0', path: '/sub/docs', isLast: true };
  const old = { name: '1.0', path: '/sub/docs/1.0', isLast: false };
  const versions = [last, current, old];

  it("finds the version whose path holds the page, whole segments only, the last version's tried last", () => {
    expect(activeVersionOf(versions, '/sub/docs/next/intro')).toBe(current);
    expect(activeVersionOf(versions, '/sub/docs/1.0')).toBe(old);
    expect(activeVersionOf(versions, '/sub/docs/intro')).toBe(last);
    expect(activeVersionOf(versions, '/sub/docs')).toBe(last);
  });

  it('is no version for a path that only starts with the same letters (another plugin at /docs-next) or none at all', () => {
    expect(activeVersionOf(versions, '/sub/docs-next/intro')).toBeUndefined();
    expect(activeVersionOf(versions, '/sub/blog')).toBeUndefined();
    expect(activeVersionOf(versions, null)).toBeUndefined();
  });
});
