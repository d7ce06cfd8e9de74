import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../contract';
import { allUnlisted, cardListItems, firstListedLink } from '../sidebar-visibility';

const listed: SidebarItem = { type: 'doc', id: 'a', label: 'A', route: '/docs/a' };
const hidden: SidebarItem = { type: 'doc', id: 'b', label: 'B', route: '/docs/b', unlisted: true };
const category = (items: SidebarItem[], extra: { route?: string | null; linkUnlisted?: true; unlisted?: true } = {}): SidebarItem => ({
  type: 'category',
  label: 'C',
  route: extra.route ?? null,
  ...(extra.linkUnlisted ? { linkUnlisted: true as const } : {}),
  ...(extra.unlisted ? { unlisted: true as const } : {}),
  collapsed: true,
  items,
});

describe('allUnlisted: a category Docusaurus shows only while it holds the page shown', () => {
  it('is one whose own page, if any, is unlisted and whose every item is an unlisted doc or such a category', () => {
    expect(allUnlisted(null, false, [hidden])).toBe(true);
    expect(allUnlisted('/docs/c', true, [hidden, category([hidden], { unlisted: true })])).toBe(true);
  });

  it('is not one with a listed page of its own, a listed item, a link or HTML, or no item at all', () => {
    expect(allUnlisted('/docs/c', false, [hidden])).toBe(false);
    expect(allUnlisted(null, false, [hidden, listed])).toBe(false);
    expect(allUnlisted(null, false, [hidden, category([listed])])).toBe(false);
    expect(allUnlisted(null, false, [hidden, { type: 'link', label: 'L', href: 'https://x.example', external: true }])).toBe(false);
    expect(allUnlisted(null, false, [hidden, { type: 'html', value: '<hr>' }])).toBe(false);
    expect(allUnlisted(null, false, [])).toBe(false);
  });
});

describe('firstListedLink and cardListItems', () => {
  it("give a category its listed page, else its first listed item's link, depth first", () => {
    expect(firstListedLink(category([listed], { route: '/docs/c' }))).toBe('/docs/c');
    expect(firstListedLink(category([hidden, category([hidden, listed])], { route: '/docs/c', linkUnlisted: true }))).toBe('/docs/a');
    expect(firstListedLink(category([hidden]))).toBeUndefined();
    expect(firstListedLink({ type: 'link', label: 'L', href: 'https://x.example', external: true })).toBe('https://x.example');
  });

  it('keep the items that have a listed link (no HTML item)', () => {
    const none = category([hidden], { route: '/docs/c', linkUnlisted: true });
    expect(cardListItems([listed, hidden, none, { type: 'html', value: '<hr>' }])).toEqual([listed]);
  });
});
