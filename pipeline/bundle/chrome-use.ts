import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { RouteChunk, SiteConfigJson } from '../../common/contract.js';

/**
 * The chrome's parts a site may not draw at all: the navbar's locale and version dropdowns (only
 * for a navbar item of their type), the announcement bar (only with `themeConfig.announcementBar`)
 * the title formatter's slot (only for a site that swizzles it), what draws unlisted pages (the
 * banner and the sidebar's hiding of their items: only for a site that has one), and the doc
 * sidebar's collapse and expand buttons (only with `docs.sidebar.hideable`, as Docusaurus draws them).
 * A production bundle is made for one site config, so the SPA's code for a part the config does
 * not draw is left out of every page (`define`d false, the bundler drops the branch and what only
 * it imports: about 0.5 KB gzipped of a first visit with none of the three). A swizzled navbar
 * item that draws a dropdown itself imports it through `@theme/`, not through these branches.
 */
export interface ChromeUse {
  localeDropdown: boolean;
  versionDropdown: boolean;
  announcementBar: boolean;
  /** The site swizzles `ThemeProvider/TitleFormatter` (or `ThemeProvider`, drawn there): each page is drawn inside it and its title formatted through it. */
  titleFormatter: boolean;
  /** The site has an unlisted page (a doc, post, page or tag's page): the banner's lazy import, and the sidebar's hiding of such items. */
  unlisted: boolean;
  /** A draft page's banner: never in a production bundle, which builds no draft (the dev server's, with no `ChromeUse`, draws it). */
  draft: boolean;
  /** `themeConfig.docs.sidebar.hideable`: the sidebar's collapse and expand buttons (and their arrow). */
  sidebarHideable: boolean;
  /** A navbar item of the site's own type (`custom-*`), drawn through its `NavbarItem/ComponentTypes`. */
  customItems: boolean;
  /** A label-less `docsVersion` item, labelled with the version being read. */
  versionLabel: boolean;
  /**
   * The site swizzles a doc item's component (`DOC_ITEM_PARTS`) and its navbar has such an item: the
   * bar and the mobile menu draw `doc`, `docSidebar` and `docsVersion` items through their modules,
   * which the site's components fill (chrome-slots.ts). Without one, this theme's link, as it was.
   */
  docItems: boolean;
  /**
   * The site swizzles `NavbarItem/DropdownNavbarItem` (or its `/Desktop`) and its navbar has a
   * locale or version dropdown: the bar draws those through the dropdown's module, which the site's
   * component fills, as theme-classic's `LocaleDropdownNavbarItem` and `DocsVersionDropdownNavbarItem`
   * hand their links to `DropdownNavbarItem`. Without one, the bar's own menus, as they were.
   */
  barDropdownLists: boolean;
  /** A locale or version dropdown lists links of the config's before or after its own (`dropdownItemsBefore`, `dropdownItemsAfter`). */
  dropdownItemsAround: boolean;
  /** The colour toggle's third choice, the system's mode (`colorMode.systemChoice`). */
  systemColorMode: boolean;
  /**
   * The site swizzles a part theme-classic draws only for its `<Head>` tags (`HEAD_PARTS`, issue 43
   * i43h): the chrome draws those places (empty modules the site's components fill). Without one, none.
   */
  headParts: boolean;
  /**
   * The site's `BlogPostPage/StructuredData` replaces the post's JSON-LD (it does not draw its
   * `@theme-original`): the prerenderer writes no `BlogPosting` of its own. A wrapper's original
   * draws nothing (the chrome's part is empty), so there the prerenderer's block stays.
   */
  postStructuredData: boolean;
  /**
   * A Docusaurus site whose own stylesheets or scripts name one of theme-common's `ThemeClassNames`
   * (theme-classes-use.ts): the chrome draws them where theme-classic does
   * (docusaurus/shared/theme-class-names.ts). Without one, not a byte of them.
   */
  themeClasses: boolean;
  /**
   * A Markdown page (`src/pages/*.md`) with an edit link or a last update: its page draws them below
   * its content, as theme-classic's `MDXPage` does. Without one, not a byte of that row.
   */
  pageEditMeta: boolean;
  /**
   * A page or post whose last update names its author (a plugin's `showLastUpdateAuthor`): the
   * chrome's `LastUpdated` draws "by <author>" and a last update without a date. Without one, the
   * date line as it always was, so a site that shows dates only keeps its bytes.
   */
  lastUpdateAuthor: boolean;
}

