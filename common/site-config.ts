import type { ThemeRegistrationRaw } from 'shiki';
import type { MermaidTheme, NavbarItemLook } from './contract.js';

/*
 * The author-facing configuration: the shape of a site's `site.config.ts` (this project's own
 * format; a Docusaurus site's `docusaurus.config.*` is translated into it by the adapter). Types
 * only, on the ground floor, so an author's config, the pipeline and the adapter share one
 * vocabulary; what the build adds when it resolves a config is `pipeline/site-config.ts`.
 */

/** The themes code is coloured with, one per colour mode: Shiki's, or a Docusaurus site's Prism themes (`prism`). */
export interface CodeThemes {
  /** A theme bundled with Shiki, or one of `custom`. */
  light: string;
  dark: string;
  /** Shiki themes of the site's own, by name. */
  custom?: Record<string, ThemeRegistrationRaw>;
  /**
   * A Docusaurus site's `themeConfig.prism`: its blocks are tokenized by Prism and coloured with
   * these theme objects, as Docusaurus shows them (`pipeline/mdx/plugins/code-blocks/prism.ts`);
   * `light`/`dark` are then unused.
   */
  prism?: PrismCodeTheme;
}

/** One style of a Prism theme (prism-react-renderer's format, CSS properties in camel case). */
export interface PrismStyle {
  color?: string;
  backgroundColor?: string;
  fontStyle?: string;
  fontWeight?: string | number;
  textDecorationLine?: string;
  opacity?: number;
  textShadow?: string;
}

/** A Prism theme object as prism-react-renderer ships them and a Docusaurus config names them. */
export interface PrismTheme {
  plain?: PrismStyle;
  styles?: { types: string[]; languages?: string[]; style: PrismStyle }[];
}

/** How a Docusaurus site's code is highlighted: its Prism themes and languages. */
export interface PrismCodeTheme {
  light: PrismTheme;
  dark: PrismTheme;
  /** `themeConfig.prism.additionalLanguages`: prismjs components loaded besides prism-react-renderer's languages. */
  additionalLanguages?: string[];
  /** `themeConfig.prism.defaultLanguage`: the language of a block that names none. */
  defaultLanguage?: string;
  /** The site's own prism-react-renderer (its Prism and languages are what it shows); this project's when unset. */
  renderer?: InstalledPackage;
  /** The site's own prismjs, for `additionalLanguages`; this project's when unset. */
  prismjs?: InstalledPackage;
}

/** A package as a site has it installed: its folder, and its version for the build cache's key. */
export interface InstalledPackage {
  dir: string;
  version: string;
}

/** How loud a broken link or image is, as Docusaurus's options say (`throw` fails the build). */
export type BrokenLinkSeverity = 'ignore' | 'log' | 'warn' | 'throw';

/** The arguments Docusaurus passes a `markdown.hooks` function: the file, the URL as written and the mdast node. */
export interface BrokenMarkdownParams {
  sourceFilePath: string;
  url: string;
  node: unknown;
}

/** A hook function: the URL to use instead, or nothing to leave the URL as written. It may throw to fail the build. */
export type BrokenMarkdownHook = (params: BrokenMarkdownParams) => string | undefined | void;

export interface MarkdownCompileOptions {
  /** `markdown.emoji: false` leaves `:shortcodes:` as text. */
  emoji?: boolean;
  /** `markdown.anchors.maintainCase`: `## Hello World` gets the id `Hello-World`. */
  maintainCase?: boolean;
  /** `markdown.hooks.onBrokenMarkdownImages` (Docusaurus's default: throw). */
  onBrokenImages?: BrokenLinkSeverity | BrokenMarkdownHook;
  /**
   * `markdown.hooks.onBrokenMarkdownLinks` when it is a function (called while compiling); a
   * severity is the site's `onBrokenMarkdownLinks`, applied with the other link checks.
   */
  onBrokenLinks?: BrokenMarkdownHook;
}

