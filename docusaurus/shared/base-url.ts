import { applyTrailingSlash } from './trailing-slash.js';

/** `@docusaurus/useBaseUrl`'s options. */
export interface BaseUrlOptions {
  absolute?: boolean;
  forcePrependBaseUrl?: boolean;
}

/** What a link's URL has that keeps it as written: a scheme (`https:`, `mailto:`, `pathname:`) or `//host`. */
const hasProtocol = (url: string) => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);

const slashed = (baseUrl: string) => (baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);

/**
 * Docusaurus's `useBaseUrl` rule (`client/exports/useBaseUrl.ts`, `addBaseUrl`), shared by the
 * build-time and browser sides: a site path gets the base URL in front, once (a path already under
 * it stays; the base URL without its slash is the base URL); `forcePrependBaseUrl` prefixes it
 * whatever the path starts with; `absolute` adds the site's URL. Empty, `#anchor` and URLs with a
 * scheme or `//host` stay as they are. `baseUrl` is the locale's ({@link localeBaseUrl}).
 */
export function withBaseUrl(path: string, baseUrl: string, siteUrl: string, options: BaseUrlOptions = {}): string {
  if (!path || path.startsWith('#') || hasProtocol(path)) return path;
  const base = slashed(baseUrl);
  // As Docusaurus: these two forms are never made absolute.
  if (options.forcePrependBaseUrl) return base + path.replace(/^\//, '');
  if (path === base.replace(/\/$/, '')) return base;
  const prefixed = path.startsWith(base) ? path : base + path.replace(/^\//, '');
  return options.absolute ? siteUrl.replace(/\/$/, '') + prefixed : prefixed;
}

/** The locales as the manifest lists them: each one's code and URL prefix (`''` for the default locale, `/ar`). */
export interface LocalesOfPage {
  currentLocale: string;
  defaultLocale: string;
  locales: { code: string; prefix?: string; baseUrl?: string }[];
}

/**
 * The base URL Docusaurus gives the pages of the locale being read (`siteConfig.baseUrl` of that
 * locale's build, `i18n.localeConfigs[locale].baseUrl`): the site's for the default locale, with the
 * locale's path after it for the others (`/sub/` → `/sub/ar/`), where this build serves them (its
 * prefix). A locale whose `localeConfigs` entry sets `baseUrl` (Docusaurus 3.8+) has that one, where
 * the build serves it (`pipeline/i18n/config.ts`).
 */
export function localeBaseUrl(siteBaseUrl: string, i18n: LocalesOfPage, locale: string = i18n.currentLocale): string {
  const entry = i18n.locales.find((l) => l.code === locale);
  if (entry?.baseUrl) return entry.baseUrl;
  const own = entry?.prefix;
  const path = (own ?? (locale === i18n.defaultLocale ? '' : locale)).replace(/^\/+|\/+$/g, '');
  return path ? `${slashed(siteBaseUrl)}${path}/` : slashed(siteBaseUrl);
}

/** What `@docusaurus/Link` reads of the site and its own props to resolve a target. */
export interface LinkContext {
  /** `siteConfig.baseUrl` of the build (`/sub/`): the router's basename. */
  siteBaseUrl: string;
  /** The page locale's base URL ({@link localeBaseUrl}: `/sub/ar/`), Docusaurus's `siteConfig.baseUrl` on that page. */
  localeBaseUrl: string;
  siteUrl: string;
  /** `siteConfig.trailingSlash`; unset leaves paths as written. */
  trailingSlash?: boolean;
  /** The Link's `autoAddBaseUrl` prop (default true). */
  autoAddBaseUrl?: boolean;
}

/**
 * Docusaurus 3's `<Link>` target (`client/exports/Link.tsx`): a `pathname://` prefix is dropped
 * (the link stays one the browser loads); a target starting with `/` goes through `withBaseUrl`
 * with the locale's base URL unless `autoAddBaseUrl` is false, so a path already under it (a
 * permalink, `useBaseUrl`'s result, a docs path from global data) is kept and `/relays` in Arabic is
 * `/sub/ar/relays`; an internal target then takes the site's `trailingSlash`. Relative targets,
 * anchors and URLs with a scheme or `//host` stay as written. `internal` is Docusaurus's
 * `isInternalUrl` of the target as written: false for `pathname://` and any scheme.
 */
export function linkUrl(to: string, ctx: LinkContext): { url: string; internal: boolean; pathnameProtocol: boolean } {
  const pathnameProtocol = to.startsWith('pathname://');
  const internal = !hasProtocol(to);
  const path = pathnameProtocol ? to.slice('pathname://'.length) : to;
  let url = (ctx.autoAddBaseUrl ?? true) && path.startsWith('/') ? withBaseUrl(path, ctx.localeBaseUrl, ctx.siteUrl) : path;
  if (url && internal) url = applyTrailingSlash(url, { trailingSlash: ctx.trailingSlash, baseUrl: ctx.localeBaseUrl });
  return { url, internal, pathnameProtocol };
}

/**
 * `@docusaurus/Link`'s `to` (or `href`) as a path of this app's router: {@link linkUrl}'s URL
 * without the site's base URL, which the router puts in front itself (`/sub/ar/relays` →
 * `/ar/relays`). A `pathname://` target keeps its prefix with the based path after it
 * (`pathname:///sub/ar/raw.html`), so the theme's link leaves it to the browser.
 */
export function linkRoutePath(to: string, ctx: LinkContext): string {
  const { url, pathnameProtocol } = linkUrl(to, ctx);
  if (pathnameProtocol) return `pathname://${url}`;
  return url.startsWith('/') && !url.startsWith('//') ? siteRoutePath(url, ctx.siteBaseUrl) : url;
}

/**
 * A route of this build (`/ar/docs/intro`: from the site root, the locale's prefix in it, without
 * the base URL, as the router and the chunks name it) as Docusaurus gives the same page's path to
 * theme code: under the site's base URL (`/sub/ar/docs/intro`), as global data's docs paths,
 * sidebar `href`s, permalinks and `useLocation().pathname` are there.
 */
export function docusaurusPath(route: string, siteBaseUrl: string): string {
  if (!route.startsWith('/') || route.startsWith('//')) return route;
  return slashed(siteBaseUrl) + route.slice(1);
}

/** The inverse of {@link docusaurusPath}: a URL path under the site's base URL as this router's route (`/sub/ar/x` → `/ar/x`); a path outside it as it is. */
export function siteRoutePath(url: string, siteBaseUrl: string): string {
  const base = slashed(siteBaseUrl);
  if (url === base.replace(/\/$/, '')) return '/';
  return url.startsWith(base) ? `/${url.slice(base.length)}` : url;
}
