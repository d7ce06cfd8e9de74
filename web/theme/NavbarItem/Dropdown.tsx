import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { NavbarItem } from '../../../common/contract';
import { NavbarDropdown, type DropdownEntry } from '../NavbarDropdown';
import { isActive } from '../Navbar/items';
import { BASE_URL } from '../../app/base-url';
import { linksAround } from '../NavbarDropdown/around';

/**
 * The locale or version dropdown's menu, which theme-classic's `LocaleDropdownNavbarItem` and
 * `DocsVersionDropdownNavbarItem` hand to this dropdown (their label, their links): drawn here only
 * in a bundle for a site that swizzles `NavbarItem/DropdownNavbarItem` or its `/Desktop`
 * (`__CHROME_BAR_DROPDOWN_LISTS__`), so that the site's component draws them.
 */
export interface BarDropdownList {
  kind: 'locale' | 'versions';
  label: ReactNode;
  /** The locale or version shown, as text (the button's accessible name, theme-classic's label). */
  text: string;
  buttonLabel: string;
  /** Each locale's or version's link; a version's `read` when it is the version of the page being read. */
  entries: (DropdownEntry & { read?: boolean })[];
  /** A version dropdown's own link: the shown version's page, as theme-classic gives the dropdown `to`. */
  to?: string;
}

/**
 * A dropdown in the bar (Docusaurus's `NavbarItem/DropdownNavbarItem`), a module of its own so a
 * site's swizzle of that name takes its place (docusaurus/node/theme/chrome-slots.ts): the config's
 * dropdowns and, for a site that swizzles it, the locale and version dropdowns (`list`), with the
 * config's links before and after theirs.
 */
export function DropdownNavbarItem({
  item,
  routes,
  list,
}: {
  item: Extract<NavbarItem, { type: 'dropdown' | 'localeDropdown' | 'docsVersionDropdown' }>;
  routes: Record<string, { sidebar?: string }>;
  list?: BarDropdownList;
}) {
  const { pathname } = useLocation();
  if (__CHROME_BAR_DROPDOWN_LISTS__ && list) {
    const entries = __CHROME_DROPDOWN_ITEMS_AROUND__ && item.type !== 'dropdown' ? linksAround(item, list.entries) : list.entries;
    return <NavbarDropdown label={list.label} buttonLabel={list.buttonLabel} align="right" items={entries} active={false} />;
  }
  // Otherwise the config's dropdown (the chrome hands a list with every other kind).
  const dropdown = item as Extract<NavbarItem, { type: 'dropdown' }>;
  const entries = dropdown.items.map((i) => ({
    label: i.label,
    href: i.href,
    active: !i.external && isActive(pathname, i.href, routes, { rule: i, base: BASE_URL }),
    className: i.className,
    ariaLabel: i.ariaLabel,
    external: i.external,
    target: i.target,
  }));
  return (
    <NavbarDropdown
      label={dropdown.label}
      buttonLabel={dropdown.ariaLabel}
      className={dropdown.className}
      items={entries}
      active={entries.some((e) => e.active)}
    />
  );
}
