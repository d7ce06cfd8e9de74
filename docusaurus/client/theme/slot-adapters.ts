import { createElement, Fragment, type ComponentProps, type ReactNode } from 'react';
import { configHtmlText } from '../../shared/config-html-text';
import type {
  BlogArchiveChunk,
  BlogAuthor,
  BlogAuthorsChunk,
  BlogListChunk,
  BlogPostChunk,
  BlogPostSummary,
  BlogSidebar,
  BlogSidebarItem,
  DocChunk,
  DocTagChunk,
  FooterColumn,
  FooterItem,
  HastRoot,
  NavbarItem,
  NavbarItemLook,
  NavLink,
  SidebarChunk,
  SidebarItem,
  SiteLogo,
  TagLink,
  TagsChunk,
  TocItem,
} from '../../../common/contract';
import {
  blogAuthorProp,
  blogListPostContent,
  blogPostContent,
  docContent,
  docsSidebar,
  sidebarItemFromProp,
  sidebarItemProp,
  type PropSidebarItemIn,
} from '../../shared/doc-content';
import type { ItemProps, ItemsProps, TreeProps } from '../../../web/theme/DocSidebar/item-props';
import { docusaurusNavbarItem, navbarLinkItem } from '../../shared/navbar-items';
import { SearchHighlight } from '../../../web/theme/SearchHighlight';
import { MdxContent } from '../../../web/mdx/MdxContent';
import { loadedManifest } from '../manifest';
import type { DropdownEntry } from '../../../web/theme/NavbarDropdown/Entry';
import { TitleFormatBridge } from './ThemeProvider/title-format-bridge';
import { docusaurusToc } from './toc-tree';
import './arrow-icon.css';
import { BlogSidebarItemList } from '../../../web/theme/BlogSidebar/Content';
import { routeOf } from './route';
import { footerItem, footerLinksConfig } from '../footer-config';
import { permalinkOf, routeOf as pageRoute } from './nav-link';
import { isActive as barActive } from '../../../web/theme/Navbar/items';
import { BASE_URL } from '../../../web/app/base-url';
import { pathnameLink } from '../../../common/url';
import { useNavbarLinkTarget, type NavbarLinkItemProps } from '../../../web/theme/NavbarItem/link-target';
import { useMobileMenu } from '../../../web/theme/MobileSidebar/menu';
import type { MobileDropdownProps } from '../../../web/theme/MobileSidebar/Dropdown';
import type { DropdownNavbarItem as BarDropdown } from '../../../web/theme/NavbarItem/Dropdown';
import { LanguageIcon } from '../../../web/theme/LanguageIcon';
import { translate } from '../../../web/app/translate';

/**
 * The props Docusaurus gives a swizzled part, made from the props this theme's chrome gives its own
 * part (`docusaurus/node/theme/chrome-slots.ts` names one per slot): a site's ejected `TOC` reads `toc`, an
 * ejected `DocSidebar` its `sidebar` items, a `NavbarItem` the config's item. Imported only by the
 * generated slot modules of a site that swizzles those parts.
 */
const url = (route: string) => {
  const base = loadedManifest().site.baseUrl;
  return base === '/' ? route : base.replace(/\/$/, '') + route;
};

/** Docusaurus's `NavbarItem` props: the config's item (`type`, `label`, `to`/`href`, `position`, ...). */
export function navbarItem({ item }: { item: NavbarItem }): Record<string, unknown> {
  return docusaurusNavbarItem(item);
}

/** Docusaurus's props of a navbar item in the mobile menu: the config's item, with `mobile`. */
export function navbarMobileItem({ item }: { item: NavbarItem }): Record<string, unknown> {
  return { ...docusaurusNavbarItem(item), mobile: true };
}

/**
 * Docusaurus's props of the component one kind of item is drawn by (`NavbarItem/DropdownNavbarItem`,
 * `DefaultNavbarItem`, ...): the config's item without its `type`, which `@theme/NavbarItem` keeps to pick it.
 */
export function navbarItemKind({ item }: { item: NavbarItem }): Record<string, unknown> {
  // A doc item reaches `DefaultNavbarItem` resolved, as theme-classic's `DocNavbarItem` hands it on: a link to the doc.
  const { type: _type, ...props } = navbarLinkItem(item);
  return props;
}

/** The same in the mobile menu, with `mobile`. */
export function navbarMobileItemKind({ item }: { item: NavbarItem }): Record<string, unknown> {
  return { ...navbarItemKind({ item }), mobile: true };
}

/**
 * Docusaurus's `NavbarItem/DropdownNavbarItem` props for a dropdown of the mobile menu, with
 * `mobile`: the config's dropdown (`navbarMobileItemKind`), or what theme-classic 3.10's
 * `LocaleDropdownNavbarItem` and `DocsVersionDropdownNavbarItem` hand it with `mobile`: the
 * config item's other props; the language icon and "Languages" over each locale's page (a
 * `pathname://` path, or another site's URL, loaded in the tab, its `lang`, the active class on the
 * one being read), or "Versions" (no `to`) over each version's page (`isActive`, `onClick` keeping
 * the choice; the item's `isActive` is left unset, as without `dropdownActiveClassDisabled`).
 */
