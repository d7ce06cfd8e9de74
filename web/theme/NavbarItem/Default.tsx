import { useLocation } from 'react-router';
import type { BootManifest, NavbarItem } from '../../../common/contract';
import { navbarDocLabel, navbarDocRoute, type DocHere } from '../../app/versions';
import { readPreferredVersion } from '../../app/docs-version';
import { useClientValue } from '../../app/use-client-value';
import { Link } from '../Link';
import { ExternalIcon } from '../ExternalIcon';
import { isActive } from '../Navbar/items';
import { BASE_URL } from '../../app/base-url';

/**
 * A link in the bar, to a doc (`doc`, `docSidebar`: its route in the version being read) or a
 * configured `to`/`href` (Docusaurus's `NavbarItem/DefaultNavbarItem`, which its doc items draw
 * too), a module of its own so a site's swizzle of that name takes its place (chrome-slots.ts).
 */
export function DefaultNavbarItem({
  item,
  routes,
  versions,
  doc,
}: {
  item: Extract<NavbarItem, { type: 'doc' | 'link' }>;
  routes: Record<string, { sidebar?: string }>;
  versions: BootManifest['versions'];
  doc: DocHere;
}) {
  const { pathname } = useLocation();
  // Read after hydration (the prerendered page knows no reader); re-read on every render.
  // The reader's preferred version in the item's docs plugin: the default one a doc item's route
  // follows, or a label-less docsVersion item's own (another plugin's item has no `versions`).
  const labelPlugin = __CHROME_VERSION_LABEL__ && item.type === 'doc' ? item.versionLabel : undefined;
  const preferred = useClientValue(
    () => (item.type === 'doc' && (item.versions || labelPlugin !== undefined) ? readPreferredVersion(labelPlugin) : null),
    null,
  );
  const external = item.type === 'link' && item.external;
  const href = item.type === 'doc' ? navbarDocRoute(item, versions, pathname, doc, preferred) : item.href;
  // Only a bundle for a navbar with a label-less docsVersion item carries this (chrome-use.ts).
  const label = labelPlugin !== undefined && item.type === 'doc' ? navbarDocLabel(item, versions, pathname, doc, preferred) : item.label;
  const active = !external && isActive(pathname, href, routes, { rule: item, base: BASE_URL });
  return (
    <Link
      href={href}
      className={['navbar-link', active && 'active', item.className].filter(Boolean).join(' ')}
      aria-current={active ? 'page' : undefined}
      aria-label={item.ariaLabel}
      target={item.target}
    >
      {label}
      {/* Docusaurus marks a labelled link that leaves the site (an icon-only one is its own mark). */}
      {external && label && <ExternalIcon />}
    </Link>
  );
}
