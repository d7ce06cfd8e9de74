import { describe, expect, it } from 'vitest';
import type { BlogListChunk, DocChunk, RouteChunk } from '../../../common/contract';
import { pageClassNames } from '../page-class-names';

const doc = {
  kind: 'doc',
  id: 'glazes/celadon',
  pluginId: 'default',
  version: 'current',
} as DocChunk;
const list = { kind: 'blog-list', listOf: null } as BlogListChunk;
const chunk = (c: Partial<RouteChunk>) => c as RouteChunk;

describe("theme-classic's page classes on <html>", () => {
  it("are a doc's as DocsRoot, Layout's plugin provider, DocVersionRoot, DocRoot and DocItem nest them", () => {
    expect(pageClassNames(doc)).toBe('docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-glazes/celadon');
    expect(pageClassNames({ ...doc, pluginId: 'kilns', version: '2.0', id: 'loading' })).toBe(
      'docs-wrapper plugin-docs plugin-id-kilns docs-version-2.0 docs-doc-page docs-doc-id-loading',
    );
    // A category's generated index is not a DocItem.
    expect(pageClassNames({ ...doc, id: '__category__/docs/glazes' })).toBe('docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page');
  });

  it("are a Markdown page's as MDXPage's, its wrapperClassName in mdx-wrapper's place", () => {
    expect(pageClassNames({ ...doc, pluginId: 'pages', id: 'studio' })).toBe('mdx-wrapper mdx-page plugin-pages plugin-id-default');
    expect(pageClassNames({ ...doc, pluginId: 'pages', wrapperClassName: 'studio-wide' })).toBe('studio-wide mdx-page plugin-pages plugin-id-default');
  });

  it("are the blog's pages' as each of its page components writes them", () => {
    expect(pageClassNames(chunk({ kind: 'blog-post' }))).toBe('blog-wrapper blog-post-page plugin-blog plugin-id-default');
    expect(pageClassNames(list)).toBe('blog-wrapper blog-list-page plugin-blog plugin-id-default');
    expect(pageClassNames({ ...list, listOf: { type: 'tag', tag: { label: 'kilns', route: '/blog/tags/kilns' }, allTagsRoute: '/blog/tags' } })).toBe(
      'blog-wrapper blog-tags-post-list-page plugin-blog plugin-id-default',
    );
    expect(pageClassNames({ ...list, listOf: { type: 'author', author: { key: 'ana', name: 'Ana' }, allAuthorsRoute: '/blog/authors' } })).toBe(
      'blog-wrapper blog-authors-posts-page plugin-blog plugin-id-default',
    );
    expect(pageClassNames(chunk({ kind: 'blog-archive' }))).toBe('plugin-blog plugin-id-default');
    expect(pageClassNames(chunk({ kind: 'blog-authors' }))).toBe('blog-wrapper blog-authors-list-page plugin-blog plugin-id-default');
    expect(pageClassNames(chunk({ kind: 'tags', plugin: 'blog' }))).toBe('blog-wrapper blog-tags-list-page plugin-blog plugin-id-default');
  });

  it("are the docs tags pages', a React page's and the not-found page's (Docusaurus's native plugin)", () => {
    expect(pageClassNames(chunk({ kind: 'tags', plugin: 'docs' }))).toBe('docs-wrapper docs-tags-list-page plugin-docs plugin-id-default');
    expect(pageClassNames(chunk({ kind: 'doc-tag' }))).toBe('docs-wrapper docs-tags-doc-list-page plugin-docs plugin-id-default');
    expect(pageClassNames(chunk({ kind: 'page' }))).toBe('plugin-pages plugin-id-default');
    expect(pageClassNames(null)).toBe('plugin-native plugin-id-default');
  });

  it("put a version's className option in place of docs-version-<name>, as DocVersionRoot does with the version's className", () => {
    expect(pageClassNames({ ...doc, version: '1.0', versionClassName: 'legacy-kilns' })).toBe(
      'docs-wrapper plugin-docs plugin-id-default legacy-kilns docs-doc-page docs-doc-id-glazes/celadon',
    );
  });

  it("leave the doc id out where a docs instance's own docItemComponent draws the doc, since theme-classic's DocItem is what adds it", () => {
    expect(pageClassNames({ ...doc, pluginId: 'recipes', id: 'lawn', ownDocItem: true })).toBe(
      'docs-wrapper plugin-docs plugin-id-recipes docs-version-current docs-doc-page',
    );
  });
});
