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
  locales: { code: string; prefix?: string }[];
}

/**
 * The base URL Docusaurus gives the pages of the locale being read (`siteConfig.baseUrl` of that
 * locale's build, `i18n.localeConfigs[locale].baseUrl`): the site's for the default locale, with the
 * locale's path after it for the others (`/sub/` → `/sub/ar/`), where this build serves them (its
 * prefix). A `localeConfigs` `baseUrl` moving a locale elsewhere is not applied: the build writes
 * every locale under the site's base URL.
 */
export function localeBaseUrl(siteBaseUrl: string, i18n: LocalesOfPage, locale: string = i18n.currentLocale): string {
  const own = i18n.locales.find((l) => l.code === locale)?.prefix;
  const path = (own ?? (locale === i18n.defaultLocale ? '' : locale)).replace(/^\/+|\/+$/g, '');
  return path ? `${slashed(siteBaseUrl)}${path}/` : slashed(siteBaseUrl);
}

/**
 * `@docusaurus/Link`'s `to` (or `href`) as a path of this app's router. Docusaurus's Link (3.x) puts
 * a target that starts with `/` through `withBaseUrl` with the locale's base URL (`/relays` →
 * `/sub/ar/relays`; a URL `useBaseUrl` made stays), unless `autoAddBaseUrl` is false; a
 * `pathname://` target's path too (it stays a link the browser loads). A relative target, an
 * anchor and a URL with a scheme or `//host` stay as they are. The router puts the site's base URL
 * in front itself, so it is taken off (`/ar/relays`).
 */
export function linkRoutePath(to: string, siteBaseUrl: string, localeBase: string, siteUrl: string, autoAddBaseUrl = true): string {
  const addBase = (path: string) => (autoAddBaseUrl && path.startsWith('/') ? withBaseUrl(path, localeBase, siteUrl) : path);
  if (to.startsWith('pathname://')) return `pathname://${addBase(to.slice('pathname://'.length))}`;
  const url = addBase(to);
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const base = slashed(siteBaseUrl);
  if (url === base.replace(/\/$/, '')) return '/';
  return url.startsWith(base) ? `/${url.slice(base.length)}` : url;
}
