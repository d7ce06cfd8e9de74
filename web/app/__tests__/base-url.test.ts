import { describe, expect, it } from 'vitest';
import { baseUrlMismatch } from '../base-url';

describe('base URL check', () => {
  it('accepts any path under the root base', () => {
    expect(baseUrlMismatch('/', '/')).toBe(false);
    expect(baseUrlMismatch('/', '/docs/x')).toBe(false);
  });
  it('accepts paths under a sub-path base, with or without the trailing slash', () => {
    expect(baseUrlMismatch('/site/', '/site/')).toBe(false);
    expect(baseUrlMismatch('/site/', '/site')).toBe(false);
    expect(baseUrlMismatch('/site', '/site/docs/x')).toBe(false);
  });
  it('flags paths outside the base', () => {
    expect(baseUrlMismatch('/site/', '/')).toBe(true);
    expect(baseUrlMismatch('/site/', '/sitemap')).toBe(true);
  });
});
