import { useClientValue } from '../../app/use-client-value';
import { baseUrlMismatch } from '../../app/base-url';
import './styles.css';

/** Says so plainly when the site is served under a path that does not match its configured base URL. */
export function BaseUrlBanner({ baseUrl }: { baseUrl: string }) {
  const served = useClientValue(() => (baseUrlMismatch(baseUrl, window.location.pathname) ? window.location.pathname : null), null);
  if (served === null) return null;
  return (
    <div className="base-url-banner" role="alert">
      <p>
        <strong>This site did not load properly.</strong> It is configured for the base URL <code>{baseUrl}</code>, but this page was opened at{' '}
        <code>{served}</code>. Links and files may be missing: open the site under <code>{baseUrl}</code>, or set <code>baseUrl</code> in the site configuration
        to the path it is served from.
      </p>
    </div>
  );
}
