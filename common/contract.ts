/**
 * The one contract between the content pipeline and the browser.
 *
 * Everything the pipeline writes to `build/` and the SPA reads is described here, and nothing else
 * crosses: `web/` imports this file with `import type` only. Every shape is plain JSON (strings,
 * numbers, booleans, arrays, objects); no React nodes, functions or class instances.
 *
 * Files on disk (all under the publish folder):
 * - `/boot.json`                          {@link BootManifest}, revalidated on every visit: all the SPA
 *                                         fetches before the route's own files; its size does not
 *                                         depend on the number of routes
 * - `/_data/routes/<id>/<n>.json`         one shard of the route table ({@link RouteTableShard}),
 *                                         immutable; the shard of a path follows from the path
 *                                         (`common/route-table.ts`), so none is fetched to find it
 * - `/_data/docs/<name>.<hash>.json`      every doc of every docs version ({@link DocsData}), fetched
 *                                         only when a site's own component reads the docs hooks
 * - `/manifest.json`                      {@link Manifest}: the whole build in one file (every route),
 *                                         for tools, the server and tests; the SPA never fetches it
 * - `/_data/<kind>/<name>.<hash>.json`    one {@link RouteChunkJson} per route, immutable
 * - `/_data/sidebars/<name>.<hash>.json`  one {@link SidebarChunk} per docs sidebar, immutable
 * - `/_data/search/titles-<version>-<locale>.<hash>.json` a titles index ({@link SearchTitlesDocument}), immutable
 * - `/_data/search/ctx-<context>[-<version>]-<locale>.<hash>.json` one content index per search context
 *                                         ({@link SearchContentDocument}), immutable
 *   (each locale's `manifest.json` lists its own; `/search?version=` searches that version's
 *   titles index and contexts, see {@link SearchManifest})
 */

/**
 * Bumped when a shape below changes incompatibly. The SPA is built with this number (a Vite
 * `define`) and compares it with `contractVersion` in the `/boot.json` it fetches: on a mismatch it
 * hard-reloads once per build id (guarded in session storage), so old JS never reads new data.
 */
export const CONTRACT_VERSION = 8;

// ---------------------------------------------------------------------------------------------
// Rendered content
// ---------------------------------------------------------------------------------------------

/**
 * A HAST tree (https://github.com/syntax-tree/hast) as JSON, without `position` data.
 *
 * Components from MDX (`<Tabs>`, `<Admonition>`, ...) are `element` nodes whose `tagName` starts
 * with an upper-case letter; their `properties` are the JSX props, evaluated at build time.
 */
export type HastNode = HastRoot | HastElement | HastText;
export interface HastRoot {
  type: 'root';
  children: HastNode[];
}
export interface HastElement {
  type: 'element';
  tagName: string;
  properties?: Record<string, JsonValue>;
  children: HastNode[];
}
export interface HastText {
  type: 'text';
  value: string;
}
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * A HAST node as a page's body in its file (`common/hast-json.ts` writes and reads it): a text is
 * its string; an element is an array, its tag name first, then its `properties` when it has them
 * (the one object among its items), then its children. A page's HAST as objects is twice the size
 * gzipped of the page's HTML; this form is about 12% smaller gzipped (0.5 KB of a doc page's first
 * visit). The SPA reads a {@link HastRoot}.
 */
export type PackedHastNode = string | PackedHastElement;
/** `[tagName, properties?, ...children]`. */
export type PackedHastElement = (string | { [key: string]: JsonValue } | PackedHastElement)[];
/** A root: its children, packed. */
export type PackedHast = PackedHastNode[];

/** A table-of-contents entry: h2 and h3 headings, nested. */
export interface TocItem {
  /** The heading's id (its anchor without `#`). */
  id: string;
  /** Plain text of the heading. */
  value: string;
  /**
   * The heading's inline code and emphasis, as Docusaurus's TOC shows them (links as their text);
   * absent when the heading is plain text.
   */
  marks?: TocPart[];
  /** h2–h6; the chunk holds only the levels the page shows (`toc_min_heading_level`, ...). */
  depth: 2 | 3 | 4 | 5 | 6;
  children: TocItem[];
}

/** A run of a TOC entry's text, or an inline element of it. */
export type TocPart = string | { tag: 'code' | 'em' | 'strong' | 'del'; children: TocPart[] };

export interface NavLink {
  title: string;
  route: string;
}

// ---------------------------------------------------------------------------------------------
// Route chunks: one per route, fetched by the route's loader
// ---------------------------------------------------------------------------------------------

export type RouteChunk = DocChunk | BlogListChunk | BlogPostChunk | BlogArchiveChunk | PageChunk | TagsChunk | DocTagChunk | BlogAuthorsChunk;

/** A doc as its file (`/_data/doc/`) holds it: its body packed ({@link PackedHast}). */
export type DocChunkJson = Omit<DocChunk, 'body'> & { body: PackedHast };
/** A blog post as its file holds it: its body packed ({@link PackedHast}). */
export type BlogPostChunkJson = Omit<BlogPostChunk, 'body'> & { body: PackedHast };
/**
 * A route chunk as its file holds it: a doc's and a post's body packed, the other kinds as they
 * are. `common/hast-json.ts` writes and reads it; the SPA reads a {@link RouteChunk}.
 */
export type RouteChunkJson = DocChunkJson | BlogListChunk | BlogPostChunkJson | BlogArchiveChunk | PageChunk | TagsChunk | DocTagChunk | BlogAuthorsChunk;

