import type { ManifestRoute, NavbarItem } from '../../../pipeline/contract';
import { matchRoute } from '../../../common/paths';

/**
 * Whether a navbar target is marked active for the current page: the page itself, a doc in the same
 * docs sidebar as the target (so every Core page marks "Core"), or a path under it (`/blog/...`).
 */
export function isActive(pathname: string, href: string, routes: Record<string, Pick<ManifestRoute, 'sidebar'>>): boolean {
  if (href === '/') return pathname === '/';
  const target = matchRoute(routes, href);
  const here = matchRoute(routes, pathname);
  if (target && here && target.route === here.route) return true;
  if (target?.value.sidebar && target.value.sidebar === here?.value.sidebar) return true;
  const base = href.replace(/\/$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function splitItems(items: NavbarItem[]) {
  return {
    left: items.filter((i) => i.position === 'left'),
    right: items.filter((i) => i.position === 'right' && i.type !== 'search'),
    search: items.some((i) => i.type === 'search'),
  };
}
