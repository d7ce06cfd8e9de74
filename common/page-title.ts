/** `Page | Site`, or the site title alone on the home page. */
export function pageTitle(page: string, site: string, isHome: boolean): string {
  return isHome || !page || page === site ? site : `${page} | ${site}`;
}

/** A page's `<title>`: the route's chunk title with the site's, or the not-found page's. */
export function documentTitle({ site, route, chunk }: { site: { title: string }; route: string | null; chunk: { title: string } | null }): string {
  if (!chunk || route === null) return pageTitle('Page Not Found', site.title, false);
  return pageTitle(chunk.title, site.title, route === '/');
}