/**
 * A doc, or a sidebar category's generated index (id `__category__<route>`, body listing the
 * category's items). MDX elements named `LocalComponent` carry a `component` property: the key of
 * a component from the site's own files in the SPA's generated registry (`src/x.jsx`,
 * `docs/a.mdx#Name` for one extracted from MDX); its other properties are its props, and each
 * `LocalComponentProp` child (property `name`) holds a prop whose value is JSX, rendered.
 */
export interface DocChunk {
  kind: 'doc';
  /** Docusaurus doc id, for example `core/entity/light`. */
  id: string;
  route: string;
  title: string;
  description: string;
  keywords: string[];
  /** Name of the docs sidebar that lists this doc, or null when none does. */
  sidebar: string | null;
  /**
   * The sidebar's path to this doc, as Docusaurus's breadcrumbs show it: its categories, then its
   * own item (its sidebar label) last. Empty when no sidebar lists it or breadcrumbs are off.
   */
  breadcrumbs: NavLink[];
  toc: TocItem[];
  hideTableOfContents: boolean;
  /** Front matter `hide_title`: the page draws no title above a body without a `# heading` of its own; absent when unset. */
  hideTitle?: true;
  /**
   * A Markdown page's (`pluginId` `pages`) front matter `wrapperClassName`, the class Docusaurus
   * gives the page's wrapper; absent when unset.
   */
  wrapperClassName?: string;
  /**
   * A doc's version's `className` option, its pages' class on `<html>` in place of Docusaurus's
   * `docs-version-<name>`; absent when the version sets none.
   */
  versionClassName?: string;
  /**
   * A doc drawn by its docs instance's own `docItemComponent` instead of theme-classic's `DocItem`,
   * which is what puts `docs-doc-id-<id>` on `<html>`; absent otherwise.
   */
  ownDocItem?: true;
  body: HastRoot;
  /**
   * ISO date of the last update (front matter `last_update.date`, else the last commit that touched
   * the file), or null when it is not shown (the plugin's `showLastUpdateTime`: a doc's docs
   * instance, a Markdown page's pages plugin) or the file has no history.
   */
  lastUpdatedAt: string | null;
  /**
   * Who made the last update (front matter `last_update.author`, else the last commit's author), with
   * the plugin's `showLastUpdateAuthor`; absent otherwise, so a chunk without one keeps its bytes.
   */
  lastUpdatedBy?: string;
  editUrl: string | null;
  previous: NavLink | null;
  next: NavLink | null;
  /**
   * The page's social card (`og:image`), from the site root or absolute: front matter `image`, else
   * a card generated at build time. Absent in dev mode and when the site has no card.
   */
  image?: string;
  /** Front-matter `tags`, each linking to its page under the docs instance's `tags/`. */
  tags?: TagLink[];
  /**
   * Front matter `unlisted: true` in a production build (in dev every doc is listed, as in
   * Docusaurus): the page answers at its URL with a banner and `noindex`, but is in no sidebar
   * (unless it is the page shown), previous/next link, tag list, sitemap, search index or llms.txt.
   * Absent when listed.
   */
  unlisted?: true;
  /**
   * Front matter `draft: true`: only the dev server has such a page (a production build leaves it
   * out, as Docusaurus does), drawn with the draft banner. Absent otherwise.
   */
  draft?: true;
  /** The docs plugin instance (`default`) and version name (`current`, `1.0`) the doc belongs to (see {@link DocsVersion}). */
  pluginId: string;
  version: string;
  /**
   * The front matter's other keys, the ones this build does not turn into a field above (a site's
   * own, `api`, `custom_class`...), as written: theme code reads them from `useDoc().frontMatter`
   * and a route component's `content.frontMatter`, as on Docusaurus. Absent when there are none.
   */
  frontMatter?: Record<string, unknown>;
}

export interface BlogAuthor {
  key: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  /**
   * The author's `socials` (Docusaurus 3.5+), platform key → link, normalised at build time as
   * Docusaurus does (`x: handle` → `https://x.com/handle`; a full URL kept). Absent when none.
   */
  socials?: Record<string, string>;
  /** Route of the author's page (`/blog/authors/<key>`) when the authors map gives `page: true`. */
  page?: string;
}

/** A tag of a post or doc and the route of its page (`/blog/tags/<permalink>`, `/docs/tags/<permalink>`). */
export interface TagLink {
  label: string;
  route: string;
}

/** The blog's recent-posts sidebar (`blogSidebarCount`, `blogSidebarTitle`); absent when the count is 0. */
export interface BlogSidebar {
  title: string;
  items: BlogSidebarItem[];
  /** `themeConfig.blog.sidebar.groupByYear`: the items under a heading per year (newest first). */
  groupByYear: boolean;
}
export interface BlogSidebarItem extends NavLink {
  /** The post's year (of its date, in UTC). */
  year: number;
}

/**
 * `/blog/tags` or `/docs/tags`: every tag with the number of posts or docs that carry it. The
 * blog's has the blog sidebar.
 */
export interface TagsChunk {
  kind: 'tags';
  route: string;
  /** Whose tags: the blog's (Docusaurus's `BlogTagsListPage`) or a docs instance's (`DocTagsListPage`). */
  plugin: 'blog' | 'docs';
  title: string;
  /** See {@link DocChunk.image}. */
  image?: string;
  tags: (TagLink & { count: number })[];
  blogSidebar: BlogSidebar | null;
}

