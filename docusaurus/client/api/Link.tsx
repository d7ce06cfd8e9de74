import { Link as ThemeLink, type LinkProps } from '../../../web/theme/Link';
import { loadedManifestOrNull } from '../manifest';
import { linkRoutePath, localeBaseUrl } from '../../shared/base-url';

/**
 * `@docusaurus/Link`: `to` or `href` through Docusaurus's base URL rule with the page's locale
 * (`/relays` in Arabic is `/sub/ar/relays`), handed to this site's router as its route path.
 */
export default function Link({ to, href, ...props }: LinkProps) {
  const target = to || href;
  const manifest = loadedManifestOrNull();
  if (target === undefined || !manifest) return <ThemeLink to={target} {...props} />;
  const { site, i18n } = manifest;
  return <ThemeLink to={linkRoutePath(target, site.baseUrl, localeBaseUrl(site.baseUrl, i18n), site.url)} {...props} />;
}
