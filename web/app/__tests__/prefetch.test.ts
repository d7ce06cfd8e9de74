import { describe, expect, it } from 'vitest';
import { shouldPrefetch } from '../prefetch';

describe('shouldPrefetch', () => {
  it('prefetches when the connection is unknown', () => expect(shouldPrefetch(undefined)).toBe(true));
  it('prefetches on fast connections', () => expect(shouldPrefetch({ effectiveType: '4g', saveData: false })).toBe(true));
  it('never prefetches with data saver on', () => expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false));
  it.each(['2g', 'slow-2g'])('never prefetches on %s', (effectiveType) => expect(shouldPrefetch({ effectiveType })).toBe(false));
  it('prefetches on 3g', () => expect(shouldPrefetch({ effectiveType: '3g' })).toBe(true));
});
