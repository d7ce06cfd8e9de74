/**
 * What the sidebars give each doc: the first sidebar that lists it, and its previous and next
 * docs and breadcrumbs in that sidebar (a category whose link is a doc counts as that doc). A
 * category's generated index is a page of the sequence too, as Docusaurus's navigation counts it:
 * its neighbours link to it and it gets its own (under `generatedIndexNavId`).
 */
import type { NavLink, SidebarItem } from '../../common/contract.js';
import type { ResolvedSidebars } from './types.js';
import type { ResolvedCategory } from './items.js';

export function navigationOf(sidebars: Record<string, SidebarItem[]>): Pick<ResolvedSidebars, 'docSidebar' | 'navigation'> {
  const docSidebar = new Map<string, string>();
  const navigation: ResolvedSidebars['navigation'] = new Map();
  for (const [name, items] of Object.entries(sidebars)) {
    const flat = docsInOrder(items);
    // Docusaurus's `getDocNavigation`: unlisted docs are left out of previous/next, so an unlisted
    // doc is its neighbours' neighbour to none and has neither link itself.
    const listed = flat.filter((entry) => !entry.unlisted);
    flat.forEach((entry) => {
      if (docSidebar.has(entry.id) || navigation.has(entry.id)) return;
      if (!entry.index) docSidebar.set(entry.id, name);
      const i = entry.unlisted ? -1 : listed.indexOf(entry);
      const near = (j: number) => (i === -1 ? null : (listed[j]?.link ?? null));
      // Docusaurus's breadcrumbs end with the page's own sidebar item, under its sidebar label.
      navigation.set(entry.id, { previous: near(i - 1), next: near(i + 1), breadcrumbs: [...entry.crumbs, entry.link] });
    });
  }
  return { docSidebar, navigation };
}

/** The navigation's key of a category's generated index (no doc id has this form). */
export const generatedIndexNavId = (route: string): string => `__category__${route}`;

/** A sidebar's docs (and generated indexes: `index`) in reading order, each with the categories above it. */
type FlatDoc = { id: string; link: NavLink; crumbs: NavLink[]; unlisted: boolean; index?: true };

function docsInOrder(items: SidebarItem[]): FlatDoc[] {
  const flat: FlatDoc[] = [];
  const walk = (list: SidebarItem[], crumbs: NavLink[]) => {
    for (const item of list) {
      if (item.type === 'doc') flat.push({ id: item.id, link: { title: item.label, route: item.route }, crumbs, unlisted: item.unlisted === true });
      if (item.type === 'category') {
        const linkId = (item as ResolvedCategory).linkId;
        const crumb = { title: item.label, route: item.route ?? '' };
        if (linkId && item.route) flat.push({ id: linkId, link: { title: item.label, route: item.route }, crumbs, unlisted: item.linkUnlisted === true });
        else if (item.route)
          flat.push({ id: generatedIndexNavId(item.route), link: { title: item.label, route: item.route }, crumbs, unlisted: false, index: true });
        walk(item.items, [...crumbs, crumb]);
      }
    }
  };
  walk(items, []);
  return flat;
}

/** Drops the categories' `linkId` (bookkeeping for the navigation, not part of the contract), in place. */
export function stripLinkIds(list: SidebarItem[]): void {
  for (const item of list)
    if (item.type === 'category') {
      delete (item as ResolvedCategory).linkId;
      stripLinkIds(item.items);
    }
}
