import type { NavLink } from '../../../common/contract';
import { loadedManifest } from '../manifest';

/** A path Docusaurus's props give (a `permalink`, an `activePath`: under the base URL) as this theme's route (without it). */
export function routeOf(path: string): string {
  const base = loadedManifest().site.baseUrl;
  return base !== '/' && path.startsWith(base) ? path.slice(base.length - 1) : path;
}

/** Docusaurus's `PropNavigationLink` (`title`, `permalink`) as this theme's link. */
export function navLinkOf(link: { title: string; permalink: string } | undefined | null): NavLink | null {
  return link ? { title: link.title, route: routeOf(link.permalink) } : null;
}

/** This theme's route as Docusaurus's props give a path: a `permalink` under the base URL. */
export function permalinkOf(route: string): string {
  const base = loadedManifest().site.baseUrl;
  return base === '/' ? route : base.replace(/\/$/, '') + route;
}
