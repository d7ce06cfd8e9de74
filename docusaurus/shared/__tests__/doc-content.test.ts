import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../../common/contract';
import { docsSidebar, sidebarItemFromProp, sidebarItemProp, type PropSidebarItemIn } from '../doc-content';

const items: SidebarItem[] = [
  { type: 'doc', id: 'intro', label: 'Welcome', route: '/docs/intro' },
  {
    type: 'category',
    label: 'Basics',
    route: '/docs/basics/',
    collapsed: true,
    items: [
      { type: 'doc', id: 'basics/install', label: 'Installing', route: '/docs/basics/install' },
      { type: 'category', label: 'Deeper', route: null, collapsed: false, items: [{ type: 'link', label: 'Changelog', href: '/changelog', external: false }] },
    ],
  },
  { type: 'link', label: 'Project site', href: 'https://lantern.example', external: true },
  { type: 'html', value: '<small>Lantern 2.x</small>' },
];

describe("a sidebar in Docusaurus's props shape and back", () => {
  it("gives Docusaurus's PropSidebarItem: links with hrefs under the base URL, a doc's id, categories with their items", () => {
    const [intro, basics, site, html] = docsSidebar({ name: 'guide', items }, '/sub/').items as PropSidebarItemIn[];
    expect(intro).toEqual({ type: 'link', label: 'Welcome', href: '/sub/docs/intro', docId: 'intro', unlisted: false });
    expect(basics).toMatchObject({ type: 'category', label: 'Basics', href: '/sub/docs/basics/', collapsed: true, collapsible: true });
    expect(basics!.items![1]).toMatchObject({ type: 'category', href: undefined, items: [{ type: 'link', href: '/sub/changelog' }] });
    expect(site).toEqual({ type: 'link', label: 'Project site', href: 'https://lantern.example' });
    expect(html).toEqual({ type: 'html', value: '<small>Lantern 2.x</small>' });
  });

  it('turns what a site component hands back into this theme’s items, under any base URL', () => {
    for (const base of ['/', '/sub/']) expect(items.map((i) => sidebarItemFromProp(sidebarItemProp(i, base) as PropSidebarItemIn, base))).toEqual(items);
  });
});