/** The parts theme-classic draws for their `<Head>` tags only, which the chrome draws for a site that swizzles one (chrome-slots.ts). */
export const HEAD_PARTS = [
  'SiteMetadata',
  'SearchMetadata',
  'DocItem/Metadata',
  'BlogPostPage/StructuredData',
  'BlogListPage/StructuredData',
  'DocBreadcrumbs/StructuredData',
] as const;

/** Theme-classic's components of the config's doc items, which the chrome draws for a site that swizzles one (chrome-slots.ts). */
export const DOC_ITEM_PARTS = ['NavbarItem/DocNavbarItem', 'NavbarItem/DocSidebarNavbarItem', 'NavbarItem/DocsVersionNavbarItem'] as const;

/**
 * What the site's config draws. A site that swizzles the announcement bar (or a part of it) draws
 * its own whatever the config says, as Docusaurus's layout always renders `@theme/AnnouncementBar`.
 */
export function chromeUse(
  site: Pick<SiteConfigJson, 'navbar' | 'announcement' | 'docsSidebar' | 'colorMode'>,
  swizzled: ReadonlySet<string> = new Set(),
  hasUnlisted = false,
  replacesPostStructuredData = false,
  themeClasses = false,
  pageEditMeta = false,
  lastUpdateAuthor = false,
): ChromeUse {
  const types = new Set(site.navbar.map((item) => item.type));
  const ownBar = [...swizzled].some((name) => name === 'AnnouncementBar' || name.startsWith('AnnouncementBar/'));
  return {
    localeDropdown: types.has('localeDropdown'),
    versionDropdown: types.has('docsVersionDropdown'),
    announcementBar: site.announcement !== null || ownBar,
    // `ThemeProvider` is drawn where the formatter is (docusaurus/node/theme/chrome-slots.ts).
    titleFormatter: swizzled.has('ThemeProvider/TitleFormatter') || swizzled.has('ThemeProvider'),
    unlisted: hasUnlisted,
    draft: false,
    sidebarHideable: site.docsSidebar.hideable,
    customItems: types.has('custom'),
    versionLabel: site.navbar.some((item) => item.type === 'doc' && item.versionLabel !== undefined),
    docItems: DOC_ITEM_PARTS.some((name) => swizzled.has(name)) && site.navbar.some((item) => item.type === 'doc' && item.config !== undefined),
    barDropdownLists:
      (swizzled.has('NavbarItem/DropdownNavbarItem') || swizzled.has('NavbarItem/DropdownNavbarItem/Desktop')) &&
      (types.has('localeDropdown') || types.has('docsVersionDropdown')),
    dropdownItemsAround: site.navbar.some(
      (item) =>
        (item.type === 'localeDropdown' || item.type === 'docsVersionDropdown') &&
        (item.dropdownItemsBefore !== undefined || item.dropdownItemsAfter !== undefined),
    ),
    systemColorMode: site.colorMode.systemChoice === true,
    headParts: HEAD_PARTS.some((name) => swizzled.has(name)),
    postStructuredData: swizzled.has('BlogPostPage/StructuredData') && replacesPostStructuredData,
    themeClasses,
    pageEditMeta,
    lastUpdateAuthor,
  };
}

/** A Markdown page (the pages plugin's doc chunk) that draws an edit link or a last update (`ChromeUse.pageEditMeta`). */
export function hasPageEditMeta(chunk: RouteChunk): boolean {
  return chunk.kind === 'doc' && chunk.pluginId === 'pages' && (chunk.editUrl !== null || chunk.lastUpdatedAt !== null || chunk.lastUpdatedBy !== undefined);
}

