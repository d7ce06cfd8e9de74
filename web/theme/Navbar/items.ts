import type { ManifestRoute, NavbarItem, NavbarItemLook } from '../../../common/contract';
import { matchRoute } from '../../../common/paths';

type Routes = Record<string, Pick<ManifestRoute, 'sidebar'>>;

export interface ActiveOptions {
  /** The item's own rule (Docusaurus's `activeBasePath`, `activeBaseRegex`), which replaces the others. */
  rule?: Pick<NavbarItemLook, 'activeBasePath' | 'activeBaseRegex'>;
  /** The base URL, for `activeBaseRegex`: Docusaurus tests it against the path with its base URL. */
  base?: string;
}

/**
 * Whether a navbar target is marked active for the current page: the page itself or a path under
 * it (`/blog/...`, as react-router's NavLink matches in Docusaurus), every page of its docs sidebar
 * when the build gave the target one (`navbarRoutes` in emit/route-table.ts), or the item's own
 * `activeBasePath`/`activeBaseRegex`.
 */
export function isActive(pathname: string, href: string, routes: Routes, options: ActiveOptions = {}): boolean {
  const { rule, base = '/' } = options;
  // Docusaurus: `new RegExp(activeBaseRegex, 'gi')` on the location's path; a plain prefix for `activeBasePath`.
  if (rule?.activeBaseRegex) return new RegExp(rule.activeBaseRegex, 'i').test(`${base.replace(/\/$/, '')}${pathname}`);
  if (rule?.activeBasePath) return pathname.startsWith(rule.activeBasePath);
  if (href === '/') return pathname === '/';
  const target = matchRoute(routes, href);
  const here = matchRoute(routes, pathname);
  if (target && here && target.route === here.route) return true;
  if (target?.value.sidebar && target.value.sidebar === here?.value.sidebar) return true;
  const path = href.replace(/[?#].*$/, '').replace(/\/$/, '');
  return pathname === path || pathname.startsWith(`${path}/`);
}

export function splitItems(items: NavbarItem[]) {
  return {
    left: items.filter((i) => i.position === 'left'),
    right: items.filter((i) => i.position === 'right' && i.type !== 'search'),
    search: items.some((i) => i.type === 'search'),
  };
}
