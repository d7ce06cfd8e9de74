import { describe, expect, it } from 'vitest';
import { absoluteUrl, isExternalUrl, pathnameProtocolPath } from '../url';

describe('isExternalUrl', () => {
  it('is true for a scheme or a protocol-relative URL', () => {
    for (const url of ['https://a.example/x', 'HTTP://a.example', 'mailto:ada@example.com', 'tel:+1', 'git+ssh://h/r', '//cdn.example/x.js'])
      expect(isExternalUrl(url), url).toBe(true);
  });
  it('is false for routes, relative paths and fragments', () => {
    for (const url of ['/docs/x', './x.md', '../y', 'x.md', '#top', '?q=1', '', '1:2']) expect(isExternalUrl(url), url).toBe(false);
  });
});

describe('absoluteUrl', () => {
  it('puts a site-relative URL under the site', () => {
    expect(absoluteUrl('/docs/x', 'https://s.example/sub')).toBe('https://s.example/sub/docs/x');
  });
  it('leaves external, protocol-relative and relative URLs alone', () => {
    for (const url of ['https://a.example/x', '//cdn.example/x', 'x.png', '#top']) expect(absoluteUrl(url, 'https://s.example')).toBe(url);
  });
});

describe('pathnameProtocolPath', () => {
  it("is the path of Docusaurus's pathname:// link, and null for any other URL", () => {
    expect(pathnameProtocolPath('pathname:///playground/')).toBe('/playground/');
    expect(pathnameProtocolPath('pathname:///files/guide.pdf')).toBe('/files/guide.pdf');
    for (const url of ['/playground/', 'https://a.example/x', 'pathname:', '']) expect(pathnameProtocolPath(url), url).toBeNull();
    // Still a URL with a scheme: not a route, so never checked or routed as one.
    expect(isExternalUrl('pathname:///playground/')).toBe(true);
  });
});
