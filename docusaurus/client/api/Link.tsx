import { Link as ThemeLink, type LinkProps } from '../../../web/theme/Link';
import { loadedManifestOrNull } from '../manifest';
import { linkRoutePath, localeBaseUrl } from '../../shared/base-url';

/** Docusaurus's Link props this one reads or keeps off the element (the theme marks active links itself). */
interface Props extends LinkProps {
  autoAddBaseUrl?: boolean;
  isNavLink?: boolean;
  activeClassName?: string;
  isActive?: unknown;
  'data-noBrokenLinkCheck'?: boolean;
}

/**
 * `@docusaurus/Link`: `to` or `href` through Docusaurus's base URL rule with the page's locale
 * (`/relays` in Arabic is `/sub/ar/relays`), handed to this site's router as its route path.
 */
export default function Link({
  to,
  href,
  autoAddBaseUrl = true,
  isNavLink: _n,
  activeClassName: _a,
  isActive: _i,
  'data-noBrokenLinkCheck': _b,
  ...props
}: Props) {
  const target = to || href;
  const manifest = loadedManifestOrNull();
  if (target === undefined || !manifest) return <ThemeLink to={target} {...props} />;
  const { site, i18n } = manifest;
  return <ThemeLink to={linkRoutePath(target, site.baseUrl, localeBaseUrl(site.baseUrl, i18n), site.url, autoAddBaseUrl)} {...props} />;
}
