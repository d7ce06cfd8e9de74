import type { RouteChunk, RouteChunkJson } from '../../common/contract.js';
import { versionClassName } from './docs-data.js';

const plugin = (name: string, id = 'default') => `plugin-${name} plugin-id-${id}`;

/**
 * The classes theme-classic puts on `<html>` for a page, through theme-common's
 * `HtmlClassNameProvider`, which sites' stylesheets select on (`html.docs-doc-page .x`,
 * `.plugin-blog .x`): each route component's `ThemeClassNames` (`DocsRoot`'s `docs-wrapper`,
 * `DocVersionRoot`'s version, `DocRoot`'s `docs-doc-page`, `DocItem`'s `docs-doc-id-<id>`;
 * `BlogPostPage`'s `blog-wrapper blog-post-page`, ...) and, inside them, `Layout/Provider`'s
 * `PluginHtmlClassNameProvider` (`plugin-<name> plugin-id-<id>`, from the route's plugin; the
 * not-found page's is Docusaurus's `native`), in the order their providers nest. `null` is the
 * not-found page. The docs tags pages carry no version class.
 */
export function pageClassNames(chunk: RouteChunk | RouteChunkJson | null): string {
  if (!chunk) return plugin('native');
  switch (chunk.kind) {
    case 'doc':
      // A Markdown page of the pages plugin: theme-classic's MDXPage.
      if (chunk.pluginId === 'pages') return `${chunk.wrapperClassName ?? 'mdx-wrapper'} mdx-page ${plugin('pages')}`;
      return `docs-wrapper ${plugin('docs', chunk.pluginId)} ${docPageClasses(chunk)}`;
    case 'blog-post':
      return `blog-wrapper blog-post-page ${plugin('blog')}`;
    case 'blog-list': {
      const page = chunk.listOf?.type === 'tag' ? 'blog-tags-post-list-page' : chunk.listOf?.type === 'author' ? 'blog-authors-posts-page' : 'blog-list-page';
      return `blog-wrapper ${page} ${plugin('blog')}`;
    }
    case 'blog-archive':
      return plugin('blog');
    case 'blog-authors':
      return `blog-wrapper blog-authors-list-page ${plugin('blog')}`;
    case 'tags':
      return chunk.plugin === 'blog' ? `blog-wrapper blog-tags-list-page ${plugin('blog')}` : `docs-wrapper docs-tags-list-page ${plugin('docs')}`;
    case 'doc-tag':
      return `docs-wrapper docs-tags-doc-list-page ${plugin('docs')}`;
    case 'page':
      return plugin('pages');
  }
}

/** `DocVersionRoot`'s version class, `DocRoot`'s `docs-doc-page` and, when theme-classic's `DocItem` draws the doc, its id. */
function docPageClasses(chunk: Pick<RouteChunk & { kind: 'doc' }, 'version' | 'id' | 'versionClassName' | 'ownDocItem'>): string {
  // A category's generated index is drawn by DocCategoryGeneratedIndexPage, not DocItem: no doc id.
  const byDocItem = !chunk.id.startsWith('__category__') && !chunk.ownDocItem;
  return `${versionClassName({ name: chunk.version, className: chunk.versionClassName })} docs-doc-page${byDocItem ? ` docs-doc-id-${chunk.id}` : ''}`;
}
