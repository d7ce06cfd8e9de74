const DOCS = 'docusaurus-plugin-content-docs';
const BLOG = { name: 'docusaurus-plugin-content-blog', id: 'default' };
const PAGES = { name: 'docusaurus-plugin-content-pages', id: 'default' };

/**
 * The plugin (name, instance id) that made a page, as `useRouteContext()` names it: a doc's docs
 * instance, a Markdown page's pages plugin (its chunk is a doc of the `pages` instance), the blog's
 * pages and tags, a docs instance's tags pages, and `native` for the not-found page (`null`), which
 * Docusaurus's core draws itself.
 */
export function routePlugin(chunk: { kind: string; pluginId?: string; plugin?: string } | null): { name: string; id: string } {
  if (chunk === null) return { name: 'native', id: 'default' };
  if (chunk.kind === 'doc') return chunk.pluginId === 'pages' ? PAGES : { name: DOCS, id: chunk.pluginId ?? 'default' };
  if (chunk.kind === 'doc-tag' || (chunk.kind === 'tags' && chunk.plugin === 'docs')) return { name: DOCS, id: 'default' };
  if (chunk.kind === 'tags' || chunk.kind.startsWith('blog')) return BLOG;
  return PAGES;
}
