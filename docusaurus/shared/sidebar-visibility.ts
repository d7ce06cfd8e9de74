/**
 * `@docusaurus/plugin-content-docs/client`'s sidebar helpers over Docusaurus's props shape
 * (`PropSidebarItem`: hrefs under the base URL, `unlisted` on doc links, `linkUnlisted` on
 * categories), as its `docsUtils` has them, for a site's components and theme-common. The build's
 * own sidebar uses `common/sidebar-visibility.ts` over this theme's items.
 */
export interface PropItem {
  /** Always there in Docusaurus's data; a site's own card item may leave it out. */
  type?: string;
  href?: string;
  unlisted?: boolean;
  linkUnlisted?: boolean;
  items?: readonly PropItem[];
}

/** theme-common's `isSamePath`: a trailing slash and letter case do not count. */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  const normalize = (p: string | undefined) => (!p || p.endsWith('/') ? p : `${p}/`)?.toLowerCase();
  return normalize(a) === normalize(b);
}

export function isActiveSidebarItem(item: PropItem, activePath: string): boolean {
  const active = (href: string | undefined) => href !== undefined && isSamePath(href, activePath);
  if (item.type === 'link') return active(item.href);
  if (item.type === 'category') return active(item.href) || (item.items ?? []).some((i) => isActiveSidebarItem(i, activePath));
  return false;
}

/** An unlisted doc stays visible while it is the active page; a category while it can be reached. */
export function isVisibleSidebarItem(item: PropItem, activePath: string): boolean {
  switch (item.type) {
    case 'category':
      return (
        isActiveSidebarItem(item, activePath) ||
        (item.href !== undefined && !item.linkUnlisted) ||
        (item.items ?? []).some((i) => isVisibleSidebarItem(i, activePath))
      );
    case 'link':
      return !item.unlisted || isActiveSidebarItem(item, activePath);
    default:
      return true;
  }
}

export function findFirstSidebarItemCategoryLink(item: PropItem): string | undefined {
  if (item.href && !item.linkUnlisted) return item.href;
  for (const sub of item.items ?? []) {
    const link = findFirstSidebarItemLink(sub);
    if (link) return link;
  }
  return undefined;
}

export function findFirstSidebarItemLink(item: PropItem): string | undefined {
  if (item.type === 'link' && !item.unlisted) return item.href;
  if (item.type === 'category') return findFirstSidebarItemCategoryLink(item);
  return undefined;
}

/**
 * `filterDocCardListItems`: links and categories without a listed link have no card. HTML items
 * have none either (Docusaurus's `DocCard` throws on one; this theme always left them out).
 */
export function filterDocCardListItems<T extends PropItem>(items: readonly T[]): T[] {
  return items.filter((item) => (item.type === 'category' || item.type === 'link' ? findFirstSidebarItemLink(item) !== undefined : item.type !== 'html'));
}