export function navbarMobileDropdown(props: MobileDropdownProps): Record<string, unknown> {
  if (!props.group) return navbarMobileItemKind({ item: props.item });
  const { rest, around, inactive } = listDropdownConfig(props.item);
  const i18n = loadedManifest().i18n;
  if (props.group.kind === 'locale') {
    const label = createElement(Fragment, null, createElement(LanguageIcon), translate(i18n, 'theme.navbar.mobileLanguageDropdown.label', 'Languages'));
    const items = props.group.links.map((link) => ({
      label: link.label,
      ...(link.look?.lang ? { lang: link.look.lang } : {}),
      // The page being read is in the app here; theme-classic loads every locale's page afresh.
      to: link.href.startsWith('/') ? pathnameLink(url(link.href)) : link.href,
      target: '_self',
      autoAddBaseUrl: false,
      className: link.active ? 'menu__link--active' : '',
    }));
    return { ...rest, mobile: true, label, items: around(items) };
  }
  const items = props.group.links.map((link) => ({
    label: link.label,
    to: permalinkOf(link.href),
    isActive: () => link.active === true,
    ...(link.onClick ? { onClick: link.onClick } : {}),
  }));
  return {
    ...rest,
    mobile: true,
    label: translate(i18n, 'theme.navbar.mobileVersionsDropdown.label', 'Versions'),
    to: undefined,
    items: around(items),
    isActive: inactive,
  };
}

/**
 * A locale or version dropdown's config item as theme-classic's `LocaleDropdownNavbarItem` and
 * `DocsVersionDropdownNavbarItem` pass it on to `DropdownNavbarItem` (`rest`: without the props they
 * read themselves), their items between the config's `dropdownItemsBefore` and `dropdownItemsAfter`
 * (`around`), and the dropdown's `isActive`: never active with `dropdownActiveClassDisabled`.
 */
function listDropdownConfig(item: NavbarItem) {
  const config = docusaurusNavbarItem(item);
  const {
    type: _type,
    docsPluginId: _plugin,
    queryString: _query,
    dropdownItemsBefore: before = [],
    dropdownItemsAfter: after = [],
    dropdownActiveClassDisabled: disabled,
    ...rest
  } = config as typeof config & { dropdownItemsBefore?: unknown[]; dropdownItemsAfter?: unknown[] };
  return { rest, around: (items: unknown[]) => [...before, ...items, ...after], inactive: disabled ? () => false : undefined };
}

/**
 * Docusaurus's `NavbarItem/DropdownNavbarItem` props for a dropdown of the bar (and, less nothing,
 * its `/Desktop`'s, since the bar's props have no `mobile`): the config's dropdown (`navbarItemKind`),
 * or what theme-classic 3.10's `LocaleDropdownNavbarItem` and `DocsVersionDropdownNavbarItem` hand
 * it: the config item's other props; the language icon and the locale being read over each locale's
 * page (a `pathname://` path, or another site's URL, loaded in the tab: `target: '_self'`,
 * `autoAddBaseUrl: false`, its `lang`, `dropdown__link--active` on the locale being read), or the
 * version shown, its page as `to`, over each version's page (`isActive`: the version of the page
 * being read; `onClick` keeping the choice), the config's links before and after them.
 */
export function navbarDropdown(props: ComponentProps<typeof BarDropdown>): Record<string, unknown> {
  const { list } = props;
  if (!list) return navbarItemKind({ item: props.item });
  const { rest, around, inactive } = listDropdownConfig(props.item);
  if (list.kind === 'locale') {
    const items = list.entries.map((entry) => ({
      label: entry.label,
      ...(entry.lang ? { lang: entry.lang } : {}),
      // Another locale's page is already under the base URL; the one being read is a route of this site.
      to: entry.reload ? pathnameLink(entry.href) : pathnameLink(url(entry.href)),
      target: '_self',
      autoAddBaseUrl: false,
      className: entry.active ? 'dropdown__link--active' : '',
    }));
    return { ...rest, label: createElement(Fragment, null, createElement(LanguageIcon), list.text), items: around(items) };
  }
  const items = list.entries.map((entry) => ({
    label: entry.label,
    to: permalinkOf(entry.href),
    isActive: () => entry.read === true,
    ...(entry.onSelect ? { onClick: entry.onSelect } : {}),
  }));
  return { ...rest, label: list.text, to: list.to === undefined ? undefined : permalinkOf(list.to), items: around(items), isActive: inactive };
}

/** `NavbarItem/DropdownNavbarItem/Mobile` props: the same without `mobile`, which `DropdownNavbarItem` keeps to pick it. */
export function navbarMobileDropdownInner(props: MobileDropdownProps): Record<string, unknown> {
  const { mobile: _mobile, ...rest } = navbarMobileDropdown(props);
  return rest;
}

/**
 * Docusaurus's props of a config's doc item's component (`NavbarItem/DocNavbarItem`,
 * `DocSidebarNavbarItem`, `DocsVersionNavbarItem`): the config's item as written (`docId`,
 * `sidebarId`, `docsPluginId`, `label`, ...) without its `type`, which theme-classic resolves in
 * the browser (the compatibility layer's components do, for a wrapper that changes them).
 */
export function navbarDocItem({ item }: { item: NavbarItem }): Record<string, unknown> {
  const { type: _type, ...props } = docusaurusNavbarItem(item);
  return props;
}

/** The same in the mobile menu, with `mobile`. */
export function navbarMobileDocItem({ item }: { item: NavbarItem }): Record<string, unknown> {
  return { ...navbarDocItem({ item }), mobile: true };
}

/**
 * Docusaurus's `NavbarItem/HtmlNavbarItem` props: the config's item, its `value` the config's HTML
 * string, as Docusaurus hands it (the theme's `HtmlNavbarItem` draws the tree the build parsed from it).
 */
export function navbarHtmlItem({ item }: { item: Extract<NavbarItem, { type: 'html' }> }): Record<string, unknown> {
  return navbarItemKind({ item });
}

