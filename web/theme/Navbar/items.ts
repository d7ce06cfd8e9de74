import type { ManifestRoute, NavbarItem, NavbarItemLook } from '../../../pipeline/contract';
import { matchRoute } from '../../../common/paths';

type Routes = Record<string, Pick<ManifestRoute, 'sidebar'>>;

export interface ActiveOptions {
  /** The item's own rule (Docusaurus's `activeBasePath`, `activeBaseRegex`), which replaces the others. */
  rule?: Pick<NavbarItemLook, 'activeBasePath' | 'activeBaseRegex'>;
  /**
   * Mark every page of the target's docs sidebar (the area being read). Docusaurus does so for
   * `doc` and `docSidebar` items; this theme also for a link that is the only item leading into
   * its sidebar (README, "on purpose"), not for several links into one sidebar (Docusaurus marks
   * those by their path only).
   */
  area?: boolean;
  /** The base URL, for `activeBaseRegex`: Docusaurus tests it against the path with its base URL. */
  base?: string;
}

/**
 * Whether a navbar target is marked active for the current page: the page itself or a path under
 * it (`/blog/...`, as react-router's NavLink matches in Docusaurus), every page of its docs sidebar
 * when `area`, or the item's own `activeBasePath`/`activeBaseRegex`.
 */
export function isActive(pathname: string, href: string, routes: Routes, options: ActiveOptions = {}): boolean {
  const { rule, area = true, base = '/' } = options;
  // Docusaurus: `new RegExp(activeBaseRegex, 'gi')` on the location's path; a plain prefix for `activeBasePath`.
  if (rule?.activeBaseRegex) return new RegExp(rule.activeBaseRegex, 'i').test(`${base.replace(/\/$/, '')}${pathname}`);
  if (rule?.activeBasePath) return pathname.startsWith(rule.activeBasePath);
  if (href === '/') return pathname === '/';
  const target = matchRoute(routes, href);
  const here = matchRoute(routes, pathname);
  if (target && here && target.route === here.route) return true;
  if (area && target?.value.sidebar && target.value.sidebar === here?.value.sidebar) return true;
  const path = href.replace(/[?#].*$/, '').replace(/\/$/, '');
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The docs sidebars that more than one navbar item leads into (links, doc items, dropdown entries). */
export function sharedSidebars(items: NavbarItem[], routes: Routes): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  const count = (href: string) => {
    const sidebar = matchRoute(routes, href)?.value.sidebar;
    if (!sidebar) return;
    if (seen.has(sidebar)) shared.add(sidebar);
    seen.add(sidebar);
  };
  for (const item of items) {
    if (item.type === 'doc') count(item.route);
    else if (item.type === 'link' && !item.external) count(item.href);
    else if (item.type === 'dropdown') for (const sub of item.items) if (!sub.external) count(sub.href);
  }
  return shared;
}

/** Whether a link item (not a `doc` item) marks its target's whole sidebar: only when no other item leads into it. */
export function linkMarksArea(href: string, routes: Routes, shared: Set<string>): boolean {
  const sidebar = matchRoute(routes, href)?.value.sidebar;
  return !sidebar || !shared.has(sidebar);
}

export function splitItems(items: NavbarItem[]) {
  return {
    left: items.filter((i) => i.position === 'left'),
    right: items.filter((i) => i.position === 'right' && i.type !== 'search'),
    search: items.some((i) => i.type === 'search'),
  };
}
