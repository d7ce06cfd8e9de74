/**
 * `Page | Site` (the site's `titleDelimiter` between them), or the site title alone on the home page
 * and for a page titled as the site: theme-common's default title formatter.
 */
export function pageTitle(page: string, site: string, isHome: boolean, delimiter = '|'): string {
  const title = page.trim();
  return isHome || !title || title === site ? site : `${title} ${delimiter} ${site}`;
}

/**
 * A site's title formatter (Docusaurus 3.8+'s `ThemeProvider/TitleFormatter`, as theme-common's
 * `useTitleFormatter().format` gives it): a page's title to its document title. The home page
 * gives it no title (`undefined`), as a page without one does on Docusaurus.
 */
export type TitleFormat = (title: string | undefined) => string;

interface TitleInput {
  site: { title: string; titleDelimiter?: string };
  route: string | null;
  chunk: { title: string } | null;
}

/** A page's `<title>`: the route's chunk title with the site's, or the not-found page's. */
export function documentTitle({ site, route, chunk }: TitleInput): string {
  if (!chunk || route === null) return pageTitle('Page Not Found', site.title, false, site.titleDelimiter);
  return pageTitle(chunk.title, site.title, route === '/', site.titleDelimiter);
}

/** A page's `<title>` through a site's formatter: the page's title, none on the home page, the not-found page's. */
export function formattedTitle({ route, chunk }: TitleInput, format: TitleFormat): string {
  return format(!chunk || route === null ? 'Page Not Found' : route === '/' ? undefined : chunk.title);
}

/** Marks the `<title>` a page renders with its formatted title while prerendering: the prerenderer writes it into the page's head. */
export const PAGE_TITLE_ATTR = 'data-page-title';