/** Docusaurus's `NavbarItem/HtmlNavbarItem` props in the mobile menu: the same, with `mobile`. */
export function navbarMobileHtmlItem({ item }: { item: Extract<NavbarItem, { type: 'html' }> }): Record<string, unknown> {
  return { ...navbarHtmlItem({ item }), mobile: true };
}

/**
 * Docusaurus's `NavbarItem/DefaultNavbarItem` props for a link of the mobile menu: its label, `to` a
 * page of the site or `href` another site's, the config's class, accessible name and target, `mobile`.
 * A locale's link has its `lang`; another locale's page, a `pathname://` path the browser loads,
 * is not based again (`autoAddBaseUrl: false`), as theme-classic's `LocaleDropdownNavbarItem` gives it.
 */
export function mobileNavLink({
  label,
  href,
  look = {},
  active,
  onClick,
}: {
  label: string;
  href: string;
  look?: NavbarItemLook & { external?: boolean; lang?: string };
  active?: boolean;
  onClick?: () => void;
}): Record<string, unknown> {
  return {
    label,
    ...(look.external ? { href } : { to: href }),
    ...(look.className ? { className: look.className } : {}),
    ...(look.ariaLabel ? { 'aria-label': look.ariaLabel } : {}),
    ...(look.target ? { target: look.target } : {}),
    ...(look.lang ? { lang: look.lang } : {}),
    ...(!look.external && href.startsWith('pathname://') ? { autoAddBaseUrl: false } : {}),
    ...groupLinkState({ look, active, onClick }, 'menu__link--active'),
    mobile: true,
  };
}

/**
 * What theme-classic's locale and version dropdowns add to each of their links: a locale's
 * (`lang`) the active class when it is the one being read (its `pathname://` target is no route a
 * `NavLink` could match), a version's `isActive` (the version of the page being read) and `onClick`
 * (`savePreferredVersionName`).
 */
function groupLinkState(
  { look, active, onClick }: { look: { lang?: string }; active?: boolean; onClick?: () => void },
  activeClass: string,
): Record<string, unknown> {
  if (active === undefined) return {};
  if (look.lang) return { className: active ? activeClass : '' };
  return { isActive: () => active, ...(onClick ? { onClick } : {}) };
}

/**
 * Docusaurus's props of a dropdown's link in the mobile menu, as theme-classic's
 * `DropdownNavbarItem/Mobile` draws each through `@theme/NavbarItem`: `mobile`, `isDropdownItem`,
 * the dropdown's `onClick` (the menu's: it closes the menu), the menu's active class, then the
 * config's item (`label`, `to` a page of the site or `href` another site's, its class, name, target),
 * a locale's (its `lang`, another locale's page in the tab) or a version's (the page in that version).
 * Called in the slot's render, where the open menu is.
 */
export function useNavbarMobileDropdownItem(props: Parameters<typeof mobileNavLink>[0]): Record<string, unknown> {
  const menu = useMobileMenu();
  const { mobile: _mobile, ...item } = mobileNavLink(props);
  // The link's own `onClick` (a version's) replaces the dropdown's, as theme-classic spreads it last.
  return { mobile: true, isDropdownItem: true, onClick: () => menu?.props.onNavigate(), activeClassName: 'menu__link--active', ...item };
}

/**
 * Docusaurus's props of a dropdown's item (`NavbarItem` with `isDropdownItem`, which draws
 * `NavbarItem/DefaultNavbarItem`): the config's item, `to` a page of the site (its route, as the
 * bar's items give it: `navbarItem`), `href` another site's, another locale's page a `pathname://` path loaded afresh (`target="_self"`).
 */
export function navbarDropdownItem({ entry }: { entry: DropdownEntry }): Record<string, unknown> {
  return {
    isDropdownItem: true,
    label: entry.label,
    // Another locale's page (`reload`), as theme-classic's LocaleDropdownNavbarItem gives it: `to` a
    // `pathname://` path the browser loads, already under the base URL (`href` doubled the base).
    ...(entry.external ? { href: entry.href } : entry.reload ? { to: pathnameLink(entry.href), target: '_self', autoAddBaseUrl: false } : { to: entry.href }),
    ...(entry.className ? { className: entry.className } : {}),
    ...(entry.ariaLabel ? { 'aria-label': entry.ariaLabel } : {}),
    ...(entry.target ? { target: entry.target } : {}),
    ...(entry.lang ? { lang: entry.lang } : {}),
  };
}

// The navbar's inner parts a kind of item draws (issue 43, task i43n): what theme-classic 3.10's
// `DefaultNavbarItem`, `DropdownNavbarItem` and `Navbar/Logo` hand their `Desktop`, `Mobile` and `Logo`.

/**
 * Docusaurus's `NavbarItem/DefaultNavbarItem/Desktop` props for a link of the bar: the item's, less
 * `mobile` and `position` (which `DefaultNavbarItem` keeps), with its default `activeClassName`.
 */
export function navbarDefaultDesktop({ item }: { item: NavbarItem }): Record<string, unknown> {
  const { position: _position, ...props } = navbarItemKind({ item });
  return { ...props, activeClassName: 'navbar__link--active' };
}

/** The same for a dropdown's item: `isDropdownItem`, the class the dropdown's `Desktop` gives its items' active link. */
export function navbarDropdownEntryDesktop({ entry }: { entry: DropdownEntry }): Record<string, unknown> {
  return { ...navbarDropdownItem({ entry }), activeClassName: 'dropdown__link--active' };
}

