import { NotFoundText } from '../../../../web/theme/NotFound';
import { loadedManifest } from '../../manifest';

/**
 * `@theme/NotFound/Content`: the page-not-found text that a site's `NotFound` page or its own 404
 * page puts inside its Layout (Docusaurus 3 split NotFound into the page and this content).
 */
export default function NotFoundContent({ className }: { className?: string }) {
  return (
    <main className={className ? `container page-narrow not-found ${className}` : 'container page-narrow not-found'}>
      <NotFoundText site={loadedManifest().site} />
    </main>
  );
}
