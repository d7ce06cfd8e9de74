import type { NavbarItem } from '../../common/contract.js';
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
 * `useThemeConfig().navbar.items` and a swizzled `NavbarItem`'s props. `doc` and `docSidebar` items
 * were resolved to their route at build time: they come back as links to the doc's path under the
 * base URL, as Docusaurus's doc item gives its link; `html` without its
 * markup (parsed at build time; nothing is parsed as HTML in the browser).
 */
export function docusaurusNavbarItem(item: NavbarItem, paths: NavbarPaths = { siteBaseUrl: '/', localePrefix: '' }): Record<string, unknown> {
  const look = 'className' in item || 'ariaLabel' in item ? { className: item.className, 'aria-label': item.ariaLabel } : {};
  // A config `to` as written: the route without the locale's prefix, which the navbar's Link puts back.
  const configTo = (route: string) =>
    paths.localePrefix && (route === paths.localePrefix || route.startsWith(`${paths.localePrefix}/`)) ? route.slice(paths.localePrefix.length) || '/' : route;
  switch (item.type) {
    case 'doc':
      // Docusaurus's doc item links the doc's path from global data: under the base URL.
      return { type: 'default', label: item.label, to: docusaurusPath(item.route, paths.siteBaseUrl), position: item.position, ...look };
    case 'link':
      return { type: 'default', label: item.label, ...(item.external ? { href: item.href } : { to: configTo(item.href) }), position: item.position, ...look };
    case 'dropdown':
      return {
        type: 'dropdown',
        label: item.label,
        position: item.position,
        items: item.items.map((i) => ({ label: i.label, ...(i.external ? { href: i.href } : { to: configTo(i.href) }), className: i.className })),
        ...look,
      };
    case 'docsVersionDropdown':
      return { type: item.type, position: item.position, docsPluginId: item.pluginId };
    case 'localeDropdown':
    case 'search':
      return { type: item.type, position: item.position };
    case 'html':
      return { type: 'html', position: item.position, value: '' };
    case 'custom':
      return { ...item.props, type: item.customType, position: item.position };
  }
}
