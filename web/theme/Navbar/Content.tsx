import type { BootManifest } from '../../../common/contract';
import type { DocHere } from '../../app/versions';
import { ColorModeToggle } from '../ColorModeToggle';
import { SearchBar } from '../SearchBar';
import { NavbarItem } from '../NavbarItem';
import { splitItems } from './items';
import { NavbarBrand } from './Logo';
import { ThemeClassNames } from '../../../docusaurus/shared/theme-class-names';

/** The brand, the items on either side, the colour mode toggle and search (Docusaurus's `Navbar/Content`). */
export function NavbarContent({ manifest, routes, doc }: { manifest: BootManifest; routes: Record<string, { sidebar?: string }>; doc: DocHere }) {
  const site = manifest.site;
  const { left, right, search } = splitItems(site.navbar);
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
        {search && (
          <div className="navbar-search-slot">
            <SearchBar />
          </div>
        )}
      </div>
    </>
  );
}
