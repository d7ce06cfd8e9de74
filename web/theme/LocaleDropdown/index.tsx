import { useLocation } from 'react-router';
import type { I18nJson, NavbarItem } from '../../../common/contract';
import { NavbarDropdown } from '../NavbarDropdown';
import { alternatePagePath } from '../../app/locales';
import { withBase } from '../../app/base-url';

export function LocaleIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8zM12 4a14 14 0 0 1 1.9 4h-3.8A14 14 0 0 1 12 4zM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4zm.8 2h2.9a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16zM8 8H5.1a8 8 0 0 1 4.3-3.6A15.7 15.7 0 0 0 8 8zm4 12a14 14 0 0 1-1.9-4h3.8A14 14 0 0 1 12 20zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4zm.3 5.6a15.7 15.7 0 0 0 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4z"
      />
    </svg>
  );
}

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
        href: l.code === current.code ? alternatePagePath(several, pathname, l.code) : withBase(alternatePagePath(several, pathname, l.code)),
        active: l.code === current.code,
        reload: l.code !== current.code,
        lang: l.htmlLang,
      }))
    : item.locales.map((l) => ({ label: l.label, href: pathname, active: l.code === current.code }));
  return (
    <NavbarDropdown
      label={
        <>
          <LocaleIcon />
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
