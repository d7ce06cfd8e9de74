import './styles.css';

/** The banner's text: loaded only when the page is opened under another path than its base URL. */
export default function BaseUrlMessage({ baseUrl, served }: { baseUrl: string; served: string }) {
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
