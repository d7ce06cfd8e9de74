import { useLocation } from 'react-router';
import type { I18nJson, NavbarItem } from '../../../common/contract';
import { NavbarDropdown } from '../NavbarDropdown';
import { linksAround } from '../NavbarDropdown/around';
import { useLocaleLinks } from '../../app/use-locale-links';
// Docusaurus's `Icon/Language`, a module of its own: a site's swizzle of it takes its place.
import { LanguageIcon } from '../LanguageIcon';
// The bar's dropdown module: for a site that swizzles `NavbarItem/DropdownNavbarItem` (or its
// `/Desktop`), the site's component draws the locales, as theme-classic's
// `LocaleDropdownNavbarItem` hands them to `DropdownNavbarItem` (chrome-slots.ts).
import { DropdownNavbarItem } from '../NavbarItem/Dropdown';

/**
 * Docusaurus's `localeDropdown`: each locale, linking to the page being read in that locale, its query string and hash kept (every
 * page exists in every locale: an untranslated one shows the default locale's text). Another
 * locale is another site with its own manifest, so the link loads the page afresh. A site with one
 * locale keeps the menu (its config lists it) with that one entry, the page being read. The
 * config's `dropdownItemsBefore` and `dropdownItemsAfter` go around the locales.
 */
export function LocaleDropdown({ i18n, item }: { i18n?: I18nJson; item: Extract<NavbarItem, { type: 'localeDropdown' }> }) {
  const { pathname } = useLocation();
  const several = i18n && i18n.locales.length > 1 ? i18n : null;
  const found = useLocaleLinks(several, item.queryString);
  const links = several ? found : null;
  const current = links ? links.find((l) => l.current) : (item.locales[0] ?? { code: 'en', label: 'English' });
  if (!current) return null;
  const items = links
    ? links.map((l) => ({ label: l.label, href: l.href, active: l.current, reload: !l.current, lang: l.lang }))
    : item.locales.map((l) => ({ label: l.label, href: pathname, active: l.code === current.code }));
  const label = (
    <>
      <LanguageIcon />
      <span className="navbar-locale-label">{current.label}</span>
    </>
  );
  const buttonLabel = `Language: ${current.label}`;
  if (__CHROME_BAR_DROPDOWN_LISTS__)
    return <DropdownNavbarItem item={item} routes={{}} list={{ kind: 'locale', label, text: current.label, buttonLabel, entries: items }} />;
  return (
    <NavbarDropdown
      label={label}
      buttonLabel={buttonLabel}
      align="right"
      items={__CHROME_DROPDOWN_ITEMS_AROUND__ ? linksAround(item, items) : items}
      active={false}
    />
  );
}
