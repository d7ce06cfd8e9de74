/** The Docusaurus plugin that makes each kind of page, as `useRouteContext().plugin` names it. */
export function routePlugin(kind: string | null, pluginId = 'default'): { name: string; id: string } {
  if (kind === 'doc' || kind === 'doc-tag') return { name: 'docusaurus-plugin-content-docs', id: pluginId };
  if (kind?.startsWith('blog')) return { name: 'docusaurus-plugin-content-blog', id: 'default' };
  return { name: 'docusaurus-plugin-content-pages', id: 'default' };
}
