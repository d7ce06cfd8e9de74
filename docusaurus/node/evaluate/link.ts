import { builtin, jsx } from '../../../pipeline/mdx/evaluate/runtime.js';
import { linkUrl, localeBaseUrl } from '../../shared/base-url.js';
import { navLinkMatch, type Match } from '../../shared/match-path.js';
import { ENGLISH, type CompatI18n, type CompatSiteInput } from '../../shared/site-context.js';

const THEME_LINK = builtin('Link');

interface LinkProps {
  to?: string;
  href?: string;
  autoAddBaseUrl?: boolean;
  isNavLink?: boolean;
  activeClassName?: string;
  activeStyle?: Record<string, unknown>;
  isActive?: (match: Match | null, location: { pathname: string }) => boolean;
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
  className?: string | ((active: boolean) => string | undefined);
  style?: Record<string, unknown> | ((active: boolean) => Record<string, unknown> | undefined);
  'aria-current'?: string;
  'data-noBrokenLinkCheck'?: boolean;
  [prop: string]: unknown;
}

/**
 * `@docusaurus/Link` at build time: the target by Docusaurus's rule (`linkUrl`: a path gets the
 * locale's base URL once, so a path from global data or `useBaseUrl` stays as it is), written into
 * the page's HAST as the theme's link to the route without the locale's prefix (`/docs/x`), which
 * the locale's pass puts in front of every link to one of its routes, and the trailing-slash pass
 * gives the site's form. With `isNavLink`, the page's own path decides `activeClassName`,
 * `activeStyle` and `aria-current`, as React Router 5's `NavLink` does in the browser.
 */
export function buildTimeLink(site: CompatSiteInput, i18n: CompatI18n = ENGLISH, pathname: () => string | null) {
  const localeBase = localeBaseUrl(site.baseUrl, i18n);
  return function Link(props: LinkProps) {
    const { to, href, autoAddBaseUrl = true, isNavLink, activeClassName = 'active', activeStyle, isActive, exact, strict, sensitive, className, style } = props;
    const { 'aria-current': ariaCurrent = 'page', 'data-noBrokenLinkCheck': _b, ...rest } = props;
    for (const own of [
      'to',
      'href',
      'autoAddBaseUrl',
      'isNavLink',
      'activeClassName',
      'activeStyle',
      'isActive',
      'exact',
      'strict',
      'sensitive',
      'className',
      'style',
    ])
      delete rest[own];
    const target = to || href;
    let route = target;
    let active = false;
    if (typeof target === 'string') {
      const { url, internal, pathnameProtocol } = linkUrl(target, { siteBaseUrl: site.baseUrl, localeBaseUrl: localeBase, siteUrl: site.url, autoAddBaseUrl });
      route = pathnameProtocol ? `pathname://${url}` : url.startsWith(localeBase) ? `/${url.slice(localeBase.length)}` : url;
      const here = pathname();
      if (isNavLink && here !== null) {
        const match = internal && url.startsWith('/') ? navLinkMatch(here, url, { exact, strict, sensitive }) : null;
        active = isActive ? Boolean(isActive(match, { pathname: here })) : match !== null;
      }
    }
    let shownClass = typeof className === 'function' ? className(active) : className;
    let shownStyle = typeof style === 'function' ? style(active) : style;
    if (active) {
      shownClass = [shownClass, activeClassName].filter(Boolean).join(' ');
      if (activeStyle) shownStyle = { ...shownStyle, ...activeStyle };
    }
    return jsx(THEME_LINK, {
      ...rest,
      ...(route !== undefined ? { to: route } : {}),
      ...(shownClass ? { className: shownClass } : {}),
      ...(shownStyle && Object.keys(shownStyle).length > 0 ? { style: shownStyle } : {}),
      ...(active ? { 'aria-current': ariaCurrent } : {}),
    });
  };
}
