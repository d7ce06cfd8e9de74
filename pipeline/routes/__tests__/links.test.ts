import { describe, expect, it } from 'vitest';
import { createLinkResolver } from '../links';

const resolve = createLinkResolver(
  new Map([
    ['docs/a/b.md', '/docs/a/b'],
    ['docs/a/c.mdx', '/docs/a/c'],
    ['docs/top.md', '/docs/top'],
    ['blog/2024-01-01-x.md', '/blog/2024/01/01/x'],
  ]),
);

describe('link resolution', () => {
  it('resolves relative .md and .mdx links to routes', () => {
    expect(resolve('./c.mdx', 'docs/a/b.md')).toBe('/docs/a/c');
    expect(resolve('../top.md', 'docs/a/b.md')).toBe('/docs/top');
  });
  it('resolves /file.md against the docs root', () => expect(resolve('/top.md', 'docs/a/b.md')).toBe('/docs/top'));
  it('returns null for a missing file', () => expect(resolve('./missing.md', 'docs/a/b.md')).toBeNull());
  it('normalises absolute paths', () => expect(resolve('/docs/a/b.html', 'docs/top.md')).toBe('/docs/a/b'));
  it('resolves relative URLs against the page route', () => expect(resolve('c', 'docs/a/b.md')).toBe('/docs/a/c'));
  it('links posts to docs', () => expect(resolve('../docs/top.md', 'blog/2024-01-01-x.md')).toBe('/docs/top'));
});
