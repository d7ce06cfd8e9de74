import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../../../common/contract';
import { containsRoute, hiddenAt } from '../contains';

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

describe('hiddenAt: what the sidebar does not draw', () => {
  const secret: SidebarItem = { type: 'doc', label: 'Secret', route: '/docs/secret', id: 'secret', unlisted: true };
  const hub: SidebarItem = { type: 'category', label: 'Hub', route: null, unlisted: true, collapsed: true, items: [secret] };

  it('an unlisted doc, or a category of unlisted pages, away from the page shown', () => {
    expect(hiddenAt(secret, '/docs/other')).toBe(true);
    expect(hiddenAt(hub, '/docs/other')).toBe(true);
  });

  it('shows them while they hold the page shown, and always shows listed items', () => {
    expect(hiddenAt(secret, '/docs/secret')).toBe(false);
    expect(hiddenAt(hub, '/docs/secret')).toBe(false);
    expect(hiddenAt(tree, '/docs/other')).toBe(false);
    expect(hiddenAt({ type: 'html', value: '<hr>' }, '/docs/other')).toBe(false);
  });
});
