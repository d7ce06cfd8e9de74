import type { NavbarItem } from '../../common/contract.js';

/**
 * A navbar item of this build's manifest as the Docusaurus config wrote it (`themeConfig.navbar.items`:
 * `type`, `label`, `to` a route of the site, `href` a URL, `position`, `className`, `aria-label`), for
 * `useThemeConfig().navbar.items` and a swizzled `NavbarItem`'s props. `doc` and `docSidebar` items
 * were resolved to their route at build time: they come back as links to it; `html` without its
 * markup (parsed at build time; nothing is parsed as HTML in the browser).
 */
export function docusaurusNavbarItem(item: NavbarItem): Record<string, unknown> {
  const look = 'className' in item || 'ariaLabel' in item ? { className: item.className, 'aria-label': item.ariaLabel } : {};
  switch (item.type) {
    case 'doc':
      return { type: 'default', label: item.label, to: item.route, position: item.position, ...look };
    case 'link':
      return { type: 'default', label: item.label, ...(item.external ? { href: item.href } : { to: item.href }), position: item.position, ...look };
    case 'dropdown':
      return {
        type: 'dropdown',
        label: item.label,
        position: item.position,
        items: item.items.map((i) => ({ label: i.label, ...(i.external ? { href: i.href } : { to: i.href }), className: i.className })),
        ...look,
      };
    case 'docsVersionDropdown':
      return { type: item.type, position: item.position, docsPluginId: item.pluginId };
    case 'localeDropdown':
    case 'search':
      return { type: item.type, position: item.position };
    case 'html':
      return { type: 'html', position: item.position, value: '' };
  }
}
