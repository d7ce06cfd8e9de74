import { loadedManifest } from '../manifest';
import { localeBaseUrl, withBaseUrl, type BaseUrlOptions } from '../../shared/base-url';

/** `withBaseUrl` with the base URL of the page's locale (`/sub/ar/` in Arabic), as Docusaurus's. */
function localeWithBaseUrl(): (path: string, options?: BaseUrlOptions) => string {
  const { site, i18n } = loadedManifest();
  const base = localeBaseUrl(site.baseUrl, i18n);
  return (path, options = {}) => withBaseUrl(path, base, site.url, options);
}

/** `@docusaurus/useBaseUrl`: a site path under the base URL of the page's locale; full URLs stay as they are. */
export default function useBaseUrl(path: string, options: BaseUrlOptions = {}): string {
  return localeWithBaseUrl()(path, options);
}

export function useBaseUrlUtils() {
  return { withBaseUrl: localeWithBaseUrl() };
}
