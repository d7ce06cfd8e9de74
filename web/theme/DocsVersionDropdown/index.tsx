import { useLocation } from 'react-router';
import type { BootDocsVersion, NavbarItem } from '../../../common/contract';
import { NavbarDropdown } from '../NavbarDropdown';
import { versionLinks, type DocHere } from '../../app/versions';
import { savePreferredVersion } from '../../app/docs-version';
import { useHydrated } from '../../app/use-hydrated';

/**
 * Docusaurus's `docsVersionDropdown` navbar item: each version of one docs plugin instance, linking
 * to the page being read in that version where it exists there, else to the version's main doc.
 * Choosing one stores it as the reader's preferred version.
 */
export function DocsVersionDropdown({
  versions,
  pluginId,
  doc,
}: {
  versions: BootDocsVersion[];
  pluginId: string;
  doc: DocHere;
  /** The config's item, where the navbar draws it: a site's swizzle of `NavbarItem/DocsVersionDropdownNavbarItem` gets it as its props. */
  item?: Extract<NavbarItem, { type: 'docsVersionDropdown' }>;
}) {
  const { pathname, search, hash } = useLocation();
  const hydrated = useHydrated();
  // The address's query string and hash only once hydrated: the prerendered page cannot know them.
  const links = versionLinks(versions, pluginId, pathname, doc, hydrated ? search + hash : '');
  const active = links.find((l) => l.active)?.version;
  if (!active) return null;
  // `data-hydrated`: choosing works from here on (tests wait for it).
  return (
    <span className="navbar-version-dropdown" data-hydrated={hydrated ? '' : undefined}>
      <NavbarDropdown
        label={active.label}
        buttonLabel={`Docs version: ${active.label}`}
        align="right"
        items={links.map((l) => ({ label: l.version.label, href: l.href, active: l.active, onSelect: () => savePreferredVersion(l.version) }))}
        active={false}
      />
    </span>
  );
}
