import { NotFoundContent as ThemeNotFoundContent } from '../../../../web/theme/NotFound/Content';
import { loadedManifest } from '../../manifest';

/**
 * `@theme/NotFound/Content`: the page-not-found text that a site's `NotFound` page or its own 404
 * page puts inside its Layout (Docusaurus 3 split NotFound into the page and this content).
 */
export default function NotFoundContent({ className }: { className?: string }) {
  return <ThemeNotFoundContent site={loadedManifest().site} className={className} />;
}