/** `NavbarItem/DefaultNavbarItem/Mobile` props for a link of the mobile menu: without `mobile`, the menu's active class. */
export function mobileNavLinkInner(props: Parameters<typeof mobileNavLink>[0]): Record<string, unknown> {
  const { mobile: _mobile, ...rest } = mobileNavLink(props);
  return { ...rest, activeClassName: 'menu__link--active' };
}

/**
 * Docusaurus's `NavbarItem/NavbarNavLink` props for a link of the bar, as theme-classic's
 * `DefaultNavbarItem/Desktop` hands them: the item's link (a doc item's in the version being read,
 * as the bar draws it), label, class and accessible name, the bar's link classes, the active class,
 * and an `isActive` marking it where the bar marks it (a doc item on every page of its sidebar).
 * Called in the slot's render, so it reads the page's location and version as the bar's link does.
 */
export function useNavbarNavLink({ item, routes, versions, doc }: NavbarLinkItemProps): Record<string, unknown> {
  const { href, label } = useNavbarLinkTarget(item, versions, doc);
  const external = item.type === 'link' && item.external;
  const { type: _type, position: _position, className, to: _to, href: _href, ...props } = navbarLinkItem(item);
  return {
    ...props,
    label,
    ...(external ? { href } : { to: permalinkOf(href) }),
    className: ['navbar__item navbar__link', className].filter(Boolean).join(' '),
    activeClassName: 'navbar__link--active',
    isDropdownLink: false,
    ...(external ? {} : { isActive: (_match: unknown, location: { pathname: string }) => chromeActive(location.pathname, href, routes, item) }),
  };
}

/** Whether the bar marks a link active on a page (Docusaurus's location's path, under the base URL): its route, its sidebar's pages, its own rule. */
const chromeActive = (pathname: string, href: string, routes: Record<string, { sidebar?: string }>, rule: NavbarItemLook) =>
  barActive(pageRoute(pathname), href, routes, { rule, base: BASE_URL });

/** The same for a dropdown's item, as `DefaultNavbarItem/Desktop` hands it with `isDropdownItem`: `dropdown__link`, `isDropdownLink`. */
export function navbarDropdownNavLink({ entry, onChosen }: { entry: DropdownEntry; onChosen: () => void }): Record<string, unknown> {
  const { isDropdownItem: _item, className, ...props } = navbarDropdownEntryDesktop({ entry });
  return {
    ...props,
    className: ['dropdown__link', className].filter(Boolean).join(' '),
    isDropdownLink: true,
    // What choosing the entry does in the bar: the version dropdown keeps the choice, the menu closes.
    onClick: () => {
      entry.onSelect?.();
      onChosen();
    },
    ...(entry.reload || entry.external ? {} : { isActive: () => entry.active }),
  };
}

/** The same for a link of the mobile menu, as theme-classic's `DefaultNavbarItem/Mobile` hands it: `menu__link`, the menu's active class. */
export function mobileNavbarNavLink(props: Parameters<typeof mobileNavLink>[0] & { routes?: Record<string, { sidebar?: string }> }): Record<string, unknown> {
  const { className, ...rest } = mobileNavLinkInner(props);
  const look = props.look ?? {};
  return {
    ...rest,
    className: ['menu__link', className].filter(Boolean).join(' '),
    ...(look.external || rest.isActive
      ? {}
      : { isActive: (_match: unknown, location: { pathname: string }) => chromeActive(location.pathname, props.href, props.routes ?? {}, look) }),
  };
}

/** `@theme/Logo` as theme-classic's `Navbar/Logo` draws it: the brand link's, the image's and the title's classes. */
export function navbarLogo(): Record<string, unknown> {
  return { className: 'navbar__brand', imageClassName: 'navbar__logo', titleClassName: 'navbar__title text--truncate' };
}

/** Docusaurus's `DocSidebar` props: the sidebar's items as its `PropSidebar`, and the page's path. */
export function docSidebar({ sidebar, activeRoute }: { sidebar: SidebarChunk; activeRoute: string }) {
  return { sidebar: docsSidebar(sidebar, loadedManifest().site.baseUrl).items, path: url(activeRoute), isHidden: false, onCollapse: () => {} };
}

const body = (tree: DocChunk['body']): ReactNode => createElement(SearchHighlight, { tree });

/** Docusaurus's `DocItem/Layout` props: the doc's content as `children`. */
export function docItemLayout({ chunk }: { chunk: DocChunk }) {
  return { children: body(chunk.body) };
}

/** Docusaurus's `BlogPostItem` and `BlogPostItem/Content` props: the post's content as `children`. */
export function blogPostBody({ chunk }: { chunk: BlogPostChunk }) {
  return { children: body(chunk.body) };
}

/** Docusaurus's `TOC` props: the headings as a flat list with their levels (its `TOCItem`s). */
export function toc({ items }: { items: TocItem[] }) {
  return docusaurusToc(items);
}

/**
 * The recent posts as Docusaurus's `BlogSidebar` items (`title`, `permalink`, `unlisted`, `date`).
 * The sidebar carries each post's year, not its day: `date` is the middle of that year, so a
 * site's grouping by year (`new Date(date).getFullYear()`, in any time zone) finds the post's.
 */
const sidebarItemsProp = (items: BlogSidebarItem[]) =>
  items.map((i) => ({ title: i.title, permalink: url(i.route), unlisted: false, date: `${i.year}-07-01T00:00:00.000Z` }));

/** Docusaurus's `BlogSidebar` props: the recent posts (`title`, `permalink`). */
export function blogSidebar({ sidebar }: { sidebar: BlogSidebar | null }) {
  return { sidebar: sidebar && { title: sidebar.title, items: sidebarItemsProp(sidebar.items) } };
}

