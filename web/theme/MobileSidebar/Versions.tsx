import { useLocation } from 'react-router';
import type { NavbarItem } from '../../../common/contract';
import { versionLinks } from '../../app/versions';
import { savePreferredVersion } from '../../app/docs-version';
import { useRouteData } from '../../app/route-data';
import { docHere } from '../../app/route-loader';
// The group is this module's import of the menu's dropdown, so a site's swizzled
// `NavbarItem/DropdownNavbarItem` (or its `/Mobile`) draws it (chrome-slots.ts), as theme-classic's
// `DocsVersionDropdownNavbarItem` hands its versions to `DropdownNavbarItem` with `mobile`.
import { MobileDropdownItem } from './Dropdown';
// A link of the menu: a site's swizzled `NavbarItem/DefaultNavbarItem` draws it (chrome-slots.ts).
import { MobileNavLink } from './NavLink';

/**
 * The docs version dropdown in the mobile menu (Docusaurus's `NavbarItem/DocsVersionDropdownNavbarItem`
 * with `mobile`): the version being read as a button that folds out the list of versions, each
 * linking to the page being read in it (else its main doc), its query string and hash kept, as the
 * bar's dropdown links them. Each
 * link carries what theme-classic gives it: marked when it is the version of the page being read
 * (`isActive`), and choosing it stores it as the reader's preferred version (`onClick`,
 * `savePreferredVersionName`). A module of its own, in the menu's lazy chunk, so a site's swizzle
 * of that name takes its place here too (chrome-slots.ts).
 */
export function MobileVersionsItem({
  item,
  routes,
}: {
  item: Extract<NavbarItem, { type: 'docsVersionDropdown' }>;
  routes: Record<string, { sidebar?: string }>;
}) {
  // The menu is drawn after hydration: the address's query string and hash follow each link at once.
  const { pathname, search, hash } = useLocation();
  const data = useRouteData();
  const links = data ? versionLinks(data.manifest.versions, item.pluginId, pathname, docHere(data), search + hash, item.versionItems) : [];
  const found = links.find((l) => l.active);
  if (!found) return null;
  // One link in all (one version, none of the config's around it): theme-classic draws a plain link
  // to the version's page (`DefaultNavbarItem` with `mobile`), and so does the menu.
  const around = (item.dropdownItemsBefore?.length ?? 0) + (item.dropdownItemsAfter?.length ?? 0);
  if (links.length + around <= 1)
    return (
      <MobileNavLink
        label={found.label}
        href={found.href.slice(0, found.href.length - search.length - hash.length)}
        routes={routes}
        active={item.dropdownActiveClassDisabled ? false : undefined}
      />
    );
  const group = links.map((l) => ({ label: l.label, href: l.href, active: l.read, onClick: () => savePreferredVersion(l.version) }));
  return <MobileDropdownItem item={item} routes={routes} group={{ kind: 'versions', links: group, reading: found.label }} />;
}
