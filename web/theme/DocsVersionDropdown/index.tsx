import { useLocation } from 'react-router';
import type { BootDocsVersion, DropdownVersionItem, NavbarItem } from '../../../common/contract';
import { NavbarDropdown } from '../NavbarDropdown';
import { linksAround } from '../NavbarDropdown/around';
import { versionLinks, type DocHere } from '../../app/versions';
import { savePreferredVersion } from '../../app/docs-version';
import { useHydrated } from '../../app/use-hydrated';
// The bar's link and dropdown modules, which a site's swizzles of `NavbarItem/DefaultNavbarItem` and
// `NavbarItem/DropdownNavbarItem` (or its `/Desktop`) fill, as theme-classic's
// `DocsVersionDropdownNavbarItem` draws the one or the other (chrome-slots.ts).
import { DefaultNavbarItem } from '../NavbarItem/Default';
import { DropdownNavbarItem } from '../NavbarItem/Dropdown';

/** A regex that matches no path: a link drawn with it is never marked active (`dropdownActiveClassDisabled`). */
const NEVER = '(?!)';

/**
 * Docusaurus's `docsVersionDropdown` navbar item: each version of one docs plugin instance, linking
 * to the page being read in that version where it exists there, else to the version's main doc.
 * Choosing one stores it as the reader's preferred version. The config's `dropdownItemsBefore` and
 * `dropdownItemsAfter` go around the versions; with one link in all, theme-classic draws a plain
 * link to the version's page instead of a menu (`DefaultNavbarItem`), and so does this.
 */
export function DocsVersionDropdown({
  versions,
  pluginId,
  doc,
  item,
  versionItems = item?.versionItems,
}: {
  versions: BootDocsVersion[];
  pluginId: string;
  doc: DocHere;
  /** The config's item, where the navbar draws it: a site's swizzle of `NavbarItem/DocsVersionDropdownNavbarItem` gets it as its props. */
  item?: Extract<NavbarItem, { type: 'docsVersionDropdown' }>;
  /** The versions listed, in order, with their labels (the config's `versions`); absent: all of them. */
  versionItems?: DropdownVersionItem[];
}) {
  const { pathname, search, hash } = useLocation();
  const hydrated = useHydrated();
  // The address's query string and hash only once hydrated: the prerendered page cannot know them.
  const links = versionLinks(versions, pluginId, pathname, doc, hydrated ? search + hash : '', versionItems);
  const shown = links.find((l) => l.active);
  if (!shown) return null;
  const entries = links.map((l) => ({ label: l.label, href: l.href, active: l.active, read: l.read, onSelect: () => savePreferredVersion(l.version) }));
  const around = __CHROME_DROPDOWN_ITEMS_AROUND__ && item ? linksAround(item, entries) : entries;
  // The shown version's page, without the address's query and hash (theme-classic's `to`).
  const to = () => shown.href.slice(0, shown.href.length - (hydrated ? search.length + hash.length : 0));
  // (Only in a bundle for a config with a version dropdown: a site's own navbar drawing one without
  // it, the Lantern fixture's, keeps the menu and its bytes.)
  if (__CHROME_VERSION_DROPDOWN__ && around.length <= 1)
    return (
      <DefaultNavbarItem
        item={{
          type: 'link',
          label: shown.label,
          href: to(),
          external: false,
          position: item?.position ?? 'right',
          ...(item?.dropdownActiveClassDisabled ? { activeBaseRegex: NEVER } : {}),
        }}
        routes={{}}
        versions={versions}
        doc={doc}
      />
    );
  const buttonLabel = `Docs version: ${shown.label}`;
  // `data-hydrated`: choosing works from here on (tests wait for it).
  return (
    <span className="navbar-version-dropdown" data-hydrated={hydrated ? '' : undefined}>
      {__CHROME_BAR_DROPDOWN_LISTS__ && item ? (
        <DropdownNavbarItem item={item} routes={{}} list={{ kind: 'versions', label: shown.label, text: shown.label, buttonLabel, entries, to: to() }} />
      ) : (
        <NavbarDropdown label={shown.label} buttonLabel={buttonLabel} align="right" items={around} active={false} />
      )}
    </span>
  );
}
