/** A blog sidebar item as Docusaurus gives it: its `date` (ISO text or a Date). */
export interface DatedItem {
  date: string | Date;
}

/**
 * The items under their year (UTC), in the order they come (newest first), as the blog plugin's
 * `groupBlogSidebarItemsByYear` groups them: `[year, items]` pairs, the year as text.
 */
export function groupItemsByYear<T extends DatedItem>(items: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const year = String(new Date(item.date).getUTCFullYear());
    groups.set(year, [...(groups.get(year) ?? []), item]);
  }
  return [...groups];
}

/**
 * Whether the page's blog sidebar (a post's, a list's, a tag page's `blogSidebar`) groups by year:
 * it carries the blog's `themeConfig.blog.sidebar.groupByYear`; elsewhere the default, true.
 */
export function groupsByYear(chunk: object | null): boolean {
  const sidebar: unknown = chunk && 'blogSidebar' in chunk ? chunk.blogSidebar : null;
  return !(sidebar && typeof sidebar === 'object' && (sidebar as { groupByYear?: boolean }).groupByYear === false);
}
