import { describe, expect, it } from 'vitest';
import type { BlogSidebar, BootManifest, ManifestRoute, RouteChunk } from '../../../../common/contract';
import type { RouteData } from '../../../app/route-data';
import { blogSidebarOf } from '../blog-sidebar';

/** Which pages' recent posts the mobile menu lists (theme-classic's `BlogSidebar/Mobile` fills its secondary menu there). */
describe('blogSidebarOf', () => {
  const sidebar: BlogSidebar = { title: 'Recent', groupByYear: true, items: [{ title: 'Dimming', route: '/blog/dimming', year: 2024 }] };
  const page = (chunk: Partial<RouteChunk> & { kind: RouteChunk['kind'] }): RouteData => ({
    status: 'ok',
    path: '/x',
    manifest: {} as BootManifest,
    route: {} as ManifestRoute,
    chunk: chunk as RouteChunk,
    sidebar: null,
  });

  it("a blog list's, post's, tags' or authors' page: its recent posts", () => {
    for (const kind of ['blog-list', 'blog-post', 'tags', 'blog-authors'] as const) expect(blogSidebarOf(page({ kind, blogSidebar: sidebar }))).toBe(sidebar);
  });
  it('none on a page without a blog sidebar, with an empty one, a not-found page or no route data', () => {
    expect(blogSidebarOf(page({ kind: 'doc' }))).toBeNull();
    expect(blogSidebarOf(page({ kind: 'tags', blogSidebar: null }))).toBeNull();
    expect(blogSidebarOf(page({ kind: 'blog-post', blogSidebar: { ...sidebar, items: [] } }))).toBeNull();
    expect(blogSidebarOf({ status: 'not-found', path: '/x', manifest: {} as BootManifest })).toBeNull();
    expect(blogSidebarOf(undefined)).toBeNull();
  });
});
