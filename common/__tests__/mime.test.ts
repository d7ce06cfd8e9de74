import { describe, expect, it } from 'vitest';
import { contentType } from '../mime';

describe('contentType', () => {
  it('names text types with their charset and binary types without', () => {
    expect(contentType('/blog/feed.json')).toBe('application/json; charset=utf-8');
    expect(contentType('docs/intro.md')).toBe('text/markdown; charset=utf-8');
    expect(contentType('/img/LOGO.PNG')).toBe('image/png');
    expect(contentType('assets/inter.woff2')).toBe('font/woff2');
  });
  it('falls back to octet-stream for unknown or missing extensions', () => {
    expect(contentType('/_redirects')).toBe('application/octet-stream');
    expect(contentType('/a.b/file')).toBe('application/octet-stream');
    expect(contentType('/x.unknown')).toBe('application/octet-stream');
  });
});
