/** The part of the site config `useDocusaurusContext()` needs. */
export interface CompatSiteInput {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  customFields?: Record<string, unknown>;
}

/**
 * `useDocusaurusContext()`'s value from this project's site config: `siteConfig` with the fields
 * content reads (`title`, `tagline`, `url`, `baseUrl`, `customFields`), and `i18n` for one locale.
 */
export function docusaurusContext(site: CompatSiteInput) {
  return {
    siteConfig: { ...site, customFields: site.customFields ?? {} },
    siteMetadata: { docusaurusVersion: '3' },
    globalData: {},
    i18n: { defaultLocale: 'en', locales: ['en'], currentLocale: 'en', localeConfigs: {} },
    codeTranslations: {},
  };
}
