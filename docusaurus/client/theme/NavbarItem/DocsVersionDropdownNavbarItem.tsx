import { DocsVersionDropdown } from '../../../../web/theme/DocsVersionDropdown';
import type { DocHere } from '../../../../web/app/versions';
import { loadedManifest } from '../../manifest';
import { useSlotProps } from '../slot-props';
import { versionItemsOf } from '../../../shared/navbar-items';

/**
 * `@theme/NavbarItem/DocsVersionDropdownNavbarItem`: the versions of a docs plugin instance
 * (`docsPluginId`), those its `versions` names when given (a site's own navbar drawing one), else
 * those of the config's item.
 */
export default function DocsVersionDropdownNavbarItem({
  docsPluginId = 'default',
  versions,
}: {
  docsPluginId?: string;
  versions?: string[] | Record<string, { label?: string }>;
}) {
  const doc = useSlotProps<{ doc?: DocHere }>()?.doc ?? null;
  const manifest = loadedManifest();
  // The config's item for this instance, for its links before and after the versions: none in a
  // bundle for a config without a version dropdown (a site's own navbar drawing one), which skips the look.
  const item = __CHROME_VERSION_DROPDOWN__
    ? manifest.site.navbar.find((i): i is Extract<typeof i, { type: 'docsVersionDropdown' }> => i.type === 'docsVersionDropdown' && i.pluginId === docsPluginId)
    : undefined;
  return (
    <DocsVersionDropdown
      versions={manifest.versions}
      pluginId={docsPluginId}
      doc={doc}
      item={item}
      versionItems={versions ? versionItemsOf(versions) : item?.versionItems}
    />
  );
}