/** Docusaurus's icon props (`width`, `height`, SVG attributes) from this theme's `size`; a `className` the chrome shows it by (the colour mode's icons). */
export function icon({ size, strokeWidth, className }: { size?: number; strokeWidth?: number; className?: string }) {
  // Only what the chrome set: Docusaurus draws an icon without a size where the chrome gives none (the breadcrumbs' home).
  return { ...(size ? { width: size, height: size } : {}), ...(strokeWidth ? { strokeWidth } : {}), ...(className ? { className } : {}) };
}

/**
 * Docusaurus's `ThemeProvider/TitleFormatter` props: the page as `children`, inside the bridge that
 * hands the formatter the site's component provides to this theme's page head.
 */
export function titleFormatter({ children }: { children: ReactNode }) {
  return { children: createElement(TitleFormatBridge, null, children) };
}

/** Docusaurus's `Layout` props: the page (here: everything inside the chrome) as `children`. */
export function layout({ children }: { children: ReactNode }) {
  return { children };
}

/** Docusaurus's `DocItem/Content` props: the doc's content as `children`. */
export function docItemContent({ chunk, body: given }: { chunk: DocChunk; body?: ReactNode }) {
  // What a route component put around `<MDXContent />` (DocItemContent's `body`), else the body.
  return { children: given ?? body(chunk.body) };
}

/** Docusaurus's `DocSidebar/Mobile` props: the sidebar's items as its `PropSidebar`, and the page's path. */
export function docSidebarMobile({ items, activeRoute }: { items: SidebarItem[]; activeRoute: string }) {
  return { sidebar: docsSidebar({ name: '', items }, loadedManifest().site.baseUrl).items, path: url(activeRoute) };
}

/** Docusaurus's `Footer/Links` props: the config's `links`, titled columns or one flat list. */
export function footerLinks({ columns }: { columns: FooterColumn[] }) {
  return { links: footerLinksConfig(columns, loadedManifest().site.baseUrl) };
}

/** Docusaurus's `Footer/Links/MultiColumn` props: the config's titled columns. */
export function footerLinksMultiColumn({ columns }: { columns: FooterColumn[] }) {
  const base = loadedManifest().site.baseUrl;
  return { columns: columns.map((c) => ({ title: c.title, items: c.items.map((it) => footerItem(it, base)) })) };
}

/** Docusaurus's `Footer/Links/Simple` props: the config's flat list of links (its untitled column's here). */
export function footerLinksSimple({ columns }: { columns: FooterColumn[] }) {
  const base = loadedManifest().site.baseUrl;
  return { links: columns.flatMap((c) => c.items.map((it) => footerItem(it, base))) };
}

/** Docusaurus's `Footer/LinkItem` props: one configured link. */
export function footerLinkItem({ item }: { item: FooterItem }) {
  return { item: footerItem(item, loadedManifest().site.baseUrl) };
}

/** Docusaurus's `Footer/Logo` props: the configured logo. */
export function footerLogo({ logo }: { logo: SiteLogo }) {
  const { alt, src, srcDark, href, width, height } = logo;
  return { logo: { alt, src, ...(srcDark ? { srcDark } : {}), ...(href ? { href } : {}), ...(width ? { width } : {}), ...(height ? { height } : {}) } };
}

/**
 * Docusaurus's `Footer/Copyright` props: the config's copyright as its HTML text (a swizzle commonly
 * sets it with `dangerouslySetInnerHTML`, as Docusaurus's own does), serialised from the tree the
 * build parsed and cleaned, links to the site's pages under the base URL.
 */
export function footerCopyright({ copyright }: { copyright: HastRoot }) {
  // As `useThemeConfig().footer.copyright` gives it (`configHtmlText`): the same text both ways.
  return { copyright: configHtmlText(copyright, loadedManifest().site.baseUrl) };
}

/** Docusaurus's `Footer/Layout` props: the footer's parts as elements (this theme's thanks line is its own). */
export function footerLayout({ style, links, logo, copyright }: { style: 'light' | 'dark'; links: ReactNode; logo: ReactNode; copyright: ReactNode }) {
  return { style, links, logo, copyright };
}

/** Docusaurus's `BlogLayout` props: the recent posts (`BlogSidebar`'s), a post's table of contents as an element, the page as `children`. */
export function blogLayout({ sidebar, toc, children }: { sidebar: BlogSidebar | null; toc?: ReactNode; children: ReactNode }) {
  return { ...blogSidebar({ sidebar }), toc: toc || undefined, children };
}

/** A previous/next link as Docusaurus's `PropNavigationLink` (`title`, `permalink` under the base URL). */
const navLink = (link: NavLink | null) => (link ? { title: link.title, permalink: url(link.route) } : undefined);

/** Docusaurus's `DocPaginator` props: the doc's previous and next pages (`DocItem/Paginator` gives it `docusaurus-mt-lg`). */
export function docPaginator({ previous, next }: { previous: NavLink | null; next: NavLink | null }) {
  return { previous: navLink(previous), next: navLink(next), className: 'docusaurus-mt-lg' };
}

/** Docusaurus's `BlogPostPaginator` props: the newer post is `prevItem`, the older `nextItem`. */
export function blogPostPaginator({ previous, next }: { previous: NavLink | null; next: NavLink | null }) {
  return { prevItem: navLink(previous), nextItem: navLink(next) };
}

/**
 * An MDX content component as Docusaurus's routes give it (`DocItem`'s and `BlogPostPage`'s
 * `content`): a component rendering the body, carrying `metadata`, `frontMatter`, `toc` and the
 * rest as its properties. One per chunk, so a site component that renders `<content />` keeps
 * the same component (and the body its state) across renders of the page.
 */
