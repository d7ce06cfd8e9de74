import { useLocation } from 'react-router';
import type { I18nJson, NavbarItem } from '../../../common/contract';
import { NavbarDropdown } from '../NavbarDropdown';
import { alternatePagePath, otherLocaleHref } from '../../app/locales';
import { withBase } from '../../app/base-url';
// Docusaurus's `Icon/Language`, a module of its own: a site's swizzle of it takes its place.
import { LanguageIcon } from '../LanguageIcon';

/**
 * Docusaurus's `localeDropdown`: each locale, linking to the page being read in that locale (every
 * page exists in every locale: an untranslated one shows the default locale's text). Another
 * locale is another site with its own manifest, so the link loads the page afresh. A site with one
 * locale keeps the menu (its config lists it) with that one entry, the page being read.
 */
export function LocaleDropdown({ i18n, item }: { i18n?: I18nJson; item: Extract<NavbarItem, { type: 'localeDropdown' }> }) {
  const { pathname } = useLocation();
  const several = i18n && i18n.locales.length > 1 ? i18n : null;
  const current = several
    ? (several.locales.find((l) => l.code === several.currentLocale) ?? several.locales[0])
    : (item.locales[0] ?? { code: 'en', label: 'English' });
  if (!current) return null;
  const items = several
    ? several.locales.map((l) => ({
        label: l.label,
        href: l.code === current.code ? alternatePagePath(several, pathname, l.code) : otherLocaleHref(several, pathname, l.code, withBase),
        active: l.code === current.code,
        reload: l.code !== current.code,
        lang: l.htmlLang,
      }))
    : item.locales.map((l) => ({ label: l.label, href: pathname, active: l.code === current.code }));
  return (
    <NavbarDropdown
      label={
        <>
          <LanguageIcon />
          <span className="navbar-locale-label">{current.label}</span>
        </>
      }
      buttonLabel={`Language: ${current.label}`}
      align="right"
      items={items}
      active={false}
    />
  );
}