/** `/docs/tags/<tag>`: the docs carrying one tag. */
export interface DocTagChunk {
  kind: 'doc-tag';
  route: string;
  title: string;
  /** See {@link DocChunk.image}. */
  image?: string;
  tag: TagLink;
  allTagsRoute: string;
  docs: { title: string; route: string; description: string }[];
  /**
   * Every doc with the tag is unlisted (Docusaurus's `getTagVisibility`): the page lists them all,
   * with the unlisted banner and `noindex`, and the tag is on no tags page or sitemap. Absent otherwise.
   */
  unlisted?: true;
}

/** `/blog/authors`: the authors of the authors map with `page: true`, with their post counts. */
export interface BlogAuthorsChunk {
  kind: 'blog-authors';
  route: string;
  title: string;
  /** See {@link DocChunk.image}. */
  image?: string;
  authors: (BlogAuthor & { count: number })[];
  blogSidebar: BlogSidebar | null;
}

/** A post as listed on a blog list page: metadata and the part before `<!-- truncate -->`. */
export interface BlogPostSummary {
  title: string;
  route: string;
  /** ISO date, `YYYY-MM-DD`. */
  date: string;
  description: string;
  authors: BlogAuthor[];
  tags: TagLink[];
  /** The post's content up to its truncate marker (or all of it when it has none). */
  excerpt: HastRoot;
  /** True when the excerpt is shorter than the post, so a "Read more" link makes sense. */
  truncated: boolean;
  /** Null when the blog's `showReadingTime` is off. */
  readingMinutes: number | null;
}

export interface BlogListChunk {
  kind: 'blog-list';
  route: string;
  title: string;
  /** 1-based page number. */
  page: number;
  totalPages: number;
  totalPosts: number;
  postsPerPage: number;
  previousPage: string | null;
  nextPage: string | null;
  posts: BlogPostSummary[];
  /** See {@link DocChunk.image}. */
  image?: string;
  /**
   * Set on the pages of one tag (`/blog/tags/<tag>`, paginated like the list) and of one author
   * (`/blog/authors/<key>`); null on the blog's own list pages.
   */
  listOf: { type: 'tag'; tag: TagLink; allTagsRoute: string } | { type: 'author'; author: BlogAuthor; allAuthorsRoute: string } | null;
  /** The blog's route (`/blog`), for the archive link. */
  blogRoute: string;
  archiveRoute: string | null;
  blogSidebar: BlogSidebar | null;
}

export interface BlogPostChunk {
  kind: 'blog-post';
  route: string;
  title: string;
  description: string;
  date: string;
  authors: BlogAuthor[];
  tags: TagLink[];
  readingMinutes: number | null;
  /** `unlisted: true`: reachable by its URL, but in no list, sidebar, feed or sitemap. */
  unlisted: boolean;
  /** Front matter `draft: true`, in dev only (see {@link DocChunk.draft}). Absent otherwise. */
  draft?: true;
  blogSidebar: BlogSidebar | null;
  toc: TocItem[];
  /** Front matter `hide_table_of_contents`: the post shows no TOC (`toc` stays, as `useBlogPost().toc` has it). Absent when false. */
  hideTableOfContents?: true;
  body: HastRoot;
  /** The newer post. */
  previous: NavLink | null;
  /** The older post. */
  next: NavLink | null;
  /** As {@link DocChunk.lastUpdatedAt}, by the blog's `showLastUpdateTime`. */
  lastUpdatedAt: string | null;
  /** As {@link DocChunk.lastUpdatedBy}, by the blog's `showLastUpdateAuthor`. */
  lastUpdatedBy?: string;
  editUrl: string | null;
  /** See {@link DocChunk.image}. */
  image?: string;
}

export interface BlogArchiveChunk {
  kind: 'blog-archive';
  route: string;
  title: string;
  years: { year: number; posts: { title: string; route: string; date: string }[] }[];
  /** See {@link DocChunk.image}. */
  image?: string;
}

/** A custom page (`content/pages/<name>.tsx`): which component renders it and its data. */
export interface PageChunk {
  kind: 'page';
  route: string;
  title: string;
  description: string;
  /**
   * Key of the page module in the generated page registry, for example `index`; `search` and
   * `default-home` (the home of a site folder without `pages/index.tsx`) are built in.
   */
  component: string;
  data: HomePageData;
  /** A route a site's Docusaurus plugin added: the props its component gets (its `modules`, loaded at build time, and its `props`). */
  props?: Record<string, JsonValue>;
  /** See {@link DocChunk.image}. */
  image?: string;
}

export interface HomePageData {
  latestPosts: { title: string; route: string; date: string; description: string }[];
}

// ---------------------------------------------------------------------------------------------
// Sidebars
// ---------------------------------------------------------------------------------------------

export type SidebarItem = SidebarDocItem | SidebarLinkItem | SidebarCategoryItem | SidebarHtmlItem;

