import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../../../common/contract';
import { containsRoute } from '../contains';

const tree: SidebarItem = {
  type: 'category',
  label: 'Guide',
  route: '/docs/guide/',
  collapsed: true,
  items: [
    { type: 'doc', label: 'Setup', route: '/docs/guide/setup', id: 'guide/setup' },
    { type: 'category', label: 'Deep', route: null, collapsed: true, items: [{ type: 'doc', label: 'Usage', route: '/docs/guide/usage', id: 'guide/usage' }] },
  ],
};

describe('sidebar category contains the current doc', () => {
  it('finds the linked doc, a child and a grandchild', () => {
    expect(containsRoute(tree, '/docs/guide/')).toBe(true);
    expect(containsRoute(tree, '/docs/guide/setup')).toBe(true);
    expect(containsRoute(tree, '/docs/guide/usage')).toBe(true);
  });
  it('is false for other routes', () => {
    expect(containsRoute(tree, '/docs/other')).toBe(false);
  });
});
