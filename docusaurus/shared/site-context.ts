import type { NavbarItem } from '../../common/contract.js';
import type { CodeThemes } from '../../common/site-config.js';
import type { GlobalData } from './global-data.js';
import { docusaurusNavbarItem } from './navbar-items.js';
import { localeBaseUrl } from './base-url.js';

/** The part of the site config `useDocusaurusContext()` needs. */
export interface CompatSiteInput {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  customFields?: Record<string, unknown>;
  colorMode?: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; disableSwitch: boolean };
  docsSidebar?: { hideable: boolean; autoCollapseCategories: boolean };
  /** The config's navbar items (a swizzled `Navbar/Content` draws them from `useThemeConfig()`). */
  navbar?: NavbarItem[];
  trailingSlash?: boolean;
  /** The config's `titleDelimiter` (default `|`), which theme-common's title formatter puts between the titles. */
  titleDelimiter?: string;
  /** `themeConfig.blog.sidebar.groupByYear: false`; absent: true. */
  blogGroupByYear?: boolean;
  /** The config's `noIndex` (the build's site data), or the manifest's `head.noIndex` (the browser). */
  noIndex?: boolean;
  head?: { noIndex?: boolean };
  /** `themeConfig.announcementBar` as Docusaurus validates it (`content` its HTML text), when the site has one. */
  announcementBar?: AnnouncementBarConfig;
  /** `themeConfig.footer` in Docusaurus's shape (`docusaurus/client/footer-config.ts`), when the site has one. */
  footer?: FooterThemeConfig;
  /**
   * `themeConfig.prism`'s theme objects, in the build-time site data; the browser's bundle gives
   * them with `providePrismThemes` instead, only to the pages whose code can read them.
   */
  prismThemes?: CompatPrismThemes;
}

/** Docusaurus's `themeConfig.footer`, as theme-classic validates it (`links` defaults to none). */
export interface FooterThemeConfig {
  style: 'light' | 'dark';
  logo?: { alt: string; src: string; srcDark?: string; href?: string; width?: number | string; height?: number | string };
  links: unknown[];
  copyright?: string;
}

/** A Docusaurus site's code themes (prism-react-renderer's theme objects), as `usePrismTheme()` returns them. */
export interface CompatPrismThemes {
  theme: unknown;
  /** The config's `darkTheme`, else `theme` (as theme-common falls back). */
  darkTheme: unknown;
}

/** `usePrismTheme()`'s two themes from the code themes of a site with Prism's (`dark` is already `light` when the config has no `darkTheme`). */
export function prismThemesOf(codeThemes: CodeThemes | undefined): CompatPrismThemes | null {
  const prism = codeThemes?.prism;
  return prism ? { theme: prism.light, darkTheme: prism.dark } : null;
}

let providedPrismThemes: CompatPrismThemes | undefined;

/**
 * The site's code themes in the browser, from the module the bundle adds to theme-common's
 * `usePrismTheme` (`docusaurus/node/bundle/prism-themes-module.ts`): the objects are a kilobyte or
 * more, so they come with the code that reads them, not with every page's site config.
 */
export function providePrismThemes(themes: CompatPrismThemes): void {
  providedPrismThemes = themes;
}

/** Docusaurus's `SiteMetadata`: `@generated/site-metadata` (docusaurus/node/config/site-metadata.ts). */
export interface CompatSiteMetadata {
  docusaurusVersion: string;
  siteVersion?: string;
  pluginVersions: Record<string, unknown>;
}

/** For a site this build knows no metadata of (one in this project's own format): the major version this layer follows. */
export const UNKNOWN_SITE_METADATA: CompatSiteMetadata = { docusaurusVersion: '3', pluginVersions: {} };