export interface SidebarDocItem {
  type: 'doc';
  id: string;
  label: string;
  route: string;
  /** The doc is unlisted ({@link DocChunk.unlisted}): hidden in the sidebar except on its own page. Absent when listed. */
  unlisted?: true;
}
export interface SidebarLinkItem {
  type: 'link';
  label: string;
  href: string;
  external: boolean;
}
export interface SidebarCategoryItem {
  type: 'category';
  label: string;
  /** Route of the category's linked doc, when the category has one. */
  route: string | null;
  /**
   * The linked doc is unlisted (Docusaurus's `linkUnlisted`): the category shows only while it has
   * a visible item or holds the page shown. Absent otherwise.
   */
  linkUnlisted?: true;
  /**
   * Its own page (if any) and every item in it are unlisted (`common/sidebar-visibility.ts`): hidden
   * like an unlisted doc, unless it holds the page shown. Absent otherwise.
   */
  unlisted?: true;
  collapsed: boolean;
  items: SidebarItem[];
}
/** Raw HTML items are kept as plain text: nothing is parsed as HTML in the browser. */
export interface SidebarHtmlItem {
  type: 'html';
  value: string;
}

export interface SidebarChunk {
  name: string;
  items: SidebarItem[];
}

/**
 * A sidebar as its file (`/_data/sidebars/`) holds it: a doc item whose id is its route after
 * `docBase` (`/docs/` + `core/entity/light`, most docs) has no `id`. `common/sidebar-json.ts`
 * writes and reads it; the SPA reads a {@link SidebarChunk}.
 */
export interface SidebarChunkJson {
  name: string;
  /** The route prefix a doc item's id follows; "" when no doc item's route ends with its id. */
  docBase: string;
  items: SidebarJsonItem[];
}
export type SidebarJsonItem =
  | (Omit<SidebarDocItem, 'id'> & { /** Absent when the route is `docBase` + the id. */ id?: string })
  | SidebarLinkItem
  | (Omit<SidebarCategoryItem, 'items'> & { items: SidebarJsonItem[] })
  | SidebarHtmlItem;

// ---------------------------------------------------------------------------------------------
// Site configuration and the manifest
// ---------------------------------------------------------------------------------------------

/** The config's `className` and `aria-label` of a navbar item, put on its link as Docusaurus does. */
export interface NavbarItemLook {
  className?: string;
  ariaLabel?: string;
  /** The link's `target` (`_self` keeps an external link in the tab, as Docusaurus lets a config say). */
  target?: string;
  /** Docusaurus's `activeBasePath`, as a route: the item is active on every path that starts with it. */
  activeBasePath?: string;
  /** Docusaurus's `activeBaseRegex`: the item is active where it matches the path (base URL included), case-insensitively. */
  activeBaseRegex?: string;
}

/** A version the dropdown lists (`name` a version's name of its docs instance), with the label the config gives it. */
export interface DropdownVersionItem {
  name: string;
  label?: string;
}

/**
 * The config's `dropdownItemsBefore` and `dropdownItemsAfter` of a locale or version dropdown: links
 * theme-classic puts before and after the locales or versions it lists. Each absent when empty.
 */
export interface NavbarDropdownAround {
  dropdownItemsBefore?: ({ label: string; href: string; external: boolean } & NavbarItemLook)[];
  dropdownItemsAfter?: ({ label: string; href: string; external: boolean } & NavbarItemLook)[];
}

export type NavbarItem =
  | ({
      type: 'doc';
      label: string;
      /** The target in the default docs plugin's last version (or the only one). */
      route: string;
      position: 'left' | 'right';
      /**
       * With several versions: the same target in each version the page may be in (a `doc` item's
       * doc, a `docSidebar` item's first page), so the navbar follows the version being read, as
       * Docusaurus's does. Absent with one version.
       */
      versions?: { version: string; route: string }[];
      /**
       * Docusaurus's `docsVersion` item without a `label`: labelled with this docs plugin's (its id)
       * version being read, else the reader's preferred one, else the last (`useDocsVersionCandidates`).
       */
      versionLabel?: string;
      /**
       * The config's item this link was resolved from, for what Docusaurus hands theme code
       * (`useThemeConfig().navbar.items`, a site's `NavbarItem`): its type and the fields the config
       * wrote. Absent on an item made here, not read from a config.
       */
      config?: NavbarDocItemConfig;
    } & NavbarItemLook)
  | ({ type: 'link'; label: string; href: string; external: boolean; position: 'left' | 'right' } & NavbarItemLook)
  | ({
      type: 'dropdown';
      label: string;
      position: 'left' | 'right';
      items: ({ label: string; href: string; external: boolean } & NavbarItemLook)[];
    } & NavbarItemLook)
  | { type: 'search'; position: 'left' | 'right' }
  | ({
      type: 'localeDropdown';
      position: 'left' | 'right';
      locales: { code: string; label: string }[];
      /** The config's `queryString`, appended to each locale's link after the page's own (theme-classic's `mergeSearchStrings`); absent when unset. */
      queryString?: string;
    } & NavbarDropdownAround)
  /**
   * Docusaurus's `html` item, parsed at build time (nothing is parsed as HTML in the browser): the
   * chrome draws `value`; `text` is the config's string, which Docusaurus hands a site's component
   * as `value` (and by which the compatibility layer's `HtmlNavbarItem` finds the tree to draw).
   */
  | {
      type: 'html';
      value: HastRoot;
      text: string;
      position: 'left' | 'right';
      /** The config's `className`, on the item's element (the bar's `<div>`, the mobile menu's `<li>`), as theme-classic puts it. */
      className?: string;
    }
  /** The versions of one docs plugin instance (`manifest.versions` with this `pluginId`); the SPA builds the links. */
  | ({
      type: 'docsVersionDropdown';
      position: 'left' | 'right';
      pluginId: string;
      /** The config's `dropdownActiveClassDisabled`: the dropdown is never marked active. Absent when unset. */
      dropdownActiveClassDisabled?: true;
      /** The config's `versions`: the versions listed, in order, each with its own label when it sets one. Absent: all of them. */
      versionItems?: DropdownVersionItem[];
    } & NavbarDropdownAround)
  /**
   * A site's own item type (`customType`: `custom-*`), drawn by the component its swizzled
   * `NavbarItem/ComponentTypes` registers for it, given the item's other fields (`props`, as JSON).
   */
  | { type: 'custom'; customType: string; props: Record<string, JsonValue>; position: 'left' | 'right' };