/**
 * `@docusaurus/plugin-ideal-image`'s resizing options, as its loader (`@docusaurus/responsive-loader`)
 * reads them. Numbers only: the site-config reader drops anything else.
 */
export interface IdealImageOptions {
  /** Widths to make. */
  sizes?: number[];
  /** One width to make. */
  size?: number;
  /** With `max`: `steps` widths from `min` to `max`, both included. */
  min?: number;
  max?: number;
  /** Default 4. */
  steps?: number;
  /** JPEG and WebP quality, 1–100; default 85. PNG is lossless, so it has none. */
  quality?: number;
  /** Default true: dev mode serves the original file. */
  disableInDev?: boolean;
}

/** A link of a dropdown as the config writes it: `to` a path of the site, `href` a URL; or a doc of a docs instance. */
export type DropdownItemConfig = ({ label: string; to?: string; href?: string } | { type: 'doc'; docId: string; docsPluginId?: string; label: string }) &
  NavbarItemLook;

/** Docusaurus's links put before and after the locales or versions of their dropdown. */
export interface DropdownItemsAround {
  dropdownItemsBefore?: DropdownItemConfig[];
  dropdownItemsAfter?: DropdownItemConfig[];
}

/** A version dropdown's `versions` option, in either of theme-classic's two forms. */
export type DropdownVersions = string[] | Record<string, { label?: string }>;

/** The author-facing shape of `content/site.config.ts`; the pipeline turns it into SiteConfigJson. */
export type NavbarItemConfig =
  /** `docsPluginId` (default `default`): the docs plugin instance whose doc or sidebar it names, as in Docusaurus. */
  | ({ type: 'doc'; docId: string; docsPluginId?: string; label: string; position?: 'left' | 'right' } & NavbarItemLook)
  | ({ type: 'docSidebar'; sidebarId: string; docsPluginId?: string; label: string; position?: 'left' | 'right' } & NavbarItemLook)
  | ({ type?: 'default'; label: string; to?: string; href?: string; position?: 'left' | 'right' } & NavbarItemLook)
  | ({
      type: 'dropdown';
      label: string;
      position?: 'left' | 'right';
      items: DropdownItemConfig[];
    } & NavbarItemLook)
  | { type: 'search'; position?: 'left' | 'right' }
  | ({
      type: 'localeDropdown';
      position?: 'left' | 'right';
      /** Appended to each locale's link, after the page's own query string (Docusaurus's option). */ queryString?: string;
    } & DropdownItemsAround)
  /** Docusaurus's `html` item: parsed at build time, rendered as elements (never as a raw string). */
  | { type: 'html'; value: string; position?: 'left' | 'right'; /** On the item's element, as theme-classic's `HtmlNavbarItem` puts it. */ className?: string }
  /**
   * Docusaurus's `docsVersion` item: one link to a version's main doc (the last version's, or the
   * version being read), labelled with that version's label unless `label` is set.
   */
  | ({ type: 'docsVersion'; label?: string; to?: string; docsPluginId?: string; position?: 'left' | 'right' } & NavbarItemLook)
  /** Docusaurus's version dropdown: the versions of one docs plugin instance (`docsPluginId`, default `default`). */
  | ({
      type: 'docsVersionDropdown';
      position?: 'left' | 'right';
      docsPluginId?: string;
      /** The dropdown is never marked active (theme-classic hands it `isActive: () => false`). */
      dropdownActiveClassDisabled?: boolean;
      /**
       * theme-classic's `versions`: the versions listed, in this order (names), or by name with each
       * one's own label (`{ '2.0': { label: '2.0 (LTS)' } }`); absent: every version, as labelled.
       */
      versions?: DropdownVersions;
    } & DropdownItemsAround)
  /** A Docusaurus site's own item type (`custom-*`, registered by its swizzled `NavbarItem/ComponentTypes`) and the item's other fields. */
  | { type: 'custom'; customType: string; props: Record<string, unknown>; position?: 'left' | 'right' };

