import type { DocsVersion } from '../../../pipeline/contract';
import { Link } from '../Link';
import { pluginVersions, sameDocIn } from '../../app/versions';
import { savePreferredVersion } from '../../app/docs-version';
import './styles.css';

/**
 * Docusaurus's banner on docs of a version other than the last: unreleased (newer) or unmaintained
 * (older), with a link to the same doc in the last version (else its main doc); following the
 * link stores the last version as preferred.
 */
export function DocVersionBanner({ versions, version, pathname, siteTitle }: { versions: DocsVersion[]; version: DocsVersion; pathname: string; siteTitle: string }) {
  if (!version.banner) return null;
  const latest = pluginVersions(versions, version.pluginId).find((v) => v.isLast);
  if (!latest) return null;
  return (
    <div className="doc-version-banner" role="note">
      <p>
        {version.banner === 'unreleased' ? (
          <>
            This is unreleased documentation for {siteTitle} <b>{version.label}</b> version.
          </>
        ) : (
          <>
            This is documentation for {siteTitle} <b>{version.label}</b>, which is no longer actively maintained.
          </>
        )}
      </p>
      <p>
        For up-to-date documentation, see the{' '}
        <Link href={sameDocIn(latest, version, pathname)} onClick={() => savePreferredVersion(latest)}>
          <b>latest version</b>
        </Link>{' '}
        ({latest.label}).
      </p>
    </div>
  );
}

/** The version badge above a doc's title, shown when the plugin has several versions. */
export function DocVersionBadge({ version }: { version: DocsVersion }) {
  if (!version.badge) return null;
  return <span className="doc-version-badge">Version: {version.label}</span>;
}