/**
 * A navbar link item as the config wrote it: Docusaurus's `doc` (a doc by id), `docSidebar` (a
 * sidebar's first link) and `docsVersion` (a version's main doc, unless `to`; its `label` and `to`
 * only where the config set them) items, each in the docs instance `docsPluginId` (absent: the
 * default one).
 */
export type NavbarDocItemConfig =
  | { type: 'doc'; docId: string; docsPluginId?: string }
  | { type: 'docSidebar'; sidebarId: string; docsPluginId?: string }
  | { type: 'docsVersion'; label?: string; to?: string; docsPluginId?: string };

/** A footer link, or Docusaurus's `html` item parsed at build time. */
export type FooterItem = { label: string; href: string; external: boolean } | { html: HastRoot };

export interface FooterColumn {
  /** Null in Docusaurus's "simple" footer (a flat list of links). */
  title: string | null;
  items: FooterItem[];
}

export interface SiteLogo {
  alt: string;
  src: string;
  /** Shown instead of `src` in dark mode. */
  srcDark: string | null;
  /** Where the logo links to (footer); null: the home page. */
  href: string | null;
  width: number | string | null;
  height: number | string | null;
}

/** An element added to every page's `<head>` (Docusaurus's `headTags`, `stylesheets`, external `scripts`). */
export interface HeadTag {
  tagName: string;
  attributes: Record<string, string | boolean>;
  /** A data block's text (`<script type="application/ld+json">`): never code, which is always a file. */
  text?: string;
}

export interface SiteConfigJson {
  title: string;
  tagline: string;
  url: string;
  /** The path the site is served under (`/` or `/sub/`): asset URLs, the router basename and page files use it. */
  baseUrl: string;
  /** Docusaurus's `trailingSlash`, which `@docusaurus/Link` applies to internal targets; absent: unset (paths as written). */
  trailingSlash?: boolean;
  /** Between a page's title and the site's in `<title>` (Docusaurus's `titleDelimiter`); absent: `|`. */
  titleDelimiter?: string;
  /** `themeConfig.blog.sidebar.groupByYear: false` (for `useThemeConfig()`); absent: true, Docusaurus's default. */
  blogGroupByYear?: false;
  /** The navbar logo; null for none. */
  logo: SiteLogo | null;
  /** Text beside the navbar logo; null for none. */
  navbarTitle: string | null;
  /** The site's social card for pages without their own (front matter `image`); absent: cards are drawn per page. */
  image?: string;
  navbar: NavbarItem[];
  /** Docusaurus's `navbar.style`: a dark or primary-coloured navbar in both colour modes; absent: the page's own colours. */
  navbarStyle?: 'dark' | 'primary';
  /** Null: the site has no footer (a Docusaurus config without `themeConfig.footer`). */
  footer: {
    style: 'light' | 'dark';
    logo: SiteLogo | null;
    columns: FooterColumn[];
    thanks: { text: string; href: string } | null;
    /** HTML from the config, parsed at build time. */
    copyright: HastRoot;
  } | null;
  announcement: {
    id: string;
    /** HTML from the config, parsed at build time. */
    content: HastRoot;
    href: string | null;
    backgroundColor: string | null;
    textColor: string | null;
    isCloseable: boolean;
  } | null;
  colorMode: {
    defaultMode: 'light' | 'dark';
    respectPrefersColorScheme: boolean;
    disableSwitch: boolean;
    /**
     * The toggle's third choice, the system's mode (Docusaurus 3.8+ with `respectPrefersColorScheme`):
     * light → dark → system, `data-theme-choice` on `<html>`. Absent: light and dark only.
     */
    systemChoice?: true;
  };
  /** mermaid's theme in each colour mode (`themeConfig.mermaid.theme` in Docusaurus). */
  mermaid: { theme: { light: MermaidTheme; dark: MermaidTheme } };
  analytics: { provider: 'plausible' | 'ga4'; measurementId: string; origin: string } | null;
  /** Google Tag Manager's container: `gtm.js` is in every page's head (`head.tags`) and a client module starts its data layer (web/app/tag-manager-start.ts); absent in previews. */
  tagManager?: { containerId: string };
  editUrl: string | null;
  /** Page icon URL (from the site root, base URL included); null for the built-in one. */
  favicon: string | null;
  /**
   * What every page's `<head>` gets beside its own tags: extra elements (`headTags`, `stylesheets`,
   * external `scripts`, `themeConfig.metadata`), the default social image, and noindex.
   */
  head: {
    tags: HeadTag[];
    image: string | null;
    noIndex: boolean;
    /** Elements at the start and the end of every page's `<body>` (a site plugin's `injectHtmlTags` `preBodyTags`/`postBodyTags`); attributes only. */
    preBody?: HeadTag[];
    postBody?: HeadTag[];
  };
  /** `themeConfig.docs.sidebar` of a Docusaurus config. */
  docsSidebar: { hideable: boolean; autoCollapseCategories: boolean };
  /** Search options (`SearchConfig` in `pipeline/site-config.ts`; the local-search plugin's options of a Docusaurus config). */
  search: SiteSearchJson;
  /** Docusaurus's `customFields`, as `useDocusaurusContext().siteConfig.customFields` returns them. */
  customFields: Record<string, JsonValue>;
  /**
   * Docusaurus's `GlobalData` of the site's own plugins: plugin name → plugin id → what its
   * `setGlobalData` was given (`docusaurus/shared/global-data.ts`); absent when no plugin set any. In
   * the manifest only: `boot.json` names it as a file ({@link BootManifest.globalData}).
   */
  globalData?: PluginGlobalData;
  /** True in deploy previews and branch deploys (banner shown, noindex, analytics off). */
  preview: boolean;
  /**
   * What the preview shows, for its banner: `pull request #123` (Netlify's REVIEW_ID) or
   * `branch name` (a branch deploy); null outside previews or when the host did not say.
   */
  previewOf: string | null;
}

