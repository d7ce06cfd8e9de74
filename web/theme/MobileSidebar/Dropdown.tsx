import { useId, useState } from 'react';
import type { NavbarItem, NavbarItemLook } from '../../../common/contract';
import { MobileNavLink } from './NavLink';
import { linksAround } from '../NavbarDropdown/around';
import type { DropdownEntry } from '../NavbarDropdown/Entry';

/** One link of a dropdown in the mobile menu: the config's, a locale's or a version's. */
export interface MobileDropdownLink {
  label: string;
  href: string;
  /** The config's class, name and target; a locale's `lang` (another locale's page: `target="_self"`). */
  look?: NavbarItemLook & { external?: boolean; lang?: string };
  /** Whether it is marked as the one being read, whatever its path (a version's: the version of the page; a locale's: the locale). */
  active?: boolean;
  /** What choosing it does besides following it (a version's: keeps it as the reader's version). */
  onClick?: () => void;
}

/**
 * The locale and version dropdowns' groups, which theme-classic's `LocaleDropdownNavbarItem` and
 * `DocsVersionDropdownNavbarItem` hand to this dropdown with `mobile` (their labels, their links).
 * The versions fold out under the one being read (`reading`, its label).
 */
export type MobileDropdownGroup = { kind: 'locale'; links: MobileDropdownLink[] } | { kind: 'versions'; links: MobileDropdownLink[]; reading: string };

/** The chrome's props: the config's dropdown, or the locale or version dropdown with its group of links. */
export type MobileDropdownProps =
  | { item: Extract<NavbarItem, { type: 'dropdown' }>; routes: Record<string, { sidebar?: string }>; group?: undefined }
  | { item: Extract<NavbarItem, { type: 'localeDropdown' | 'docsVersionDropdown' }>; routes: Record<string, { sidebar?: string }>; group: MobileDropdownGroup };

/**
 * A dropdown in the mobile menu, its label over its links (Docusaurus's `NavbarItem/DropdownNavbarItem`
 * with `mobile`): the config's dropdowns and, as theme-classic draws them through the same name, the
 * locale and version dropdowns. A module of its own so a site's swizzle of that name (or of
 * `DropdownNavbarItem/Mobile`) takes its place in all three (chrome-slots.ts); each link is this
 * module's import of the menu's link, which a site's `NavbarItem` draws (`NavbarItem:mobileDropdown`).
 */
export function MobileDropdownItem({ item, routes, group }: MobileDropdownProps) {
  // The config's links before and after the locales or versions, for a site whose config has some.
  const grouped = group && __CHROME_DROPDOWN_ITEMS_AROUND__ ? linksAround(item, group.links).map(aroundLink) : group?.links;
  if (group?.kind === 'versions') return <MobileVersionsGroup links={grouped!} reading={group.reading} routes={routes} />;
  const label = group ? 'Language' : item.type === 'dropdown' ? item.label : '';
  const className = item.type === 'dropdown' ? item.className : undefined;
  const links: MobileDropdownLink[] = grouped
    ? grouped
    : item.type === 'dropdown'
      ? item.items.map((sub) => ({ label: sub.label, href: sub.href, look: sub }))
      : [];
  return (
    <li className="mobile-menu-group">
      <p className={className ? `mobile-menu-group-label ${className}` : 'mobile-menu-group-label'}>{label}</p>
      <ul className="sidebar-list">
        {links.map((link) => (
          <MobileNavLink key={`${link.label} ${link.href}`} {...link} routes={routes} />
        ))}
      </ul>
    </li>
  );
}

/** A link of the config's around the locales or versions (a `DropdownEntry`: its look is its own fields), or one of those as it is. */
const aroundLink = (link: MobileDropdownLink | DropdownEntry): MobileDropdownLink =>
  'look' in link || !('external' in link) ? link : { label: link.label, href: link.href, look: link };

/** The version being read as a button that folds out the list of versions. */
function MobileVersionsGroup({ links, reading, routes }: { links: MobileDropdownLink[]; reading: string; routes: Record<string, { sidebar?: string }> }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <li className="mobile-menu-group mobile-versions">
      <button
        type="button"
        className="mobile-menu-group-label mobile-versions-toggle"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`Docs version: ${reading}`}
        onClick={() => setOpen(!open)}
      >
        {reading}
      </button>
      <ul id={id} className="sidebar-list" hidden={!open}>
        {links.map((link) => (
          <MobileNavLink key={`${link.label} ${link.href}`} {...link} routes={routes} />
        ))}
      </ul>
    </li>
  );
}
