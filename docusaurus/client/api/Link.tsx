import type { CSSProperties } from 'react';
import type { Location } from 'react-router';
import { Link as ThemeLink, type LinkProps } from '../../../web/theme/Link';
import { loadedManifestOrNull } from '../manifest';
import { useLocation, type Match } from './router';
import { linkRoutePath, linkUrl, localeBaseUrl, type LinkContext } from '../../shared/base-url';
import { navLinkMatch } from '../../shared/match-path';

/** Docusaurus's Link props this one reads, besides the anchor's own: React Router 5's `NavLink` ones with `isNavLink`. */
interface Props extends Omit<LinkProps, 'className' | 'style'> {
  autoAddBaseUrl?: boolean;
  isNavLink?: boolean;
  activeClassName?: string;
  activeStyle?: CSSProperties;
  isActive?: (match: Match | null, location: Location) => boolean;
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
  className?: string | ((isActive: boolean) => string | undefined);
  style?: CSSProperties | ((isActive: boolean) => CSSProperties | undefined);
  'aria-current'?: LinkProps['aria-current'];
  'data-noBrokenLinkCheck'?: boolean;
}

/**
 * `@docusaurus/Link`: `to` or `href` through Docusaurus's rule with the page's locale (`/relays` in
 * Arabic is `/sub/ar/relays`, a path already under that base URL stays, the site's
 * `trailingSlash` applies; `shared/base-url.ts` `linkUrl`), handed to this site's router as its
 * route path. With `isNavLink` it is React Router 5's `NavLink`: `activeClassName` (`active`),
 * `activeStyle` and `aria-current="page"` while the location matches (`exact`, `strict`,
 * `sensitive`, or the `isActive(match, location)` given).
 */
export default function Link({
  to,
  href,
  autoAddBaseUrl = true,
  isNavLink = false,
  activeClassName = 'active',
  activeStyle,
  isActive,
  exact,
  strict,
  sensitive,
  className,
  style,
  'aria-current': ariaCurrent,
  'data-noBrokenLinkCheck': _b,
  ...props
}: Props) {
  const location = useLocation();
  const target = to || href;
  const manifest = loadedManifestOrNull();
  const ctx: LinkContext | null = manifest && {
    siteBaseUrl: manifest.site.baseUrl,
    localeBaseUrl: localeBaseUrl(manifest.site.baseUrl, manifest.i18n),
    siteUrl: manifest.site.url,
    trailingSlash: manifest.site.trailingSlash,
    autoAddBaseUrl,
  };
  let active = false;
  if (isNavLink && target !== undefined && ctx) {
    const { url, internal } = linkUrl(target, ctx);
    const match = internal && url.startsWith('/') ? navLinkMatch(location.pathname, url, { exact, strict, sensitive }) : null;
    active = isActive ? Boolean(isActive(match, location)) : match !== null;
  }
  const look = {
    className: typeof className === 'function' ? className(active) : className,
    style: typeof style === 'function' ? style(active) : style,
  };
  if (active) {
    look.className = [look.className, activeClassName].filter(Boolean).join(' ');
    look.style = { ...look.style, ...activeStyle };
  }
  // A NavLink marks itself while active (`aria-current`: the value to use, `page` unless given); a
  // plain Link passes a given `aria-current` to its anchor, as React Router 5's does (Docusaurus's
  // own sidebar link marks the page being read so).
  const current = isNavLink ? (active ? (ariaCurrent ?? 'page') : undefined) : ariaCurrent;
  const shown = { ...props, ...look, ...(current !== undefined ? { 'aria-current': current } : {}) };
  if (target === undefined || !ctx) return <ThemeLink to={target} {...shown} />;
  return <ThemeLink to={linkRoutePath(target, ctx)} {...shown} />;
}
