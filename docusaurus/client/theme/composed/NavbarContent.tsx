import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import type { BootManifest, NavbarItem as NavbarItemData } from '../../../../common/contract';
import type { DocHere } from '../../../../web/app/versions';
// The chrome's own parts, resolved as `web/theme/Navbar/Content.tsx`'s imports are (`chrome` in
// CHROME_COMPOSITIONS): a site's swizzle of one of them is drawn here too.
import { ColorModeToggle } from '../../../../web/theme/ColorModeToggle';
import { NavbarItem } from '../../../../web/theme/NavbarItem';
import { splitItems } from '../../../../web/theme/Navbar/items';
import { NavbarBrand } from '../../../../web/theme/Navbar/Logo';
import { navbarItemKind } from '../slot-adapters';
import { ThemeClassNames } from '../../../shared/theme-class-names';

type SearchItem = Extract<NavbarItemData, { type: 'search' }>;

/**
 * This theme's navbar content (`web/theme/Navbar/Content.tsx`) with its search box drawn through
 * `@theme/NavbarItem/SearchNavbarItem` given the config's search item, as theme-classic's
 * `NavbarItem` draws a `search` item (which draws `@theme/SearchBar` in `@theme/Navbar/Search`):
 * for a site that swizzles either (`CHROME_COMPOSITIONS`).
 */
export function NavbarContent({ manifest, routes, doc }: { manifest: BootManifest; routes: Record<string, { sidebar?: string }>; doc: DocHere }) {
  const site = manifest.site;
  const { left, right } = splitItems(site.navbar);
  const search = site.navbar.find((i): i is SearchItem => i.type === 'search');
  return (
    <>
      <NavbarBrand site={site} />
      <div className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.layout.navbar.containerLeft} navbar-items navbar-left` : 'navbar-items navbar-left'}>
        {left.map((item, i) => (
          <NavbarItem key={i} item={item} routes={routes} versions={manifest.versions} i18n={manifest.i18n} doc={doc} />
        ))}
      </div>
      <div className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.layout.navbar.containerRight} navbar-items navbar-right` : 'navbar-items navbar-right'}>
        {right.map((item, i) => (
          <NavbarItem key={i} item={item} routes={routes} versions={manifest.versions} i18n={manifest.i18n} doc={doc} />
        ))}
        {!site.colorMode.disableSwitch && <ColorModeToggle colorMode={site.colorMode} />}
        {search && <SearchNavbarItem {...navbarItemKind({ item: search })} />}
      </div>
    </>
  );
}
