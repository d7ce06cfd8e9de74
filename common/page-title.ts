/** `Page | Site`, or the site title alone on the home page. */
export function pageTitle(page: string, site: string, isHome: boolean): string {
  return isHome || !page || page === site ? site : `${page} | ${site}`;
}
