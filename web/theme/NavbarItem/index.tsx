import { useLocation } from 'react-router';
import type { BootManifest, NavbarItem as NavbarItemData } from '../../../common/contract';
import { navbarDocRoute, type DocHere } from '../../app/versions';
import { readPreferredVersion } from '../../app/docs-version';
import { useClientValue } from '../../app/use-client-value';
import { Link } from '../Link';
import { ExternalIcon } from '../ExternalIcon';
import { NavbarDropdown } from '../NavbarDropdown';
import { SearchBar } from '../SearchBar';
import { isActive, type ActiveOptions } from '../Navbar/items';
import { BASE_URL } from '../../app/base-url';
import { ConfigHtml } from '../ConfigHtml';
import { DocsVersionDropdown } from '../DocsVersionDropdown';
import { LocaleDropdown } from '../LocaleDropdown';

/** One navbar item of the config (Docusaurus's `NavbarItem`, drawn by its `type`). */
export function NavbarItem({
  item,
  routes,
  versions,
  i18n,
  doc,
}: {
  item: NavbarItemData;
  routes: Record<string, { sidebar?: string }>;
  versions: BootManifest['versions'];
  i18n?: BootManifest['i18n'];
  doc: DocHere;
}) {
  const { pathname } = useLocation();
  const linkActive = (href: string, rule: ActiveOptions['rule']) => isActive(pathname, href, routes, { rule, base: BASE_URL });
  // Read after hydration (the prerendered page knows no reader); re-read on every render.
  const preferred = useClientValue(() => (item.type === 'doc' && item.versions ? readPreferredVersion() : null), null);
  switch (item.type) {
    case 'dropdown': {
      const entries = item.items.map((i) => ({
        label: i.label,
        href: i.href,
        active: !i.external && linkActive(i.href, i),
        className: i.className,
        ariaLabel: i.ariaLabel,
        external: i.external,
        target: i.target,
      }));
      return (
        <NavbarDropdown label={item.label} buttonLabel={item.ariaLabel} className={item.className} items={entries} active={entries.some((e) => e.active)} />
      );
    }
    case 'doc': {
      const route = navbarDocRoute(item, versions, pathname, doc, preferred);
      const active = linkActive(route, item);
      return (
        <Link href={route} className={linkClass(active, item.className)} aria-current={active ? 'page' : undefined} aria-label={item.ariaLabel}>
          {item.label}
        </Link>
      );
    }
    case 'link': {
      const active = !item.external && linkActive(item.href, item);
      return (
        <Link
          href={item.href}
          className={linkClass(active, item.className)}
          aria-current={active ? 'page' : undefined}
          aria-label={item.ariaLabel}
          target={item.target}
        >
          {item.label}
          {/* Docusaurus marks a labelled link that leaves the site (an icon-only one is its own mark). */}
          {item.external && item.label && <ExternalIcon />}
        </Link>
      );
    }
    case 'localeDropdown':
      return __CHROME_LOCALE_DROPDOWN__ ? <LocaleDropdown i18n={i18n} item={item} /> : null;
    case 'search':
      return <SearchBar />;
    case 'html':
      return (
        <div className="navbar-html">
          <ConfigHtml value={item.value} />
        </div>
      );
    case 'docsVersionDropdown':
      return __CHROME_VERSION_DROPDOWN__ ? <DocsVersionDropdown versions={versions} pluginId={item.pluginId} doc={doc} /> : null;
  }
}

/** The site's own class (`header-github-link`) joins the theme's, as Docusaurus joins it to `navbar__link`. */
const linkClass = (active: boolean, own: string | undefined) => ['navbar-link', active && 'active', own].filter(Boolean).join(' ');
