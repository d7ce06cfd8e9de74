import { useId, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import type { NavbarItem } from '../../../common/contract';
import { versionLinks } from '../../app/versions';
import { savePreferredVersion } from '../../app/docs-version';
import { useRouteData } from '../../app/route-data';
import { docHere } from '../../app/route-loader';
// Each version's link is this module's import of the menu's link, so a site's swizzled `NavbarItem`
// draws it (chrome-slots.ts, `NavbarItem:mobileDropdown`), as theme-classic draws a version through
// `DropdownNavbarItem/Mobile`.
import { MobileNavLink } from './NavLink';

/**
 * The docs version dropdown in the mobile menu (Docusaurus's `NavbarItem/DocsVersionDropdownNavbarItem`
 * with `mobile`): the version being read as a button that folds out the list of versions, each
 * linking to the page being read in it (else its main doc), as the bar's dropdown links them.
 * Choosing one stores it as the reader's preferred version. A module of its own, in the menu's lazy
 * chunk, so a site's swizzle of that name takes its place here too (chrome-slots.ts).
 */
export function MobileVersionsItem({
  item,
  routes,
}: {
  item: Extract<NavbarItem, { type: 'docsVersionDropdown' }>;
  routes: Record<string, { sidebar?: string }>;
}) {
  const { pathname } = useLocation();
  const data = useRouteData();
  const id = useId();
  const [open, setOpen] = useState(false);
  const links = data ? versionLinks(data.manifest.versions, item.pluginId, pathname, docHere(data)) : [];
  const active = links.find((l) => l.active)?.version;
  if (!active) return null;
  // Each version's link is its own <li> (a site's `DefaultNavbarItem/Mobile` draws it): the one chosen is found by its place.
  const onChoose = (e: MouseEvent<HTMLUListElement>) => {
    const li = (e.target as HTMLElement).closest('a[href]')?.closest('li');
    const chosen = li ? links[[...e.currentTarget.children].indexOf(li)] : undefined;
    if (chosen) savePreferredVersion(chosen.version);
  };
  return (
    <li className="mobile-menu-group mobile-versions">
      <button
        type="button"
        className="mobile-menu-group-label mobile-versions-toggle"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`Docs version: ${active.label}`}
        onClick={() => setOpen(!open)}
      >
        {active.label}
      </button>
      <ul id={id} className="sidebar-list" hidden={!open} onClick={onChoose}>
        {links.map((l) => (
          <MobileNavLink key={l.version.name} label={l.version.label} href={l.href} routes={routes} />
        ))}
      </ul>
    </li>
  );
}