const contents = new WeakMap<object, unknown>();
function contentOf<T extends object>(key: object, tree: HastRoot, data: () => T, Body: (props: { tree: HastRoot }) => ReactNode = SearchHighlight) {
  let content = contents.get(key) as (T & (() => ReactNode)) | undefined;
  if (!content) contents.set(key, (content = Object.assign(() => createElement(Body, { tree }), data())));
  return content;
}

/** The recent posts of a blog page as Docusaurus's `BlogSidebar` (`title`, `items` of `title`/`permalink`). */
const blogSidebarProp = (sidebar: BlogSidebar | null) => blogSidebar({ sidebar }).sidebar ?? { title: '', items: [] };

/**
 * Docusaurus's `DocItem` props: `content`, the doc as its MDX component (with `metadata`,
 * `frontMatter`, `toc`, `contentTitle`), and `route`, the doc's route (`path`, `sidebar`).
 */
export function docItem({ chunk }: { chunk: DocChunk }) {
  const base = loadedManifest().site.baseUrl;
  const content = contentOf(chunk, chunk.body, () => docContent(chunk, base));
  return {
    content,
    route: { path: url(chunk.route), exact: true, sidebar: chunk.sidebar?.split('/').pop(), component: content },
  };
}

/** Docusaurus's `BlogPostPage` props: `content` (the post as its MDX component, with `metadata`, `frontMatter`, `toc`), `sidebar`, `blogMetadata`. */
export function blogPostPage({ chunk }: { chunk: BlogPostChunk }) {
  const { blog } = loadedManifest();
  const base = loadedManifest().site.baseUrl;
  return {
    content: contentOf(chunk, chunk.body, () => blogPostContent(chunk, base)),
    sidebar: blogSidebarProp(chunk.blogSidebar),
    blogMetadata: { blogBasePath: url('/blog'), blogTitle: blog?.title ?? 'Blog', authorsListPath: url('/blog/authors') },
  };
}

/** A list page's `metadata` as Docusaurus's `BlogPaginatedMetadata` (the page, totals, neighbours under the base URL). */
function blogListMetadata(chunk: BlogListChunk) {
  const { blog } = loadedManifest();
  return {
    permalink: url(chunk.route),
    page: chunk.page,
    postsPerPage: chunk.postsPerPage,
    totalPages: chunk.totalPages,
    totalCount: chunk.totalPosts,
    previousPage: chunk.previousPage ? url(chunk.previousPage) : undefined,
    nextPage: chunk.nextPage ? url(chunk.nextPage) : undefined,
    blogTitle: blog?.title ?? 'Blog',
    blogDescription: blog?.description ?? '',
  };
}

/** A list page's `items`: each post's excerpt as its MDX `content`, carrying the post's `metadata` and `frontMatter`. */
function blogListItems(chunk: BlogListChunk) {
  const base = loadedManifest().site.baseUrl;
  return chunk.posts.map((post) => ({ content: contentOf(post, post.excerpt, () => blogListPostContent(post, base), MdxContent) }));
}

/**
 * Docusaurus's `BlogListPage` props: `metadata` (the list page's `BlogPaginatedMetadata`), `items`
 * (each post's excerpt as its MDX `content`, with the post's `metadata`) and `sidebar`.
 */
export function blogListPage({ chunk }: { chunk: BlogListChunk }) {
  return { sidebar: blogSidebarProp(chunk.blogSidebar), metadata: blogListMetadata(chunk), items: blogListItems(chunk) };
}

/** Docusaurus's `BlogListPage/StructuredData` props: the list page's `metadata` and `items`, as `BlogListPage` gets them. */
export function blogListStructuredData({ chunk }: { chunk: BlogListChunk }) {
  return { metadata: blogListMetadata(chunk), items: blogListItems(chunk) };
}

/**
 * Docusaurus's `DocBreadcrumbs/StructuredData` props: `breadcrumbs`, the sidebar items leading to
 * the doc (a level with a page as a `link`, one without as a `category`), under the base URL.
 */
export function docBreadcrumbsStructuredData({ items }: { items: NavLink[] }) {
  return {
    breadcrumbs: items.map((item) => (item.route ? { type: 'link', label: item.title, href: url(item.route) } : { type: 'category', label: item.title })),
  };
}

/** Docusaurus's `BlogPostItems` props: the list's `items`, as `BlogListPage` gets them (no `component`: Docusaurus's pages pass none, so it is `BlogPostItem`). */
export function blogPostItems({ chunk }: { chunk: BlogListChunk }) {
  return { items: blogListItems(chunk) };
}

/** Docusaurus's `BlogListPaginator` props: the list page's `metadata` (`previousPage`, `nextPage`, the page and totals). */
export function blogListPaginator({ chunk }: { chunk: BlogListChunk }) {
  return { metadata: blogListMetadata(chunk) };
}

/**
 * The tree's props besides the items, as Docusaurus's: `level`, `tabIndex` where the tree gives one,
 * and `onItemClick` (the mobile tree's closes the menu) taking Docusaurus's item back to this
 * theme's (a site's item calls it with the item it was given).
 */
function treeProps({ level = 1, onItemClick, tabIndex }: TreeProps) {
  const base = loadedManifest().site.baseUrl;
  return {
    level,
    ...(onItemClick ? { onItemClick: (clicked: PropSidebarItemIn) => onItemClick(sidebarItemFromProp(clicked, base)) } : {}),
    ...(tabIndex !== undefined ? { tabIndex } : {}),
  };
}

