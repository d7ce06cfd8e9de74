import { loadedManifest } from '../manifest';
import { docusaurusContext } from '../../shared/site-context';
import useGlobalData from './useGlobalData';
import { compatAnnouncementBar } from '../announcement-bar';
import { compatFooter } from '../footer-config';
import siteMetadata from '@generated/site-metadata';

/**
 * `@docusaurus/useDocusaurusContext`: `siteConfig` (with `customFields` and the `themeConfig` keys
 * theme-common reads), the page's `i18n` and `codeTranslations` from the manifest, `siteMetadata`
 * (the module Docusaurus generates, in the bundle of the sites that read it), and `globalData`,
 * whose files are fetched only when a component reads it (React's `use`, which may be called
 * conditionally, so reading it in render, as Docusaurus sites do, is sound).
 */
export default function useDocusaurusContext() {
  const { site, i18n } = loadedManifest();
  const compat = { ...site, announcementBar: compatAnnouncementBar(site.announcement, site.baseUrl), footer: compatFooter(site.footer, site.baseUrl) };
  // eslint-disable-next-line react-hooks/rules-of-hooks -- calls only React's `use` (see above)
  return docusaurusContext(compat, i18n, () => useGlobalData(), siteMetadata);
}