/** mermaid's built-in themes. */
export type MermaidTheme = 'default' | 'neutral' | 'forest' | 'dark' | 'base';

/**
 * One docs version of one docs plugin instance, as Docusaurus makes them: `current` (the `docs/`
 * folder, labelled `Next`) and each name of `versions.json` (`versioned_docs/version-<name>/`). The
 * last version is served at the plugin's route base (`/docs`), `current` at `/docs/next` when a
 * released version is the last one, the others at `/docs/<name>`. A site without `versions.json`
 * has one: `current`, last, at `/docs`.
 */
export interface DocsVersion {
  /** The docs plugin instance (`default` or its `id`); stored preference key `docs-preferred-version-<pluginId>`. */
  pluginId: string;
  name: string;
  label: string;
  isLast: boolean;
  /** Route of the version's root: `/docs`, `/docs/next`, `/docs/1.0`. */
  path: string;
  /** The version's banner: `unreleased` (newer than the last version), `unmaintained` (older), or none. */
  banner: 'unreleased' | 'unmaintained' | null;
  /** Show the version badge on its docs (default: the plugin has more than one version). */
  badge: boolean;
  /**
   * The version's `className` option, the class its pages put on `<html>` in place of Docusaurus's
   * default `docs-version-<name>`; absent when the site sets none.
   */
  className?: string;
  mainDocId: string;
  /** `unlisted`: the doc's front matter in a production build ({@link DocChunk.unlisted}); absent when listed. */
  docs: { id: string; path: string; sidebar: string | null; unlisted?: true }[];
  /**
   * Each sidebar of the version (named as `docs[].sidebar` names it) → its first link, as
   * Docusaurus's global data gives it (`sidebars[id].link`): the first doc's route, or a category's
   * own page (its doc or generated index), with that item's label; `null` for a sidebar with none
   * (only links to other sites, or nothing left once drafts and empty categories went), which
   * Docusaurus's global data still lists, as `{}`. Not in `boot.json` (the {@link DocsData} file
   * carries it).
   */
  sidebars?: Record<string, { route: string; label: string } | null>;
  /**
   * The ids of the version's docs left out of a production build as drafts (front matter `draft`),
   * sorted, as Docusaurus's global data lists them (`draftIds`: `useLayoutDoc` gives null for one, a
   * navbar `doc` item naming one draws nothing); absent when there are none, and always in a dev
   * build, which shows drafts. Not in `boot.json` (the {@link DocsData} file carries it).
   */
  draftIds?: string[];
}

export type RouteKind = RouteChunk['kind'];

export interface ManifestRoute {
  kind: RouteKind;
  /** Path of the route's chunk, from the site root. */
  chunk: string;
  /** Docs only: the sidebar to fetch alongside the chunk. */
  sidebar?: string;
  title: string;
  /**
   * Docs of a plugin with several versions: version name → route of the same doc (by id) in that
   * version, this one included. The version dropdown and banner link there; a version missing here
   * lacks the doc, so they link to its main doc.
   */
  versions?: Record<string, string>;
}

/**
 * The route entry of a prerendered page, in its `<head>` as
 * `<meta name="spa-route" content="<this as JSON>">` (`common/initial-route.ts`): the SPA's first
 * load takes the page's chunk and sidebar from it instead of fetching the route table's shard, so a
 * first visit needs no shard, and a page's HTML changes only when its own entry does. `route: null`
 * is the not-found page (404.html carries no such tag: the host serves it at every unknown path).
 */
export interface InitialRoute {
  /** The route (a key of {@link Manifest.routes}). */
  path: string;
  route: ManifestRoute | null;
}

/** Where the route table's shards are: `/_data/routes/<id>/<n>.json`, n from `common/route-table.ts`. */
export interface RouteTableRef {
  /** Content hash of the whole table: a new deploy with other routes or chunks has another id. */
  id: string;
  shards: number;
}

/** One shard of the route table: the routes whose key hashes to it (see `common/route-table.ts`). */
export interface RouteTableShard {
  contractVersion: number;
  /** Route path → chunk, as in {@link Manifest.routes}. */
  routes: Record<string, ManifestRoute>;
}