/** Docusaurus's `DocSidebarItem` props (and its `Link`, `Category`, `Html`): the item as its `PropSidebarItem`, the page's path, the item's index in its list, its level, `onItemClick` and `tabIndex`. */
export function docSidebarItem({
  item,
  activeRoute,
  siblings,
  ...tree
}: Pick<ItemProps, 'item' | 'activeRoute'> & TreeProps & { siblings: { index: number } }) {
  return { item: sidebarItemProp(item, loadedManifest().site.baseUrl), activePath: url(activeRoute), index: siblings.index, ...treeProps(tree) };
}

/** Docusaurus's `DocSidebarItems` props: one level's items as `PropSidebarItem`s, the page's path, the level, `onItemClick` and `tabIndex`. */
export function docSidebarItems({ items, activeRoute, ...tree }: Pick<ItemsProps, 'items' | 'activeRoute'> & TreeProps) {
  return { items: items.map((i) => sidebarItemProp(i, loadedManifest().site.baseUrl)), activePath: url(activeRoute), ...treeProps(tree) };
}

/** Docusaurus's `Navbar/MobileSidebar/Layout` props: the panel's header and its two menus, as elements. */
export function mobileSidebarLayout({ header, primaryMenu, secondaryMenu }: { header: ReactNode; primaryMenu: ReactNode; secondaryMenu: ReactNode }) {
  return { header, primaryMenu, secondaryMenu };
}

/** Docusaurus's `DocSidebar/Desktop/Content` props: the sidebar's items as its `PropSidebar`, and the page's path. */
export function docSidebarContent({ items, activeRoute }: { items: SidebarItem[]; activeRoute: string }) {
  return { sidebar: docsSidebar({ name: '', items }, loadedManifest().site.baseUrl).items, path: url(activeRoute) };
}

/**
 * Docusaurus's `Icon/Arrow` props in the sidebar's buttons: the class its buttons give it, which
 * turns the arrow (drawn pointing forward) back in the collapse button (`arrow-icon.css`).
 */
export function arrowIcon({ expand }: { expand: boolean }) {
  return { className: expand ? 'doc-sidebar-arrow-expand' : 'doc-sidebar-arrow-collapse' };
}

/** The list a site's `BlogSidebar/Content` draws each group with: this theme's list of Docusaurus's items, the page shown marked. */
function BlogSidebarList({ items }: { items: { title: string; permalink: string }[] }) {
  return createElement(BlogSidebarItemList, { items: items.map((i) => ({ title: i.title, route: routeOf(i.permalink), year: 0 })) });
}

/** Docusaurus's `BlogSidebar/Content` props (3.5+): the recent posts, the year headings' class, the component listing a group. */
export function blogSidebarContent({ sidebar }: { sidebar: BlogSidebar }) {
  return { items: sidebarItemsProp(sidebar.items), yearGroupHeadingClassName: 'blog-sidebar-year', ListComponent: BlogSidebarList };
}

/** Docusaurus's `Blog/Components/Author` props: the author as the post's metadata gives it. */
export function blogAuthor({ author }: { author: BlogAuthor }) {
  return { author: blogAuthorProp(author, loadedManifest().site.baseUrl) };
}

/** Docusaurus's `BlogPostItem/Footer/ReadMoreLink` props: the post's title, and `to` its permalink. */
export function readMoreLink({ post }: { post: Pick<BlogPostSummary, 'route' | 'title'> }) {
  return { blogPostTitle: post.title, to: url(post.route) };
}

/** Docusaurus's `BlogArchivePage` props: `archive.blogPosts`, every listed post newest first, each with its `metadata` (`permalink`, `title`, `date`). */
export function blogArchivePage({ chunk }: { chunk: BlogArchiveChunk }) {
  return {
    archive: {
      blogPosts: chunk.years.flatMap((y) =>
        y.posts.map((p) => ({
          id: p.route,
          metadata: { permalink: url(p.route), title: p.title, date: p.date, frontMatter: { title: p.title } },
          content: '',
        })),
      ),
    },
  };
}

/** Docusaurus's `BlogTagsPostsPage` props: the `tag` (`label`, `permalink`, `allTagsPath`, `count`), the page's `items`, `listMetadata` and `sidebar`. */
export function blogTagsPostsPage({ chunk }: { chunk: BlogListChunk }) {
  const tag = chunk.listOf?.type === 'tag' ? chunk.listOf : null;
  return {
    tag: tag && {
      label: tag.tag.label,
      permalink: url(tag.tag.route),
      allTagsPath: url(tag.allTagsRoute),
      count: chunk.totalPosts,
      description: undefined,
      unlisted: false,
    },
    items: blogListItems(chunk),
    listMetadata: blogListMetadata(chunk),
    sidebar: blogSidebarProp(chunk.blogSidebar),
  };
}

/** Docusaurus's `Blog/Pages/BlogAuthorsPostsPage` props: the `author` with their post `count`, the page's `items`, `listMetadata` and `sidebar`. */
export function blogAuthorsPostsPage({ chunk }: { chunk: BlogListChunk }) {
  const author = chunk.listOf?.type === 'author' ? chunk.listOf.author : null;
  return {
    author: author && { ...blogAuthorProp(author, loadedManifest().site.baseUrl), count: chunk.totalPosts },
    items: blogListItems(chunk),
    listMetadata: blogListMetadata(chunk),
    sidebar: blogSidebarProp(chunk.blogSidebar),
  };
}

