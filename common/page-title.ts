/** `Page | Site`, or the site title alone on the home page. */
export function pageTitle(page: string, site: string, isHome: boolean): string {
  return isHome || !page || page === site ? site : `${page} | ${site}`;
}

/**
 * A site's title formatter (Docusaurus 3.8+'s `ThemeProvider/TitleFormatter`, as theme-common's
 * `useTitleFormatter().format` gives it): a page's title to its document title. The home page
 * gives it no title (`undefined`), as a page without one does on Docusaurus.
 */
export type TitleFormat = (title: string | undefined) => string;

/** A page's `<title>`: the route's chunk title with the site's, or the not-found page's; through the site's formatter when it has one. */
export function documentTitle({
  site,
  route,
  chunk,
  format,
}: {
  site: { title: string };
  route: string | null;
  chunk: { title: string } | null;
  format?: TitleFormat | null;
}): string {
  const notFound = !chunk || route === null;
  if (format) return format(notFound ? 'Page Not Found' : route === '/' ? undefined : chunk.title);
  if (notFound) return pageTitle('Page Not Found', site.title, false);
  return pageTitle(chunk.title, site.title, route === '/');
}

/** Marks the `<title>` a page renders with its formatted title while prerendering: the prerenderer writes it into the page's head. */
export const PAGE_TITLE_ATTR = 'data-page-title';
