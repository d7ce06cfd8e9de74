import { loadedManifest } from '../manifest';
import { withBaseUrl } from '../../shared/base-url';

/** `@docusaurus/useBaseUrl`: a site path under the configured base URL; full URLs stay as they are. */
export default function useBaseUrl(path: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}): string {
  const { site } = loadedManifest();
  return withBaseUrl(path, site.baseUrl, site.url, options);
}

export function useBaseUrlUtils() {
  const { site } = loadedManifest();
  return {
    withBaseUrl: (path: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}) => withBaseUrl(path, site.baseUrl, site.url, options),
  };
}
