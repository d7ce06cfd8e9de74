import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../contract';
import { firstSidebarLink } from '../sidebar-link';

describe("a sidebar's first link (Docusaurus's getFirstLink)", () => {
  const doc = (id: string, label = id): SidebarItem => ({ type: 'doc', id, label, route: `/docs/${id}` });
  const category = (label: string, route: string | null, items: SidebarItem[]): SidebarItem => ({ type: 'category', label, route, collapsed: true, items });
  // The doc items' labels as drawn; the sidebars resolver gives Docusaurus's processed labels (pipeline/sidebars).
  const drawn = (item: { label: string }) => item.label;

  it('is the first doc, past links and HTML items', () => {
    const items: SidebarItem[] = [
      { type: 'link', label: 'Supplier', href: 'https://clay.example', external: true },
      { type: 'html', value: '<hr>' },
      doc('loading', 'Loading the kiln'),
      doc('firing'),
    ];
    expect(firstSidebarLink(items, drawn)).toEqual({ route: '/docs/loading', label: 'Loading the kiln' });
  });

  it("is a category's own page (its doc or generated index) before its items, with the category's label", () => {
    expect(firstSidebarLink([category('Glazes', '/docs/category/glazes', [doc('celadon')]), doc('firing')], drawn)).toEqual({
      route: '/docs/category/glazes',
      label: 'Glazes',
    });
  });

  it("is a category's first item, depth first, when the category has no page; null when there is no link at all", () => {
    expect(firstSidebarLink([category('Studio', null, [category('Shelves', null, []), doc('shelf-wash', 'Shelf wash')])], drawn)).toEqual({
      route: '/docs/shelf-wash',
      label: 'Shelf wash',
    });
    expect(firstSidebarLink([category('Empty', null, []), { type: 'link', label: 'Out', href: '/blog', external: false }], drawn)).toBeNull();
  });

  it("takes a doc item's label from docLabel, and passes over an item it gives none (a ref)", () => {
    const items = [doc('kiln-ref', 'Kiln'), doc('loading', 'Loading the kiln')];
    expect(firstSidebarLink(items, (item) => (item.id === 'kiln-ref' ? null : item.id))).toEqual({ route: '/docs/loading', label: 'loading' });
  });
});
