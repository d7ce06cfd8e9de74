import { NotFound as ThemeNotFound } from '../../../web/theme/NotFound';
import { loadedManifest } from '../manifest';

/** `@theme/NotFound`: the page-not-found content. */
export default function NotFound() {
  return <ThemeNotFound site={loadedManifest().site} />;
}