/** A docs version as the SPA sees it first: without its docs list (that grows with the site). */
export type BootDocsVersion = Omit<DocsVersion, 'docs' | 'sidebars' | 'draftIds'> & {
  /** Route of the version's main doc (its `mainDocId`), where links to the version go. */
  mainDocPath: string;
};

/**
 * What the SPA fetches before any route (`/boot.json`, `/<locale>/boot.json`): the site config and
 * where to find the rest. Nothing in it lists routes or docs, so it is the same size for ten pages
 * or ten thousand.
 */
export interface BootManifest {
  /** {@link CONTRACT_VERSION} of the build; the SPA reloads once when it was built with another. */
  contractVersion: number;
  buildId: string;
  site: SiteConfigJson;
  versions: BootDocsVersion[];
  notFound: { title: string };
  /**
   * The {@link SearchManifest} file (`/_data/search/manifest.<hash>.json`): what search indexes
   * exist, fetched with the search box's logic (a first visit does not need it); null when the
   * site has nothing to search.
   */
  search: string | null;
  blog?: { title: string; description: string };
  i18n: I18nJson;
  routeTable: RouteTableRef;
  /**
   * The navbar's internal targets that are routes → their docs sidebar chunk, so the navbar can mark
   * an item active for every page of the same sidebar without the whole table.
   */
  navbarRoutes: Record<string, { sidebar?: string }>;
  /** The {@link DocsData} file; null when the site has no docs. */
  docsData: string | null;
  /**
   * The {@link PluginGlobalData} file: what the site's Docusaurus plugins gave `setGlobalData`, for
   * `useGlobalData()` (fetched only by components that read it, as the docs data is); absent when
   * no plugin set any.
   */
  globalData?: string;
}

/** Plugin name → instance id (`default`) → the data that instance's `setGlobalData` gave. */
export type PluginGlobalData = Record<string, Record<string, JsonValue>>;

/** Every doc of every docs version, for `@docusaurus/plugin-content-docs/client` in site components. */
export interface DocsData {
  /** Each doc's `unlisted` is Docusaurus's global data's: present (true) only for an unlisted doc of a production build. */
  versions: {
    pluginId: string;
    name: string;
    docs: { id: string; path: string; sidebar: string | null; title: string; unlisted?: true }[];
    /** Sidebar name → its first link, or `null` ({@link DocsVersion.sidebars}); absent when the version has no sidebar. */
    sidebars?: Record<string, { path: string; label: string } | null>;
    /** The version's drafts ({@link DocsVersion.draftIds}); absent when none. */
    draftIds?: string[];
  }[];
}

export interface Manifest {
  contractVersion: number;
  /** Content hash of the whole build; a change means a new deploy. */
  buildId: string;
  site: SiteConfigJson;
  /** Route path → chunk. Paths are exact: `/docs/x`, `/docs/voice/pipelines/`, `/blog/page/2`. */
  routes: Record<string, ManifestRoute>;
  /** Sidebar name → chunk path. */
  sidebars: Record<string, string>;
  versions: DocsVersion[];
  /** Chunk of the not-found page's data is not needed: it is rendered from the manifest alone. */
  notFound: { title: string };
  /** What search indexes exist; null when the site has nothing to search. */
  search: SearchManifest | null;
  /** The blog's title and description, for the page head after a client navigation. */
  blog?: { title: string; description: string };
  /** The site's languages and the one this manifest is for (each locale has its own manifest). */
  i18n: I18nJson;
  /** Where the same routes are as shards, for the SPA (written with `/boot.json`). */
  routeTable: RouteTableRef;
}

/** One locale of Docusaurus's `i18n` config. */
export interface LocaleJson {
  code: string;
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  /** URL prefix of the locale's pages: `''` for the default locale, `/ar` for the others. */
  prefix: string;
  /** `i18n.localeConfigs[code].baseUrl` (Docusaurus 3.8+), normalised, when the config sets it: the locale's `siteConfig.baseUrl`. */
  baseUrl?: string;
  /** `i18n.localeConfigs[code].url` (Docusaurus 3.8+), without a trailing slash, when the config sets it: the locale's `siteConfig.url` (its pages' absolute URLs, its alternate links). */
  url?: string;
  /** `i18n.localeConfigs[code].path`, the locale's translations folder inside `i18n.path`, when it is not the code. */
  path?: string;
  /** Whether the locale is translated (`localeConfigs[code].translate`, else whether its translations folder exists); absent is false. */
  translate?: true;
}

export interface I18nJson {
  currentLocale: string;
  defaultLocale: string;
  /** `i18n.path`, the translations' root folder as the config writes it, when it is not Docusaurus's default `i18n`. */
  path?: string;
  /** Default locale first. */
  locales: LocaleJson[];
  /** Theme strings of the current locale (`i18n/<locale>/code.json`: id → message); the theme's English otherwise. */
  translations: Record<string, string>;
}

// ---------------------------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------------------------

/**
 * The search indexes of a build. Each index file is an Orama 3 database (the exact version is
 * pinned in package.json) as `@orama/plugin-data-persistence` writes it with `persist(db, 'json')`:
 * Orama's own `save()` output as JSON, no custom parts. The browser reads it with
 * `load(createSearchDb(kind), json)` from `common/search/`; the schema of each kind is
 * `TITLES_SCHEMA` or `CONTENT_SCHEMA` there, the stored documents are {@link SearchTitlesDocument}
 * and {@link SearchContentDocument}. File names are content-hashed: the files are immutable.
 *
 * Keyed by docs version and locale: a content index per context (one docs sidebar of one version
 * in one locale, or one locale's blog) and a titles index per docs version and locale.
 *
 * Records are page sections: a page's intro (the text before its first h2) and each h2/h3 section.
 * The first suggestions come from the small titles index alone (one record per page); a context's
 * content index (every section) is fetched after it.
 */
