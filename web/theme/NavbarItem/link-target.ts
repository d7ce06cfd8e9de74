import { useLocation } from 'react-router';
import type { BootManifest, NavbarItem } from '../../../common/contract';
import { navbarDocLabel, navbarDocRoute, type DocHere } from '../../app/versions';
import { readPreferredVersion } from '../../app/docs-version';
import { useClientValue } from '../../app/use-client-value';

/** What the bar's link to a doc or a configured target is drawn from: the item and the page it is on. */
export interface NavbarLinkItemProps {
  item: Extract<NavbarItem, { type: 'doc' | 'link' }>;
  routes: Record<string, { sidebar?: string }>;
  versions: BootManifest['versions'];
  doc: DocHere;
}

/**
 * Where a navbar link item goes and what it says: a doc item's route and label in the version being
 * read (theme-classic's `DocNavbarItem` and `DocsVersionNavbarItem`), a configured link's as written.
 * The bar and the mobile menu both draw doc items this way, as Docusaurus draws both from one item.
 */
export function useNavbarLinkTarget(
  item: Extract<NavbarItem, { type: 'doc' | 'link' }>,
  versions: BootManifest['versions'],
  doc: DocHere,
): { href: string; label: string } {
  const { pathname } = useLocation();
  // Read after hydration (the prerendered page knows no reader); re-read on every render.
  // The reader's preferred version in the item's docs plugin: the default one a doc item's route
  // follows, or a label-less docsVersion item's own (another plugin's item has no `versions`).
  const labelPlugin = __CHROME_VERSION_LABEL__ && item.type === 'doc' ? item.versionLabel : undefined;
  const preferred = useClientValue(
    () => (item.type === 'doc' && (item.versions || labelPlugin !== undefined) ? readPreferredVersion(labelPlugin) : null),
    null,
  );
  if (item.type !== 'doc') return { href: item.href, label: item.label };
  // Only a bundle for a navbar with a label-less docsVersion item carries the label's code (chrome-use.ts).
  const label = labelPlugin !== undefined ? navbarDocLabel(item, versions, pathname, doc, preferred) : item.label;
  return { href: navbarDocRoute(item, versions, pathname, doc, preferred), label };
}
