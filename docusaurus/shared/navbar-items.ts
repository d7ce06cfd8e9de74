import type { DropdownVersionItem, NavbarDropdownAround, NavbarItem, NavbarItemLook } from '../../common/contract.js';
import { docusaurusPath } from './base-url.js';

/** Where the navbar's routes sit: the site's base URL and the page locale's prefix (`''`, `/ar`). */
export interface NavbarPaths {
  siteBaseUrl: string;
  localePrefix: string;
}

/**
 * A navbar item of this build's manifest as the Docusaurus config wrote it (`themeConfig.navbar.items`:
 * `type`, `label`, `to` a path of the site as the config wrote it (no base URL, no locale: the
 * navbar's Link adds both), `href` a URL, `position`, `className`, `aria-label`), for
 * `useThemeConfig().navbar.items` and a swizzled `NavbarItem`'s props. `doc`, `docSidebar` and
 * `docsVersion` items keep their type and fields (`docId`, `sidebarId`, `docsPluginId`), which the
 * theme's `DocNavbarItem`, `DocSidebarNavbarItem` and `DocsVersionNavbarItem` resolve as
 * Docusaurus's do; a doc item without the config's fields (made here, not read from a config) is a
 * link to the doc's path under the base URL. An `html` item's `value` is the config's string, as
 * Docusaurus gives it (this theme draws the tree the build parsed from it: nothing is parsed as
 * HTML in the browser).
 */
export function docusaurusNavbarItem(item: NavbarItem, paths: NavbarPaths = { siteBaseUrl: '/', localePrefix: '' }): Record<string, unknown> {
  // An `html` item's class is its own (below): it has no accessible name.
  const look = item.type !== 'html' && ('className' in item || 'ariaLabel' in item) ? { className: item.className, 'aria-label': item.ariaLabel } : {};
  // A config `to` as written: the route without the locale's prefix, which the navbar's Link puts back.
  const configTo = (route: string) =>
    paths.localePrefix && (route === paths.localePrefix || route.startsWith(`${paths.localePrefix}/`)) ? route.slice(paths.localePrefix.length) || '/' : route;
  switch (item.type) {
    case 'doc': {
      const { config } = item;
      const rest = { position: item.position, ...look, ...activeLook(item, configTo) };
      if (config?.type === 'doc') return { type: 'doc', docId: config.docId, label: item.label, ...plugin(config), ...rest };
      if (config?.type === 'docSidebar') return { type: 'docSidebar', sidebarId: config.sidebarId, label: item.label, ...plugin(config), ...rest };
      if (config?.type === 'docsVersion')
        return {
          type: 'docsVersion',
          ...(config.label !== undefined ? { label: config.label } : {}),
          ...(config.to ? { to: configTo(config.to) } : {}),
          ...plugin(config),
          ...rest,
        };
      return docLinkItem(item, paths);
    }
    case 'link':
      return { type: 'default', label: item.label, ...(item.external ? { href: item.href } : { to: configTo(item.href) }), position: item.position, ...look };
    case 'dropdown':
      return {
        type: 'dropdown',
        label: item.label,
        position: item.position,
        items: item.items.map((i) => dropdownLink(i, configTo)),
        ...look,
      };
    case 'docsVersionDropdown':
      return {
        type: item.type,
        position: item.position,
        docsPluginId: item.pluginId,
        ...(item.dropdownActiveClassDisabled ? { dropdownActiveClassDisabled: true } : {}),
        ...(item.versionItems ? { versions: configVersions(item.versionItems) } : {}),
        ...linksAround(item, configTo),
      };
    case 'localeDropdown':
      return { type: item.type, position: item.position, ...(item.queryString ? { queryString: item.queryString } : {}), ...linksAround(item, configTo) };
    case 'search':
      return { type: item.type, position: item.position };
    case 'html':
      return { type: 'html', position: item.position, value: item.text, ...(item.className ? { className: item.className } : {}) };
    case 'custom':
      return { ...item.props, type: item.customType, position: item.position };
  }
}

/** A dropdown's link as the config wrote it: `to` a path of the site, `href` another site's URL. */
const dropdownLink = (i: NavbarLink, configTo: (route: string) => string) => ({
  label: i.label,
  ...(i.external ? { href: i.href } : { to: configTo(i.href) }),
  className: i.className,
});

/**
 * A locale or version dropdown's `dropdownItemsBefore` and `dropdownItemsAfter` as the config wrote
 * them, empty when unset (theme-classic's option validation defaults both to `[]`, and its
 * components spread them).
 */
const linksAround = (item: NavbarDropdownAround, configTo: (route: string) => string) => ({
  dropdownItemsBefore: (item.dropdownItemsBefore ?? []).map((i) => dropdownLink(i, configTo)),
  dropdownItemsAfter: (item.dropdownItemsAfter ?? []).map((i) => dropdownLink(i, configTo)),
});

type NavbarLink = NonNullable<NavbarDropdownAround['dropdownItemsBefore']>[number];

/** The docs instance a doc item names, only when the config named one. */
const plugin = (config: { docsPluginId?: string }) => (config.docsPluginId ? { docsPluginId: config.docsPluginId } : {});

/** A doc item's own active rule and target, as the config wrote them (`activeBasePath` a path without the locale: Docusaurus's NavbarNavLink adds the base URL). */
const activeLook = (item: NavbarItemLook, configTo: (route: string) => string) => ({
  ...(item.activeBasePath ? { activeBasePath: configTo(item.activeBasePath) } : {}),
  ...(item.activeBaseRegex ? { activeBaseRegex: item.activeBaseRegex } : {}),
  ...(item.target ? { target: item.target } : {}),
});

/**
 * The props theme-classic's `DefaultNavbarItem` gets for an item of the bar: a doc item (which
 * Docusaurus's `DocNavbarItem`, `DocSidebarNavbarItem` and `DocsVersionNavbarItem` resolve before
 * drawing it) as a link to its target's path under the base URL, any other as the config wrote it.
 */
export function navbarLinkItem(item: NavbarItem, paths: NavbarPaths = { siteBaseUrl: '/', localePrefix: '' }): Record<string, unknown> {
  return item.type === 'doc' ? docLinkItem(item, paths) : docusaurusNavbarItem(item, paths);
}

/** A doc item as the link Docusaurus's doc items draw: the doc's path from global data, under the base URL. */
function docLinkItem(item: Extract<NavbarItem, { type: 'doc' }>, paths: NavbarPaths): Record<string, unknown> {
  const look = 'className' in item || 'ariaLabel' in item ? { className: item.className, 'aria-label': item.ariaLabel } : {};
  return { type: 'default', label: item.label, to: docusaurusPath(item.route, paths.siteBaseUrl), position: item.position, ...look };
}

/** A version dropdown's `versions` (theme-classic's two forms) as the manifest lists them: names in order, each with its label where set. */
export function versionItemsOf(versions: string[] | Record<string, { label?: string }>): DropdownVersionItem[] {
  if (Array.isArray(versions)) return versions.map((name) => ({ name }));
  return Object.entries(versions).map(([name, { label }]) => (label === undefined ? { name } : { name, label }));
}

/** The other way: a version dropdown's `versions` as the config wrote them, names, or names with the labels some of them set. */
function configVersions(items: DropdownVersionItem[]): string[] | Record<string, { label?: string }> {
  if (items.every((v) => v.label === undefined)) return items.map((v) => v.name);
  return Object.fromEntries(items.map((v) => [v.name, v.label === undefined ? {} : { label: v.label }]));
}
