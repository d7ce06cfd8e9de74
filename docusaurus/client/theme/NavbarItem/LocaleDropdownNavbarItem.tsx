import { LocaleDropdown } from '../../../../web/theme/LocaleDropdown';
import { loadedManifest } from '../../manifest';

/** `@theme/NavbarItem/LocaleDropdownNavbarItem`: the site's languages, as the configured locale dropdown lists them. */
export default function LocaleDropdownNavbarItem({ position = 'right' }: { position?: 'left' | 'right' }) {
  const manifest = loadedManifest();
  const configured = manifest.site.navbar.find((i) => i.type === 'localeDropdown');
  const locales = manifest.i18n?.locales.map((l) => ({ code: l.code, label: l.label })) ?? [];
  return <LocaleDropdown i18n={manifest.i18n} item={configured ?? { type: 'localeDropdown', position, locales }} />;
}