/** A doc, Markdown page or post whose last update names its author (`ChromeUse.lastUpdateAuthor`). */
export function hasLastUpdateAuthor(chunk: RouteChunk): boolean {
  return (chunk.kind === 'doc' || chunk.kind === 'blog-post') && chunk.lastUpdatedBy !== undefined;
}

/**
 * The `define`s the SPA reads (web/app/chrome-use.d.ts). `null` (dev mode, whose config can change
 * while it runs; unit tests) keeps every part.
 */
export function chromeDefines(use: ChromeUse | null): Record<string, string> {
  return {
    __CHROME_LOCALE_DROPDOWN__: String(use?.localeDropdown ?? true),
    __CHROME_VERSION_DROPDOWN__: String(use?.versionDropdown ?? true),
    __CHROME_ANNOUNCEMENT_BAR__: String(use?.announcementBar ?? true),
    __CHROME_TITLE_FORMATTER__: String(use?.titleFormatter ?? true),
    __CHROME_UNLISTED__: String(use?.unlisted ?? true),
    __CHROME_DRAFT__: String(use?.draft ?? true),
    __CHROME_SIDEBAR_HIDEABLE__: String(use?.sidebarHideable ?? true),
    __CHROME_CUSTOM_ITEMS__: String(use?.customItems ?? true),
    __CHROME_VERSION_LABEL__: String(use?.versionLabel ?? true),
    __CHROME_DOC_ITEMS__: String(use?.docItems ?? true),
    __CHROME_BAR_DROPDOWN_LISTS__: String(use?.barDropdownLists ?? true),
    __CHROME_DROPDOWN_ITEMS_AROUND__: String(use?.dropdownItemsAround ?? true),
    __CHROME_SYSTEM_COLOR_MODE__: String(use?.systemColorMode ?? true),
    __CHROME_HEAD_PARTS__: String(use?.headParts ?? true),
    __CHROME_THEME_CLASSES__: String(use?.themeClasses ?? true),
    __CHROME_PAGE_EDIT_META__: String(use?.pageEditMeta ?? true),
    __CHROME_LAST_UPDATE_AUTHOR__: String(use?.lastUpdateAuthor ?? true),
  };
}

/**
 * The `define`s of what theme-classic draws on a Docusaurus site and this project's own theme does
 * not (the back-to-top button of its doc pages, the page's classes on `<html>`): set by the site's
 * format, in dev mode too.
 */
export function themeDefines(docusaurusTheme: boolean): Record<string, string> {
  return { __CHROME_BACK_TO_TOP__: String(docusaurusTheme), __CHROME_PAGE_CLASSES__: String(docusaurusTheme) };
}

/**
 * Empties the announcement bar's stylesheet in a bundle for a site without one, and the colour
 * toggle's system mode rules for a site whose toggle has none: their modules stay in the import
 * graph (the branch that draws them is dropped, the import is not), and Vite keeps the stylesheet
 * of every module in a chunk, drawn or not.
 */
export function chromeUseCss(web: string, use: ChromeUse | null): Plugin {
  const bar = join(web, 'theme', 'AnnouncementBar', 'styles.css');
  const system = join(web, 'theme', 'ColorModeToggle', 'system.css');
  return {
    name: 'chrome-use-css',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return use && ((!use.announcementBar && id === bar) || (!use.systemColorMode && id === system)) ? '' : null;
    },
  };
}

/**
 * What color-mode.js (minified at the end of a build, `minified-public-scripts.ts`) is told of the
 * site: `SYSTEM_CHOICE` keeps its writing of the reader's stored choice on `<html>` only for a toggle
 * with the system mode. The dev server serves the file as written, which reads the page instead.
 */
export const colorModeScriptDefines = (use: ChromeUse | null): Record<string, string> => (use ? { SYSTEM_CHOICE: String(use.systemColorMode) } : {});
