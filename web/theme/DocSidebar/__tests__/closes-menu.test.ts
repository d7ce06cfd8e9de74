import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../../../common/contract';
import { closesMobileMenu } from '../closes-menu';

/** Docusaurus's mobile tree closes the menu when a link, or a category with a page, is clicked; a category that only folds keeps it open. */
describe('closesMobileMenu', () => {
  it('closes on a doc, a link and a category with a page', () => {
    expect(closesMobileMenu({ type: 'doc', id: 'a', label: 'A', route: '/docs/a' })).toBe(true);
    expect(closesMobileMenu({ type: 'link', label: 'B', href: 'https://b.example' } as SidebarItem)).toBe(true);
    expect(closesMobileMenu({ type: 'category', label: 'C', route: '/docs/c', items: [], collapsed: true } as unknown as SidebarItem)).toBe(true);
  });
  it('stays open for a category without a page and an html item', () => {
    expect(closesMobileMenu({ type: 'category', label: 'C', items: [], collapsed: true } as unknown as SidebarItem)).toBe(false);
    expect(closesMobileMenu({ type: 'html', value: '<hr>' } as unknown as SidebarItem)).toBe(false);
  });
});
