import { describe, expect, it } from 'vitest';
import type { NavbarItem } from '../../../../pipeline/contract';
import { isActive, linkMarksArea, sharedSidebars, splitItems } from '../items';

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
    expect(isActive('/docs/misc', '/docs/misc#help', routes, { area: false })).toBe(true);
  });
  it("follows an item's activeBasePath and activeBaseRegex (tested with the base URL, case-insensitively) over its target", () => {
    expect(isActive('/docs/misc', '/blog', routes, { rule: { activeBasePath: '/docs' } })).toBe(true);
    expect(isActive('/blog', '/blog', routes, { rule: { activeBasePath: '/docs' } })).toBe(false);
    expect(isActive('/docs/misc', '/blog', routes, { rule: { activeBaseRegex: '^/sub/DOCS/(misc|frontend)' }, base: '/sub/' })).toBe(true);
    expect(isActive('/docs/misc', '/blog', routes, { rule: { activeBaseRegex: '^/docs/misc' }, base: '/sub/' })).toBe(false);
  });
  it('marks a whole sidebar from a link only when no other item leads into it; doc items always (as Docusaurus)', () => {
    const link = (href: string): NavbarItem => ({ type: 'link', label: href, href, external: false, position: 'left' });
    const items: NavbarItem[] = [
      link('/docs/development_index'),
      { type: 'doc', label: 'Env', route: '/docs/development_environment', position: 'left' },
      { type: 'dropdown', label: 'More', position: 'left', items: [{ label: 'Frontend', href: '/docs/frontend', external: false }] },
      link('https://example.com'),
    ];
    const shared = sharedSidebars(items, routes);
    expect([...shared]).toEqual(['core.json']);
    expect(linkMarksArea('/docs/development_index', routes, shared)).toBe(false);
    expect(linkMarksArea('/docs/frontend', routes, shared)).toBe(true);
    // The link into a shared sidebar marks its own page only; the doc item marks the sidebar.
    const here = '/docs/development_environment';
    expect(isActive(here, '/docs/development_index', routes, { area: linkMarksArea('/docs/development_index', routes, shared) })).toBe(false);
    expect(isActive(here, '/docs/development_environment', routes)).toBe(true);
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
