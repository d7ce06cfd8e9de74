import { createContext, jsx, NeedsBrowser, readContext } from '../../../pipeline/mdx/evaluate/runtime.js';
import { pagePathname, type ModuleContext } from './core.js';
import type { SidebarCategoryItem, SidebarItem } from '../../../common/contract.js';
import { docsSidebar } from '../../shared/doc-content.js';
import {
  filterDocCardListItems,
  findFirstSidebarItemCategoryLink,
  findFirstSidebarItemLink,
  isActiveSidebarItem,
  isVisibleSidebarItem,
  type PropItem,
} from '../../shared/sidebar-visibility.js';
import { activeVersionOf } from '../../shared/docs-data.js';
import { sidebarBreadcrumbs, sidebarSiblings } from '../../shared/sidebar-breadcrumbs.js';
import { localeBaseUrl } from '../../shared/base-url.js';
import { ENGLISH } from '../../shared/site-context.js';

/** The sidebar category whose link is the page, as theme-common finds it (`findSidebarCategory` on the pathname). */
function currentCategory(items: SidebarItem[], route: string | null): SidebarCategoryItem | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.route !== null && item.route === route) return item;
    const inner = currentCategory(item.items, route);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The contexts of `@docusaurus/plugin-content-docs/client` and `@docusaurus/plugin-content-blog/client`
 * at build time. A provider the content renders itself is read as in React; without one, the doc,
 * sidebar or post is the page's own, which the browser side reads from the route's chunk (the build
 * knows it only once the page is compiled): the component renders there.
 */
function provided(name: string, hook: string) {
  const context = createContext(undefined);
  return {
    Provider: ({ children, ...value }: { children?: unknown; content?: unknown }) =>
      jsx(context.Provider, { value: 'content' in value ? value.content : value, children }),
    use: () => {
      const value = readContext(context);
      if (value === undefined) throw new NeedsBrowser(`\`${hook}\` outside a <${name}>`);
      return value;
    },
  };
}

/**
 * The page's sidebar in Docusaurus's props shape (hrefs under the locale's base URL), with the page's
 * pathname: the first sidebar holding the page, as the browser side's `useDocsSidebar()` gives it.
 */
function pageSidebar(ctx: ModuleContext): { items: PropItem[]; pathname: string } | null {
  ctx.usedDocsData();
  const pathname = pagePathname(ctx);
  if (pathname === null) return null;
  const base = localeBaseUrl(ctx.data.site.baseUrl, ctx.data.i18n ?? ENGLISH);
  for (const [name, items] of Object.entries(ctx.data.sidebars ?? {})) {
    const props = docsSidebar({ name, items }, base).items as PropItem[];
    if (sidebarBreadcrumbs(props, pathname).length > 0) return { items: props, pathname };
  }
  return null;
}

export function docsClientContexts(ctx: ModuleContext) {
  const doc = provided('DocProvider', 'useDoc');
  const sidebar = provided('DocsSidebarProvider', 'useDocsSidebar');
  const passThrough = ({ children }: { children?: unknown }) => children;
  return {
    DocProvider: doc.Provider,
    useDoc: doc.use,
    DocsSidebarProvider: sidebar.Provider,
    useDocsSidebar: sidebar.use,
    DocsPreferredVersionContextProvider: passThrough,
    DocSidebarItemsExpandedStateProvider: passThrough,
    useDocsPreferredVersion: () => ({ preferredVersion: null, savePreferredVersionName: () => undefined }),
    useDocsContextualSearchTags: () => {
      ctx.usedDocsData();
      const pathname = pagePathname(ctx);
      const version = activeVersionOf(ctx.data.versions, pathname);
      return version ? [`docs-default-${version.name}`] : [];
    },
    filterDocCardListItems,
    findFirstSidebarItemLink,
    findFirstSidebarItemCategoryLink,
    isActiveSidebarItem,
    isVisibleSidebarItem,
    // A hook in the browser; at build time a plain filter (nothing to keep between renders).
    useVisibleSidebarItems: <T extends PropItem>(items: readonly T[], activePath: string) => items.filter((i) => isVisibleSidebarItem(i, activePath)),
    // Docusaurus's documented index page: `<DocCardList items={useCurrentSidebarCategory().items} />`.
    useCurrentSidebarCategory: () => {
      ctx.usedDocsData();
      const found = currentCategory(Object.values(ctx.data.sidebars ?? {}).flat(), ctx.route);
      if (!found) throw new Error(`Unexpected: cant find current sidebar category for path ${ctx.route ?? '(no route)'}`);
      // Hrefs under the locale's base URL, as Docusaurus gives them and the browser side does (`useBaseUrl`'s base).
      return docsSidebar({ name: '', items: [found] }, localeBaseUrl(ctx.data.site.baseUrl, ctx.data.i18n ?? ENGLISH)).items[0];
    },
    useSidebarBreadcrumbs: () => {
      const sidebar = pageSidebar(ctx);
      return sidebar ? sidebarBreadcrumbs(sidebar.items, sidebar.pathname) : null;
    },
    // 3.8+: what a category index lists, `<DocCardList items={useCurrentSidebarSiblings()} />`.
    useCurrentSidebarSiblings: () => {
      const sidebar = pageSidebar(ctx);
      if (!sidebar) throw new Error('Unexpected: cant find current sidebar in context');
      return sidebarSiblings(sidebar.items, sidebar.pathname);
    },
  };
}

export function blogClientModule() {
  const post = provided('BlogPostProvider', 'useBlogPost');
  return {
    BlogPostProvider: post.Provider,
    useBlogPost: post.use,
    useBlogMetadata: () => {
      throw new NeedsBrowser('`useBlogMetadata`');
    },
  };
}
