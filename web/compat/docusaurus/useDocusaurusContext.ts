import { loadedManifest } from '../manifest';
import { docusaurusContext } from '../../../common/compat/site-context';

/** `@docusaurus/useDocusaurusContext`: `siteConfig` (with `customFields`) from the manifest. */
export default function useDocusaurusContext() {
  return docusaurusContext(loadedManifest().site);
}
