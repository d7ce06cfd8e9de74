import { describe, expect, it } from 'vitest';
import type { SidebarChunk, SidebarChunkJson } from '../contract';
import { sidebarFromJson, sidebarToJson } from '../sidebar-json';

const sidebar: SidebarChunk = {
  name: 'Core',
  items: [
    { type: 'doc', id: 'development_index', label: 'Introduction', route: '/docs/development_index' },
    {
      type: 'category',
      label: 'Entities',
      route: '/docs/core/entity',
      collapsed: true,
      items: [
        { type: 'doc', id: 'core/entity/light', label: 'Light', route: '/docs/core/entity/light' },
        // A slug: the route does not end with the id.
        { type: 'doc', id: 'core/entity/lock', label: 'Lock', route: '/docs/locks' },
        { type: 'link', label: 'Elsewhere', href: 'https://example.com', external: true },
      ],
    },
    { type: 'html', value: '<hr>' },
  ],
};

describe('sidebarToJson / sidebarFromJson', () => {
  it('leaves out the ids that follow the docs path, and reads them back', () => {
    const json = sidebarToJson(sidebar);
    expect(json.docBase).toBe('/docs/');
    expect(json.items[0]).toEqual({ type: 'doc', label: 'Introduction', route: '/docs/development_index' });
    const entities = json.items[1];
    expect(entities?.type === 'category' && entities.items[1]).toEqual({ type: 'doc', id: 'core/entity/lock', label: 'Lock', route: '/docs/locks' });
    expect(sidebarFromJson(JSON.parse(JSON.stringify(json)) as SidebarChunkJson)).toEqual(sidebar);
  });

  it("keeps an unlisted doc's flag and a category's linkUnlisted, and adds nothing for listed ones", () => {
    const unlisted: SidebarChunk = {
      name: 's',
      items: [
        { type: 'doc', id: 'a', label: 'A', route: '/docs/a' },
        { type: 'doc', id: 'b', label: 'B', route: '/docs/b', unlisted: true },
        { type: 'category', label: 'C', route: '/docs/c', linkUnlisted: true, collapsed: false, items: [] },
      ],
    };
    const json = sidebarToJson(unlisted);
    expect(json.items.slice(0, 2)).toEqual([
      { type: 'doc', label: 'A', route: '/docs/a' },
      { type: 'doc', label: 'B', route: '/docs/b', unlisted: true },
    ]);
    expect(sidebarFromJson(JSON.parse(JSON.stringify(json)) as SidebarChunkJson)).toEqual(unlisted);
  });

  it('keeps every id when no route ends with its id', () => {
    const slugs: SidebarChunk = { name: 's', items: [{ type: 'doc', id: 'a', label: 'A', route: '/guide/first' }] };
    const json = sidebarToJson(slugs);
    expect(json.docBase).toBe('');
    expect(json.items).toEqual(slugs.items);
    expect(sidebarFromJson(json)).toEqual(slugs);
  });

  it('takes the prefix most docs share (a version, a locale)', () => {
    const versioned: SidebarChunk = {
      name: 'v1/guide',
      items: [
        { type: 'doc', id: 'intro', label: 'Intro', route: '/fr/docs/1.0/intro' },
        { type: 'doc', id: 'setup', label: 'Setup', route: '/fr/docs/1.0/setup' },
        { type: 'doc', id: 'docs/1.0/odd', label: 'Odd', route: '/fr/docs/1.0/odd' },
      ],
    };
    const json = sidebarToJson(versioned);
    expect(json.docBase).toBe('/fr/docs/1.0/');
    expect(sidebarFromJson(json)).toEqual(versioned);
  });
});
