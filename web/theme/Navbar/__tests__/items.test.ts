import { describe, expect, it } from 'vitest';
import { isActive, splitItems } from '../items';

const routes = {
  '/docs/development_index': { sidebar: 'core.json' },
  '/docs/development_environment': { sidebar: 'core.json' },
  '/docs/frontend/': { sidebar: 'frontend.json' },
  '/docs/misc': { sidebar: 'misc.json' },
  '/blog': {},
  '/blog/2024/01/01/x': {},
  '/': {},
};

describe('active navbar items', () => {
  it('marks the target page itself, with or without a trailing slash', () => {
    expect(isActive('/docs/frontend/', '/docs/frontend', routes)).toBe(true);
    expect(isActive('/docs/misc', '/docs/misc', routes)).toBe(true);
  });
  it('marks a docs area for every page of its sidebar', () => {
    expect(isActive('/docs/development_environment', '/docs/development_index', routes)).toBe(true);
    expect(isActive('/docs/development_environment', '/docs/frontend', routes)).toBe(false);
  });
  it('marks a section for the paths under it', () => {
    expect(isActive('/blog/2024/01/01/x', '/blog', routes)).toBe(true);
    expect(isActive('/', '/blog', routes)).toBe(false);
  });
  it('marks a path without its hash, as react-router matches a NavLink', () => {
    expect(isActive('/docs/misc', '/docs/misc#help', routes)).toBe(true);
  });
  it("follows an item's activeBasePath and activeBaseRegex (tested with the base URL, case-insensitively) over its target", () => {
    expect(isActive('/docs/misc', '/blog', routes, { rule: { activeBasePath: '/docs' } })).toBe(true);
    expect(isActive('/blog', '/blog', routes, { rule: { activeBasePath: '/docs' } })).toBe(false);
    expect(isActive('/docs/misc', '/blog', routes, { rule: { activeBaseRegex: '^/sub/DOCS/(misc|frontend)' }, base: '/sub/' })).toBe(true);
    expect(isActive('/docs/misc', '/blog', routes, { rule: { activeBaseRegex: '^/docs/misc' }, base: '/sub/' })).toBe(false);
  });
  it('marks nothing by sidebar for a target the build gave no sidebar (a link into a sidebar other items share)', () => {
    expect(isActive('/docs/development_environment', '/docs/shared-target', { ...routes, '/docs/shared-target': {} })).toBe(false);
  });
  it('marks home only on home', () => {
    expect(isActive('/', '/', routes)).toBe(true);
    expect(isActive('/blog', '/', routes)).toBe(false);
  });
  it('puts search last on the right', () => {
    const s = splitItems([
      { type: 'search', position: 'right' },
      { type: 'link', label: 'Blog', href: '/blog', external: false, position: 'left' },
      { type: 'localeDropdown', position: 'right', locales: [] },
    ]);
    expect(s.left.map((i) => i.type)).toEqual(['link']);
    expect(s.right.map((i) => i.type)).toEqual(['localeDropdown']);
    expect(s.search).toBe(true);
  });
});
