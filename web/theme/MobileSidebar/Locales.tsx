import { useLocation } from 'react-router';
import type { NavbarItem } from '../../../common/contract';
import { useLocaleLinks } from '../../app/use-locale-links';
import { pathnameLink } from '../../../common/url';
import { useMobileMenu } from './menu';
// The group is this module's import of the menu's dropdown, so a site's swizzled
// `NavbarItem/DropdownNavbarItem` (or its `/Mobile`) draws it (chrome-slots.ts), as theme-classic's
// `LocaleDropdownNavbarItem` hands its locales to `DropdownNavbarItem` with `mobile`.
import { MobileDropdownItem, type MobileDropdownLink } from './Dropdown';

/**
 * The locale dropdown in the mobile menu, its locales under a label (Docusaurus's
 * `NavbarItem/LocaleDropdownNavbarItem` with `mobile`), a module of its own so a site's swizzle of
 * that name takes its place here too (chrome-slots.ts). Each locale links the page being read in
 * it, its query string and hash kept, as the bar's dropdown does: the current one in the app,
 * another (another site, with its own manifest) loaded afresh in the tab (`pathname://`,
 * `target="_self"`), in its language.
 */
export function MobileLocaleItem({ item, routes }: { item: Extract<NavbarItem, { type: 'localeDropdown' }>; routes: Record<string, { sidebar?: string }> }) {
  const { pathname } = useLocation();
  const i18n = useMobileMenu()?.props.manifest.i18n;
  const several = i18n && i18n.locales.length > 1 ? i18n : null;
  const found = useLocaleLinks(several, item.queryString);
  const links: MobileDropdownLink[] = several
    ? found.map((l) =>
        l.current
          ? { label: l.label, href: l.href, look: { lang: l.lang }, active: true }
          : { label: l.label, href: pathnameLink(l.href), look: { lang: l.lang, target: '_self' }, active: false },
      )
    : item.locales.map((l) => ({ label: l.label, href: pathname }));
  return <MobileDropdownItem item={item} routes={routes} group={{ kind: 'locale', links }} />;
}