/** A tags list's tags as Docusaurus's `TagsListItem`s (`label`, `permalink`, `count`; this build keeps no tag `description`). */
const tagsListProp = (chunk: TagsChunk) => chunk.tags.map((t) => ({ label: t.label, permalink: url(t.route), count: t.count, description: undefined }));

/** Docusaurus's `BlogTagsListPage` props: the blog's `tags` and `sidebar`. */
export function blogTagsListPage({ chunk }: { chunk: TagsChunk }) {
  return { tags: tagsListProp(chunk), sidebar: blogSidebarProp(chunk.blogSidebar) };
}

/** Docusaurus's `DocTagsListPage` props: the docs' `tags`. */
export function docTagsListPage({ chunk }: { chunk: TagsChunk }) {
  return { tags: tagsListProp(chunk) };
}

/**
 * Docusaurus's `DocTagDocListPage` props: the `tag` with its docs as `items` (`title`,
 * `description`, `permalink`; `id` is the doc's route, as the tag's page keeps no doc ids) and `unlisted`.
 */
export function docTagDocListPage({ chunk }: { chunk: DocTagChunk }) {
  return {
    tag: {
      label: chunk.tag.label,
      permalink: url(chunk.tag.route),
      allTagsPath: url(chunk.allTagsRoute),
      count: chunk.docs.length,
      description: undefined,
      items: chunk.docs.map((d) => ({ id: d.route, title: d.title, description: d.description, permalink: url(d.route) })),
      unlisted: chunk.unlisted === true,
    },
  };
}

/** Docusaurus's `Blog/Pages/BlogAuthorsListPage` props: every author of the authors map with their post `count`, and the `sidebar`. */
export function blogAuthorsListPage({ chunk }: { chunk: BlogAuthorsChunk }) {
  const base = loadedManifest().site.baseUrl;
  return { authors: chunk.authors.map((a) => ({ ...blogAuthorProp(a, base), count: a.count })), sidebar: blogSidebarProp(chunk.blogSidebar) };
}

/** Docusaurus's `ErrorPageContent` props: the `error` (the message the theme's box shows) and `tryAgain`, the box's action (the route loaded afresh). */
export function errorPageContent({ message, onAction }: { message: string; onAction: () => void }) {
  return { error: new Error(message), tryAgain: onAction };
}

/**
 * Docusaurus's `LastUpdated` props: `lastUpdatedAt` in milliseconds and `lastUpdatedBy`, each
 * undefined when the page has none (the chrome draws it only when it has one of them).
 */
export function lastUpdated({ at, by }: { at?: string | null; by?: string }) {
  return { lastUpdatedAt: at ? Date.parse(at) : undefined, lastUpdatedBy: by };
}

/** Docusaurus's `TagsListInline` props: the tags, each its `label` and its page's `permalink` under the base URL. */
export function tagsListInline({ tags }: { tags: TagLink[] }) {
  return { tags: tags.map((t) => ({ label: t.label, permalink: url(t.route) })) };
}

/** Docusaurus's `ContentVisibility` props on an unlisted page: the page's `metadata` (the chrome draws it only there). */
export function contentVisibility() {
  return { metadata: { unlisted: true, frontMatter: { unlisted: true } } };
}

/** Docusaurus's `ContentVisibility` props on a draft (dev only): the doc's or post's `metadata`, its front matter's `draft`. */
export function contentVisibilityDraft() {
  return { metadata: { unlisted: false, frontMatter: { draft: true } } };
}

// The blog's and pages' remaining parts (issue 43, i43b).

/** Docusaurus's `TagsListByLetter` props: the page's `tags`, each its `label`, `permalink` and `count`. */
export function tagsListByLetter({ tags }: { tags: TagsChunk['tags'] }) {
  return { tags: tags.map((t) => ({ label: t.label, permalink: url(t.route), count: t.count, description: undefined })) };
}

/**
 * Docusaurus's `Blog/Components/Author/Socials` props: the `author`, drawn here for its `socials`
 * (the chrome hands the part the author's name and links, as all a swizzle of it reads).
 */
export function authorSocials({ socials, authorName }: { socials: Record<string, string> | undefined; authorName?: string }) {
  return { author: { name: authorName, socials } };
}

/**
 * Docusaurus's `MDXPage` props: `content`, the Markdown page as its MDX component, with `metadata`
 * (`title`, `description`, `permalink`, `frontMatter`, `unlisted`, ...), `frontMatter` (its
 * `wrapperClassName` and `hide_table_of_contents` too) and `toc`.
 */
export function mdxPage({ chunk }: { chunk: DocChunk }) {
  const base = loadedManifest().site.baseUrl;
  return { content: contentOf(chunk.body, chunk.body, () => mdxPageContent(chunk, base)) };
}

/** The Markdown page's MDX module data as Docusaurus's pages plugin gives it (`metadata.type` `mdx`). */
function mdxPageContent(chunk: DocChunk, base: string) {
  const { frontMatter, toc, contentTitle, assets, metadata } = docContent(chunk, base);
  const pageFrontMatter = chunk.wrapperClassName ? { ...frontMatter, wrapperClassName: chunk.wrapperClassName } : frontMatter;
  return {
    metadata: {
      type: 'mdx' as const,
      title: metadata.title,
      description: metadata.description,
      permalink: metadata.permalink,
      editUrl: metadata.editUrl,
      lastUpdatedAt: metadata.lastUpdatedAt,
      lastUpdatedBy: metadata.lastUpdatedBy,
      unlisted: metadata.unlisted,
      frontMatter: pageFrontMatter,
    },
    frontMatter: pageFrontMatter,
    toc,
    contentTitle,
    assets,
  };
}
