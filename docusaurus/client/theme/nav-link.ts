import type { NavLink } from '../../../common/contract';
import { loadedManifest } from '../manifest';

/** Docusaurus's `PropNavigationLink` (`title`, `permalink` under the base URL) as this theme's link (`route` without it). */
export function navLinkOf(link: { title: string; permalink: string } | undefined | null): NavLink | null {
  if (!link) return null;
  const base = loadedManifest().site.baseUrl;
  const route = base !== '/' && link.permalink.startsWith(base) ? link.permalink.slice(base.length - 1) : link.permalink;
  return { title: link.title, route };
}
