import { lazy, Suspense } from 'react';
import { useClientValue } from '../../app/use-client-value';
import { baseUrlMismatch } from '../../app/base-url';

// Almost every visit is at the right path: the message and its styles load only for one that is not.
const BaseUrlMessage = lazy(() => import('./Message'));

/** Says so plainly when the site is served under a path that does not match its configured base URL. */
export function BaseUrlBanner({ baseUrl }: { baseUrl: string }) {
  const served = useClientValue(() => (baseUrlMismatch(baseUrl, window.location.pathname) ? window.location.pathname : null), null);
  if (served === null) return null;
  return (
    <Suspense fallback={null}>
      <BaseUrlMessage baseUrl={baseUrl} served={served} />
    </Suspense>
  );
}