/** Search options with their defaults applied. */
export interface SiteSearchJson {
  indexDocs: boolean;
  indexBlog: boolean;
  /** Suggestions in the search box. */
  suggestions: number;
  /** Characters of a result's snippet. */
  snippetLength: number;
  /** Result links carry `?highlight=<query>`, which marks the words on the page they open. */
  highlightOnTarget: boolean;
  /** Contexts by route prefix (from the site root, no base URL); empty: one context per docs sidebar. */
  contextsByPaths: { path: string; label: string }[];
}

export interface SearchManifest {
  /** The titles index of the last docs version in the default locale (one of `titlesIndexes`). */
  titles: SearchIndexFile;
  /** One titles index per docs version and locale (`version` null: a site with a blog only). */
  titlesIndexes: SearchTitlesIndex[];
  /** One per docs sidebar per docs version and locale, and one per locale for the blog, in navbar order. */
  contexts: SearchContext[];
}

export interface SearchTitlesIndex {
  /** Docs version name; its blog posts are in it too. */
  version: string | null;
  /** Locale code (`en`). */
  locale: string;
  index: SearchIndexFile;
}

export interface SearchIndexFile {
  /** Path of the persisted index from the site root (`/_data/search/<name>.<hash>.json`). */
  path: string;
  /** Size of the file in bytes, uncompressed. */
  bytes: number;
  /** Number of records in it (sections, or pages for a titles index). */
  records: number;
}

export interface SearchContext {
  /** Stable id used in URLs (`/search?ctx=<id>`): the docs sidebar name, or `blog`. */
  id: string;
  /** Human label ("Core", "Blog"), shown in "See all results within …". */
  label: string;
  kind: 'docs' | 'blog';
  /** Docs version name (see {@link DocsVersion}); null for the blog. */
  version: string | null;
  /** Locale code (`en`). */
  locale: string;
  /** Every field of every section of the context. */
  index: SearchIndexFile;
  /** A context by path (`SiteSearchJson.contextsByPaths`): the route prefix of its pages. */
  path?: string;
}

/**
 * A record as stored in a content index. `title` … `content` are searched (boosts: title >
 * heading > description, keywords > content); `route` and `anchor` are stored only.
 */
export interface SearchContentDocument {
  /** Record number: `<position in build order>` in base 36 (Orama's document id). */
  id: string;
  /** The page title. */
  title: string;
  /** The section heading; for the intro record, the page title again (so a title match ranks the intro first). */
  heading: string;
  /** The page description (intro record only, else empty). */
  description: string;
  /**
   * The page's front-matter keywords (a post's tags) joined by spaces, and a doc's sidebar label
   * where it names more than the title (intro record only); then the identifiers the section
   * documents (the code naming the rows of its reference tables, `pipeline/search/records.ts`).
   */
  keywords: string;
  /**
   * Plain text of the section (code blocks and diagrams left out) on its first line; then, on lines
   * of their own, the title, heading, description and keywords, so that every query word can match
   * in this one field (Orama's `threshold: 0` needs all of them in one). Shown: the first line.
   */
  content: string;
  route: string;
  /** The heading id (without `#`); empty for the intro. */
  anchor: string;
  /** A blog post's date (`YYYY-MM-DD`) on each of its records: the merge rule weighs posts by it. Docs have none. */
  date?: string;
}

/**
 * A record as stored in a titles index: one per page. `title` and `keywords` are searched,
 * `context` filters. No sections and no body text (they would make it five times larger): until
 * the context's content index has arrived, a suggestion is the page.
 */
export interface SearchTitlesDocument {
  /** The page's intro record id. */
  id: string;
  title: string;
  keywords: string;
  /** {@link SearchContext.id} of the page. */
  context: string;
  route: string;
  /** A blog post's date (`YYYY-MM-DD`); docs have none. */
  date?: string;
}

// ---------------------------------------------------------------------------------------------
// Dev mode (`npm run dev`): sent over Vite's HMR socket and `GET /__dev/errors`; never published
// ---------------------------------------------------------------------------------------------

/** A build problem as the dev error overlay shows it. */
export interface DevProblem {
  /** Path relative to the working directory, for example `content/docs/x.md`. */
  file: string;
  line: number;
  column: number;
  message: string;
  /** The lines around `line` as they are on disk now (null when the file cannot be read). */
  frame: { firstLine: number; lines: string[] } | null;
}

/** The `content:update` HMR event: which routes got a new chunk, and the problems of this pass. */
export interface DevUpdate {
  /** Routes whose chunk (or sidebar) changed, was added or was removed. */
  routes: string[];
  /** Errors of the current content; empty when everything builds. */
  errors: DevProblem[];
  /**
   * The new boot.json (the default locale's) and the changed chunks and their route-table shards
   * (path → file), sent along to save the page fetches: a body edit needs no request. Not the whole
   * manifest, whose route list the page never reads and which grows with the site.
   */
  boot: BootManifest | null;
  chunks: Record<string, RouteChunk | SidebarChunk | RouteTableShard>;
}
