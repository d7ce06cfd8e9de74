import { describe, expect, it } from 'vitest';
import { createLinkResolver } from '../links';

const resolve = createLinkResolver(
  new Map([
    ['docs/a/b.md', '/docs/a/b'],
    ['docs/a/c.mdx', '/docs/a/c'],
    ['docs/top.md', '/docs/top'],
    ['docs/a/b/c.md', '/docs/a/b/c'],
    ['docs/api/models.md', '/docs/api/models'],
    ['docs/api/sub/endpoints.md', '/docs/api/sub/endpoints'],
    ['blog/2024-01-01-x.md', '/blog/2024/01/01/x'],
    ['blog/2024-02-01-y.md', '/blog/2024/02/01/y'],
    ['guides/extra.md', '/guides/extra'],
    ['docs/my doc.md', '/docs/my-doc'],
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
  describe('as Docusaurus resolves Markdown links', () => {
    it('tries a bare path against the file folder first', () => expect(resolve('b/c.md', 'docs/a/top.md')).toBe('/docs/a/b/c'));
    it('then against the content root of the file', () => expect(resolve('api/models.md', 'docs/api/sub/endpoints.md')).toBe('/docs/api/models'));
    it('then against the site folder', () => expect(resolve('guides/extra.md', 'docs/a/b.md')).toBe('/guides/extra'));
    it('uses the blog folder as the root of posts', () => expect(resolve('2024-02-01-y.md', 'blog/2024-01-01-x.md')).toBe('/blog/2024/02/01/y'));
    it('resolves /docs/x.md through the site folder', () => expect(resolve('/docs/top.md', 'blog/2024-01-01-x.md')).toBe('/docs/top'));
    it('never looks beyond the file folder for ./ and ../ links', () => expect(resolve('./api/models.md', 'docs/a/b.md')).toBeNull());
    it('resolves @site/ paths', () => expect(resolve('@site/docs/top.md', 'docs/a/b.md')).toBe('/docs/top'));
    it('decodes percent-escapes', () => expect(resolve('my%20doc.md', 'docs/a/b.md')).toBe('/docs/my-doc'));
  });
});
