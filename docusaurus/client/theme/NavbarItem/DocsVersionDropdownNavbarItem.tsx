import { DocsVersionDropdown } from '../../../../web/theme/DocsVersionDropdown';
import type { DocHere } from '../../../../web/app/versions';
import { loadedManifest } from '../../manifest';
import { useSlotProps } from '../slot-props';

/** `@theme/NavbarItem/DocsVersionDropdownNavbarItem`: the versions of a docs plugin instance (`docsPluginId`). */
export default function DocsVersionDropdownNavbarItem({ docsPluginId = 'default' }: { docsPluginId?: string }) {
  const doc = useSlotProps<{ doc?: DocHere }>()?.doc ?? null;
  return <DocsVersionDropdown versions={loadedManifest().versions} pluginId={docsPluginId} doc={doc} />;
}
