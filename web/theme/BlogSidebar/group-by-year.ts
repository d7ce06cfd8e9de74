import type { BlogSidebarItem } from '../../../common/contract';

/** The items under their year, in the order they come (newest first), as Docusaurus groups them. */
export function groupByYear(items: BlogSidebarItem[]): { year: number; items: BlogSidebarItem[] }[] {
  const groups: { year: number; items: BlogSidebarItem[] }[] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last?.year === item.year) last.items.push(item);
    else groups.push({ year: item.year, items: [item] });
  }
  return groups;
}
