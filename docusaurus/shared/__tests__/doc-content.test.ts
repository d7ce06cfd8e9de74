import { describe, expect, it } from 'vitest';
import type { BlogPostChunk, DocChunk, SidebarItem } from '../../../common/contract';
import { blogPostContent, docContent, docsSidebar, sidebarItemFromProp, sidebarItemProp, type PropSidebarItemIn } from '../doc-content';

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

describe('unlisted docs in theme-common data', () => {
  const unlistedItems: SidebarItem[] = [
    { type: 'doc', id: 'secret', label: 'Secret', route: '/docs/secret', unlisted: true },
    { type: 'category', label: 'Hidden hub', route: '/docs/hub', linkUnlisted: true, collapsed: true, items: [] },
    { type: 'category', label: 'Open hub', route: '/docs/open', collapsed: true, items: [] },
  ];

  it("gives a sidebar link `unlisted` and a category `linkUnlisted` (only when true), as Docusaurus's props.ts", () => {
    const [secret, hidden, open] = docsSidebar({ name: 'guide', items: unlistedItems }).items as PropSidebarItemIn[];
    expect(secret).toEqual({ type: 'link', label: 'Secret', href: '/docs/secret', docId: 'secret', unlisted: true });
    expect(hidden).toMatchObject({ type: 'category', href: '/docs/hub', linkUnlisted: true });
    expect(open).not.toHaveProperty('linkUnlisted');
    expect(unlistedItems.map((i) => sidebarItemFromProp(sidebarItemProp(i) as PropSidebarItemIn))).toEqual(unlistedItems);
  });

  it("gives useDoc() the doc's unlisted flag in its metadata and front matter", () => {
    const chunk: DocChunk = base;
    const listed = docContent(chunk);
    expect(listed.metadata.unlisted).toBe(false);
    expect(listed.frontMatter).not.toHaveProperty('unlisted');
    const unlisted = docContent({ ...chunk, unlisted: true });
    expect(unlisted.metadata.unlisted).toBe(true);
    expect(unlisted.frontMatter).toMatchObject({ unlisted: true });
    expect(unlisted.metadata.frontMatter).toBe(unlisted.frontMatter);
  });

  const base: DocChunk = {
    kind: 'doc',
    pluginId: 'default',
    version: 'current',
    id: 'secret',
    route: '/docs/secret',
    title: 'Secret',
    description: 'Not listed.',
    keywords: [],
    sidebar: 'guide',
    breadcrumbs: [],
    toc: [],
    hideTableOfContents: false,
    body: { type: 'root', children: [] },
    lastUpdatedAt: null,
    editUrl: null,
    previous: null,
    next: null,
  };

  it("gives the front matter's own keys too, as a route component's content.frontMatter reads them", () => {
    const chunk = { ...base, frontMatter: { api: 'eJyrVkrMS1GyUkpKLVKqBQAc3AR1', title: 'stale' } } as DocChunk;
    const content = docContent(chunk);
    expect(content.frontMatter).toMatchObject({ api: 'eJyrVkrMS1GyUkpKLVKqBQAc3AR1', title: 'Secret', description: 'Not listed.' });
    expect(content.metadata.frontMatter).toBe(content.frontMatter);
  });

  it("gives useDoc() and a Markdown page's metadata the last update in milliseconds and its author, undefined when not shown", () => {
    expect(docContent({ ...base, lastUpdatedAt: '2024-05-20T00:00:00.000Z', lastUpdatedBy: 'Marta' }).metadata).toMatchObject({
      lastUpdatedAt: Date.UTC(2024, 4, 20),
      lastUpdatedBy: 'Marta',
    });
    const none = docContent(base).metadata;
    expect([none.lastUpdatedAt, none.lastUpdatedBy]).toEqual([undefined, undefined]);
  });
});

describe('useBlogPost() metadata', () => {
  it("carries the post's last update in milliseconds and its author (the blog's showLastUpdateTime / showLastUpdateAuthor)", () => {
    const post: BlogPostChunk = {
      kind: 'blog-post',
      route: '/blog/rain',
      title: 'Rain',
      description: 'Rain delay.',
      date: '2024-03-10',
      authors: [],
      tags: [],
      readingMinutes: 1,
      unlisted: false,
      blogSidebar: null,
      toc: [],
      body: { type: 'root', children: [] },
      previous: null,
      next: null,
      lastUpdatedAt: '2024-04-02T00:00:00.000Z',
      lastUpdatedBy: 'Oskar',
      editUrl: null,
    };
    expect(blogPostContent(post).metadata).toMatchObject({ lastUpdatedAt: Date.UTC(2024, 3, 2), lastUpdatedBy: 'Oskar' });
    const { lastUpdatedBy: _, ...without } = post;
    expect(blogPostContent({ ...without, lastUpdatedAt: null }).metadata).toMatchObject({ lastUpdatedAt: undefined, lastUpdatedBy: undefined });
  });
});
