import { useLocation } from 'react-router';
import type { NavbarItem } from '../../../common/contract';
import { localeLinks } from '../../app/locales';
import { pathnameLink } from '../../../common/url';
import { withBase } from '../../app/base-url';
import { useMobileMenu } from './menu';
// Each locale's link is this module's import of the menu's link, so a site's swizzled `NavbarItem`
// draws it (chrome-slots.ts, `NavbarItem:mobileDropdown`), as theme-classic draws a locale through
// `DropdownNavbarItem/Mobile`.
import { MobileNavLink } from './NavLink';

/**
 * The locale dropdown in the mobile menu, its locales under a label (Docusaurus's
 * `NavbarItem/LocaleDropdownNavbarItem` with `mobile`), a module of its own so a site's swizzle of
 * that name takes its place here too (chrome-slots.ts). Each locale links the page being read in
 * it, as the bar's dropdown does: the current one in the app, another (another site, with its own
 * manifest) loaded afresh in the tab (`pathname://`, `target="_self"`), in its language.
 */
export function MobileLocaleItem({ item, routes }: { item: Extract<NavbarItem, { type: 'localeDropdown' }>; routes: Record<string, { sidebar?: string }> }) {
  const { pathname } = useLocation();
  const i18n = useMobileMenu()?.props.manifest.i18n;
  const several = i18n && i18n.locales.length > 1 ? i18n : null;
  return (
    <li className="mobile-menu-group">
      <p className="mobile-menu-group-label">Language</p>
      <ul className="sidebar-list">
        {several
          ? localeLinks(several, pathname, withBase).map((l) =>
              l.current ? (
                <MobileNavLink key={l.code} label={l.label} href={l.href} routes={routes} look={{ lang: l.lang }} />
              ) : (
                <MobileNavLink key={l.code} label={l.label} href={pathnameLink(l.href)} routes={routes} look={{ lang: l.lang, target: '_self' }} />
              ),
            )
          : item.locales.map((l) => <MobileNavLink key={l.code} label={l.label} href={pathname} routes={routes} />)}
      </ul>
    </li>
  );
}
