import { withoutBase } from '../../../common/base-url';
import { BASE_URL } from '../../../web/app/base-url';
import { loadedManifestOrNull } from '../manifest';
import { linkRoutePath, localeBaseUrl } from '../../shared/base-url';

/**
 * A site path as theme props give it (Docusaurus's permalinks carry the base URL and the locale's
 * path, config `to`s carry neither) as the route this theme's Link expects, by the rule of
 * Docusaurus's `<Link>` that its theme components render them with: a config `to` gets the page
 * locale's base URL (`/docs/x` in Arabic is `/ar/docs/x`), a permalink stays, `trailingSlash`
 * applies.
 */
export function routeOf(path: string): string {
  const manifest = loadedManifestOrNull();
  if (!manifest) return path.startsWith('/') ? (withoutBase(path, BASE_URL) ?? path) : path;
  const { site, i18n } = manifest;
  return linkRoutePath(path, {
    siteBaseUrl: site.baseUrl,
    localeBaseUrl: localeBaseUrl(site.baseUrl, i18n),
    siteUrl: site.url,
    trailingSlash: site.trailingSlash,
  });
}