export interface LogoConfig {
  alt: string;
  src: string;
  /** Shown in dark mode instead of `src`. */
  srcDark?: string;
  href?: string;
  width?: number | string;
  height?: number | string;
}

/** Docusaurus's `editUrl` function form: called at build time for each doc, post or Markdown page. */
export type EditUrlFunction = (params: {
  version?: string;
  versionDocsDirPath?: string;
  docPath?: string;
  blogDirPath?: string;
  blogPath?: string;
  pagesDirPath?: string;
  pagesPath?: string;
  permalink: string;
  locale: string;
}) => string | undefined;

/** An element Docusaurus's `headTags` (and `stylesheets`/`scripts`) put into every page's head. */
export interface HeadTagConfig {
  tagName: string;
  attributes: Record<string, string | boolean>;
  innerHTML?: string;
}

/** What search indexes and how the box shows it; every field optional (defaults in `SiteConfigJson.search`). */
export interface SearchConfig {
  /** Docs are searched (default true). */
  indexDocs?: boolean;
  /** Blog posts are searched (default true). */
  indexBlog?: boolean;
  /** Suggestions in the search box (default 8). */
  suggestions?: number;
  /** Characters of the snippet shown under a result (default 50). */
  snippetLength?: number;
  /** A result link marks the query's words on the page it opens (default true). */
  highlightOnTarget?: boolean;
  /** Search contexts by route prefix (`/docs/api`) instead of one per docs sidebar; a page in none keeps its sidebar's. */
  contextsByPaths?: { path: string; label?: string }[];
}