/** Docusaurus's validated `themeConfig.announcementBar`, which theme-common's `useAnnouncementBar()` and a swizzled bar read. */
export interface AnnouncementBarConfig {
  id: string;
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

/** The config's bar with Docusaurus's defaults (white, black text, closeable), `content` as HTML text. */
export function announcementBarConfig(bar: {
  id: string;
  content: string;
  backgroundColor?: string | null;
  textColor?: string | null;
  isCloseable?: boolean;
}): AnnouncementBarConfig {
  return {
    id: bar.id,
    content: bar.content,
    backgroundColor: bar.backgroundColor ?? '#fff',
    textColor: bar.textColor ?? '#000',
    isCloseable: bar.isCloseable ?? true,
  };
}

/** The locales as `useDocusaurusContext().i18n` and `@docusaurus/Translate` see them. */
export interface CompatI18n {
  currentLocale: string;
  defaultLocale: string;
  /** `prefix`: the locale's URL prefix (`''` for the default locale, `/ar`), as the manifest gives it. */
  locales: {
    code: string;
    label: string;
    direction: 'ltr' | 'rtl';
    htmlLang: string;
    prefix?: string;
    baseUrl?: string;
    url?: string;
    path?: string;
    translate?: boolean;
  }[];
  /** `i18n.path` when the config sets another folder than Docusaurus's default `i18n`. */
  path?: string;
  /** `i18n/<currentLocale>/code.json`: id → message. */
  translations: Record<string, string>;
}

export const ENGLISH: CompatI18n = {
  currentLocale: 'en',
  defaultLocale: 'en',
  locales: [{ code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en' }],
  translations: {},
};

/**
 * The `themeConfig` keys `@docusaurus/theme-common` reads through `useThemeConfig()`, with
 * theme-classic's defaults where this build keeps no value (3.0–3.10 read the same keys).
 */
function compatThemeConfig(site: CompatSiteInput, i18n: CompatI18n) {
  const current = i18n.locales.find((l) => l.code === i18n.currentLocale);
  const localePrefix = current?.prefix ?? (i18n.currentLocale === i18n.defaultLocale ? '' : `/${i18n.currentLocale}`);
  const paths = { siteBaseUrl: site.baseUrl, localePrefix };
  return {
    colorMode: site.colorMode ?? { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    docs: { versionPersistence: 'localStorage', sidebar: site.docsSidebar ?? { hideable: false, autoCollapseCategories: false } },
    blog: { sidebar: { groupByYear: site.blogGroupByYear ?? true } },
    ...(site.announcementBar ? { announcementBar: site.announcementBar } : {}),
    metadata: [],
    image: undefined,
    navbar: { hideOnScroll: false, items: (site.navbar ?? []).map((item) => docusaurusNavbarItem(item, paths)) },
    ...(site.footer ? { footer: site.footer } : {}),
    prism: {
      // Read when asked: a chunk reading them may load after the context was first made.
      get theme() {
        return (site.prismThemes ?? providedPrismThemes)?.theme;
      },
      get darkTheme() {
        return (site.prismThemes ?? providedPrismThemes)?.darkTheme;
      },
      additionalLanguages: [],
      magicComments: [
        { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
      ],
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  };
}

/** A locale's calendar as Docusaurus infers it (`Intl.Locale`'s first calendar: `fa` is `persian`), else `gregory`. */
export function defaultCalendar(tag: string): string {
  try {
    const locale = new Intl.Locale(tag) as Intl.Locale & { getCalendars?: () => string[]; calendars?: string[] };
    return locale.calendar ?? (locale.getCalendars?.() ?? locale.calendars)?.[0] ?? 'gregory';
  } catch {
    return 'gregory';
  }
}

/**
 * `useDocusaurusContext()`'s value from this project's site config: `siteConfig` with the fields
 * content reads (`title`, `tagline`, `url`, `customFields`, the `themeConfig` keys theme-common
 * reads, and `baseUrl` the locale's, as Docusaurus builds each locale with its own), `i18n` of the
 * page's locale (each locale's `baseUrl` and `url` in `localeConfigs`), `codeTranslations` (its `code.json`) and
 * `globalData` (a getter: the docs data behind it is read only by content that asks).
 */
export function docusaurusContext(
  site: CompatSiteInput,
  i18n: CompatI18n = ENGLISH,
  global: () => GlobalData = () => ({}),
  siteMetadata: CompatSiteMetadata = UNKNOWN_SITE_METADATA,
) {
  const { colorMode: _c, docsSidebar: _d, announcementBar: _a, prismThemes: _p, ...config } = site;
  // Docusaurus's values (`loadI18n`): `path` is the config's folder, each locale's its own folder name.
  const i18nPath = i18n.path ?? 'i18n';
  const localeConfigs = Object.fromEntries(
    i18n.locales.map((l) => [
      l.code,
      {
        label: l.label,
        direction: l.direction,
        htmlLang: l.htmlLang,
        calendar: defaultCalendar(l.htmlLang),
        path: l.path ?? l.code,
        translate: l.translate ?? false,
        url: l.url ?? site.url,
        baseUrl: localeBaseUrl(site.baseUrl, i18n, l.code),
      },
    ]),
  );
  return {
    siteConfig: {
      ...config,
      baseUrl: localeBaseUrl(site.baseUrl, i18n),
      // Docusaurus's values where the config leaves them out (its validation's defaults).
      trailingSlash: site.trailingSlash,
      noIndex: site.noIndex ?? site.head?.noIndex ?? false,
      titleDelimiter: site.titleDelimiter ?? '|',
      customFields: site.customFields ?? {},
      themeConfig: compatThemeConfig(site, i18n),
      i18n: { defaultLocale: i18n.defaultLocale, path: i18nPath, locales: i18n.locales.map((l) => l.code), localeConfigs },
    },
    siteMetadata,
    get globalData() {
      return global();
    },
    i18n: {
      defaultLocale: i18n.defaultLocale,
      locales: i18n.locales.map((l) => l.code),
      currentLocale: i18n.currentLocale,
      path: i18nPath,
      localeConfigs,
    },
    codeTranslations: i18n.translations,
  };
}
