import type { BootDocsVersion } from '../../../common/contract';
import { Link } from '../Link';
import { pluginVersions, sameDocIn, type DocHere } from '../../app/versions';
import { savePreferredVersion } from '../../app/docs-version';
import { useTranslate } from '../../app/use-translate';
import './styles.css';
import { ThemeClassNames } from '../../../docusaurus/shared/theme-class-names';

/**
 * Docusaurus's banner on docs of a version other than the last: unreleased (newer) or unmaintained
 * (older), with a link to the same doc in the last version (else its main doc); following the
 * link stores the last version as preferred.
 */
export function DocVersionBanner({
  versions,
  version,
  pathname,
  doc,
  siteTitle,
}: {
  versions: BootDocsVersion[];
  version: BootDocsVersion;
  pathname: string;
  doc: DocHere;
  siteTitle: string;
}) {
  const t = useTranslate();
  if (!version.banner) return null;
  const latest = pluginVersions(versions, version.pluginId).find((v) => v.isLast);
  if (!latest) return null;
  const [before, after = ''] = t(
    'theme.docs.versions.latestVersionSuggestionLabel',
    'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).',
    {
      versionLabel: latest.label,
    },
  ).split('{latestVersionLink}');
  return (
    <div className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.docs.docVersionBanner} doc-version-banner` : 'doc-version-banner'} role="note">
      <p>
        {version.banner === 'unreleased'
          ? t('theme.docs.versions.unreleasedVersionLabel', 'This is unreleased documentation for {siteTitle} {versionLabel} version.', {
              siteTitle,
              versionLabel: version.label,
            })
          : t('theme.docs.versions.unmaintainedVersionLabel', 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.', {
              siteTitle,
              versionLabel: version.label,
            })}
      </p>
      <p>
        {before}
        <Link href={sameDocIn(latest, doc, pathname)} onClick={() => savePreferredVersion(latest)}>
          <b>{t('theme.docs.versions.latestVersionLinkLabel', 'latest version')}</b>
        </Link>
        {after}
      </p>
    </div>
  );
}

/** The version badge above a doc's title, shown when the plugin has several versions. */
export function DocVersionBadge({ version, className }: { version: BootDocsVersion; className?: string }) {
  const t = useTranslate();
  if (!version.badge) return null;
  return (
    <span
      className={
        __CHROME_THEME_CLASSES__
          ? `${ThemeClassNames.docs.docVersionBadge} doc-version-badge${className ? ` ${className}` : ''}`
          : className
            ? `doc-version-badge ${className}`
            : 'doc-version-badge'
      }
    >
      {t('theme.docs.versionBadge.label', 'Version: {versionLabel}', { versionLabel: version.label })}
    </span>
  );
}
