import { describe, expect, it } from 'vitest';
import { preferredVersionKey } from '../docs-version';

describe('preferred docs version', () => {
  it('uses the per-plugin storage key', () => {
    expect(preferredVersionKey()).toBe('docs-preferred-version-default');
    expect(preferredVersionKey('community')).toBe('docs-preferred-version-community');
  });
});
