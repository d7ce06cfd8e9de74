/** The author-facing shape of `content/site.config.ts`; the pipeline turns it into SiteConfigJson. */
export type NavbarItemConfig =
  | { type: 'doc'; docId: string; label: string; position?: 'left' | 'right' }
  | { type: 'docSidebar'; sidebarId: string; label: string; position?: 'left' | 'right' }
  | { type?: 'default'; label: string; to?: string; href?: string; position?: 'left' | 'right' }
  | {
      type: 'dropdown';
      label: string;
      position?: 'left' | 'right';
      items: ({ label: string; to?: string; href?: string } | { type: 'doc'; docId: string; label: string })[];
    }
  | { type: 'search'; position?: 'left' | 'right' }
  | { type: 'localeDropdown'; position?: 'left' | 'right' }
  /** Docusaurus's version dropdown: the versions of one docs plugin instance (`docsPluginId`, default `default`). */
  | { type: 'docsVersionDropdown'; position?: 'left' | 'right'; docsPluginId?: string; dropdownActiveClassDisabled?: boolean };

export interface SiteConfig {
  /** The content folder (docs/, blog/, sidebars, static/), relative to this file; default: its own folder. */
  contentDir?: string;
  title: string;
  tagline: string;
  url: string;
  baseUrl?: string;
  logo: { alt: string; src: string };
  navbar: NavbarItemConfig[];
  footer: {
    columns: { title: string; items: { label: string; to?: string; href?: string }[] }[];
    thanks?: { text: string; href: string };
    copyright: string;
  };
  announcement?: { id: string; content: string; href?: string };
  colorMode?: { defaultMode?: 'light' | 'dark'; respectPrefersColorScheme?: boolean };
  /** Analytics: a measurement id from here or from the ANALYTICS_ID environment variable. */
  analytics?: { provider: 'plausible' | 'ga4'; measurementId?: string };
  /** Prefix for "Edit this page": the file's path relative to the content root is appended. */
  editUrl?: string;
  blog?: { postsPerPage?: number; title?: string; description?: string };
  i18n?: { locales: { code: string; label: string }[] };
}

export function defineConfig(config: SiteConfig): SiteConfig {
  return config;
}