export interface SiteConfig {
  /** The content folder (docs/, blog/, sidebars, static/), relative to this file; default: its own folder. */
  contentDir?: string;
  title: string;
  tagline: string;
  url: string;
  baseUrl?: string;
  /** The navbar logo; null for none (Docusaurus shows the title alone when `navbar.logo` is unset). */
  logo: LogoConfig | null;
  /** Text beside the navbar logo; default the site title, null for none (Docusaurus's `navbar.title`). */
  navbarTitle?: string | null;
  navbar: NavbarItemConfig[];
  /** Docusaurus's `navbar.style`: a dark or primary-coloured navbar in both colour modes. */
  navbarStyle?: 'dark' | 'primary';
  /** Null: no footer (a Docusaurus config without `themeConfig.footer`, which theme-classic draws as none). */
  footer: {
    style?: 'light' | 'dark';
    /** Default: the site logo; null for none. */
    logo?: LogoConfig | null;
    columns: { title?: string; items: ({ label: string; to?: string; href?: string } | { html: string })[] }[];
    thanks?: { text: string; href: string };
    /** HTML, as in Docusaurus: parsed at build time into elements. */
    copyright: string;
  } | null;
  /** `content` is HTML (as in Docusaurus); `href` makes the whole text a link. */
  announcement?: { id: string; content: string; href?: string; backgroundColor?: string; textColor?: string; isCloseable?: boolean };
  /**
   * `systemChoice` (default: true): with `respectPrefersColorScheme`, the toggle offers the system's
   * mode as a third choice, as Docusaurus 3.8+ does (false: light and dark only, as before 3.8).
   */
  colorMode?: { defaultMode?: 'light' | 'dark'; respectPrefersColorScheme?: boolean; disableSwitch?: boolean; systemChoice?: boolean };
  /** Shiki themes code is coloured with (default github-light/github-dark); a Docusaurus site's come from `themeConfig.prism`. */
  codeThemes?: CodeThemes;
  /** Served as the page icon (a path in static/ or a URL). */
  favicon?: string;
  /** Site CSS files (absolute paths) bundled after the theme's own: Docusaurus's `theme.customCss`. */
  customCss?: string[];
  /** Values pages can read (`useDocusaurusContext().siteConfig.customFields`). */
  customFields?: Record<string, unknown>;
  /** Extra `<head>` elements; scripts must be external (the CSP names their origins). */
  headTags?: HeadTagConfig[];
  /** `<meta>` tags on every page (Docusaurus's `themeConfig.metadata`). */
  metadata?: Record<string, string>[];
  /** Default social card image (a path in static/ or a URL). */
  image?: string;
  /** noindex on every page (robots meta, header, robots.txt). */
  noIndex?: boolean;
  /** `from` → `to` page redirects written to `_redirects` (Docusaurus's client-redirects plugin). */
  redirects?: { from: string; to: string }[];
  /**
   * The client-redirects plugin's `createRedirects(existingPath)`: called at build time for every
   * page route (without the base URL or locale prefix, as Docusaurus passes it); the paths it
   * returns redirect there.
   */
  createRedirects?: (existingPath: string) => string | string[] | null | undefined;
  /** Docusaurus's `trailingSlash`: routes get (`true`) or lose (`false`) it; unset keeps each plugin's form. */
  trailingSlash?: boolean;
  /** Docusaurus's `titleDelimiter`: between a page's title and the site's in `<title>`; default `|`. */
  titleDelimiter?: string;
  /** Folders published at the site root, in order (`['static']` by default); relative to the site folder. */
  staticDirectories?: string[];
  /** `@docusaurus/plugin-ideal-image`'s options: `<Image img={require(...)} />` is resized to these widths. */
  idealImage?: IdealImageOptions;
  /** Docusaurus's `markdown.format`: `mdx` (default), `md` (CommonMark, no JSX/ESM) or `detect` (by extension). */
  markdownFormat?: 'mdx' | 'md' | 'detect';
  /** Docusaurus's `markdown.emoji`, `markdown.anchors.maintainCase` and `markdown.hooks` (`config/markdown-options.ts`). */
  markdownOptions?: MarkdownCompileOptions;
  sitemap?: { changefreq?: string | null; priority?: number | null; ignorePatterns?: string[]; filename?: string };
  /** Search (the options of Docusaurus's `@easyops-cn/docusaurus-search-local` that apply here). */
  search?: SearchConfig;
  docsSidebar?: { hideable?: boolean; autoCollapseCategories?: boolean };
  /** Docusaurus's `themeConfig.blog.sidebar`: `groupByYear` (default true) puts the recent posts under a heading per year. */
  blogSidebar?: { groupByYear?: boolean };
  onBrokenLinks?: BrokenLinkSeverity;
  /** A relative `.md` link to no file (default here: throw; Docusaurus configs default to warn). */
  onBrokenMarkdownLinks?: BrokenLinkSeverity;
  onBrokenAnchors?: BrokenLinkSeverity;
  /** Heading levels of the table of contents (default 2–3). */
  tableOfContents?: { minHeadingLevel?: number; maxHeadingLevel?: number };
  /** Edit link of blog posts (docs use `editUrl`). */
  blogEditUrl?: string | EditUrlFunction | null;
  /** Edit link of Markdown pages (`src/pages/*.md`): the pages plugin's own `editUrl`; none when unset. */
  pagesEditUrl?: string | EditUrlFunction | null;
  /** mermaid themes per colour mode; neutral and forest unless set (Docusaurus folders: their own). */
  mermaid?: { theme?: { light?: MermaidTheme; dark?: MermaidTheme } };
  /** Analytics: a measurement id from here or from the ANALYTICS_ID environment variable. */
  analytics?: { provider: 'plausible' | 'ga4'; measurementId?: string };
  /** Google Tag Manager's container (Docusaurus's `@docusaurus/plugin-google-tag-manager`): its script from Google's host, its data layer started by the app. */
  tagManager?: { containerId: string };
  /**
   * Prefix for "Edit this page": the file's path relative to the content root is appended; or
   * Docusaurus's function form, called at build time.
   */
  editUrl?: string | EditUrlFunction;
  blog?: { postsPerPage?: number; title?: string; description?: string };
  i18n?: { locales: { code: string; label: string }[] };
}

/** @public The author's typed helper for `site.config.ts` (its error message names it). */
export function defineConfig(config: SiteConfig): SiteConfig {
  return config;
}
