import { describe, expect, it } from 'vitest';
import { routePlugin } from '../route-context';

describe("useRouteContext()'s plugin", () => {
  it('is the docs instance of a doc, and the pages plugin of a Markdown page (a doc of the `pages` instance)', () => {
    expect(routePlugin({ kind: 'doc', pluginId: 'default' })).toEqual({ name: 'docusaurus-plugin-content-docs', id: 'default' });
    expect(routePlugin({ kind: 'doc', pluginId: 'recipes' })).toEqual({ name: 'docusaurus-plugin-content-docs', id: 'recipes' });
    expect(routePlugin({ kind: 'doc', pluginId: 'pages' })).toEqual({ name: 'docusaurus-plugin-content-pages', id: 'default' });
    expect(routePlugin({ kind: 'page' })).toEqual({ name: 'docusaurus-plugin-content-pages', id: 'default' });
  });

  it("is the blog for its posts, lists and tags, the docs for theirs, and Docusaurus's own `native` for the not-found page", () => {
    for (const kind of ['blog-post', 'blog-list', 'blog-archive', 'blog-authors'])
      expect(routePlugin({ kind })).toEqual({ name: 'docusaurus-plugin-content-blog', id: 'default' });
    expect(routePlugin({ kind: 'tags', plugin: 'blog' })).toEqual({ name: 'docusaurus-plugin-content-blog', id: 'default' });
    expect(routePlugin({ kind: 'tags', plugin: 'docs' })).toEqual({ name: 'docusaurus-plugin-content-docs', id: 'default' });
    expect(routePlugin({ kind: 'doc-tag' })).toEqual({ name: 'docusaurus-plugin-content-docs', id: 'default' });
    expect(routePlugin(null)).toEqual({ name: 'native', id: 'default' });
  });
});
