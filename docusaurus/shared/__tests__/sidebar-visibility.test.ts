import { describe, expect, it } from 'vitest';
import { filterDocCardListItems, findFirstSidebarItemLink, isActiveSidebarItem, isSamePath, isVisibleSidebarItem, type PropItem } from '../sidebar-visibility';

// Docusaurus's PropSidebarItem shapes, hrefs under the base URL.
const listed: PropItem = { type: 'link', href: '/sub/docs/a', unlisted: false };
const unlisted: PropItem = { type: 'link', href: '/sub/docs/b', unlisted: true };
const external: PropItem = { type: 'link', href: 'https://x.example' };

describe("plugin-content-docs/client's sidebar helpers", () => {
  it('compare paths as theme-common does: a trailing slash and case do not count', () => {
    expect(isSamePath('/sub/docs/A', '/sub/docs/a/')).toBe(true);
    expect(isSamePath('/sub/docs/a', '/sub/docs/ab')).toBe(false);
  });

  it('keep an unlisted link visible only while it is the active page (isVisibleSidebarItem)', () => {
    expect(isVisibleSidebarItem(listed, '/sub/docs/x')).toBe(true);
    expect(isVisibleSidebarItem(unlisted, '/sub/docs/x')).toBe(false);
    expect(isVisibleSidebarItem(unlisted, '/sub/docs/b/')).toBe(true);
    expect(isVisibleSidebarItem({ type: 'html' }, '/sub/docs/x')).toBe(true);
  });

  it('show a category with a listed link, a visible item or the active page inside', () => {
    const hub = (extra: Partial<PropItem>): PropItem => ({ type: 'category', items: [unlisted], ...extra });
    expect(isVisibleSidebarItem(hub({ href: '/sub/docs/hub' }), '/sub/docs/x')).toBe(true);
    expect(isVisibleSidebarItem(hub({ href: '/sub/docs/hub', linkUnlisted: true }), '/sub/docs/x')).toBe(false);
    expect(isVisibleSidebarItem(hub({}), '/sub/docs/b')).toBe(true);
    expect(isActiveSidebarItem(hub({}), '/sub/docs/b')).toBe(true);
  });

  it('give a card the first listed link, and drop items without one (filterDocCardListItems)', () => {
    const hub: PropItem = { type: 'category', href: '/sub/docs/hub', linkUnlisted: true, items: [unlisted, listed] };
    expect(findFirstSidebarItemLink(hub)).toBe('/sub/docs/a');
    expect(findFirstSidebarItemLink(unlisted)).toBeUndefined();
    const empty: PropItem = { type: 'category', href: '/sub/docs/e', linkUnlisted: true, items: [unlisted] };
    expect(filterDocCardListItems([listed, unlisted, hub, empty, external, { type: 'html' }])).toEqual([listed, hub, external]);
  });
});
