import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import { useDocsVersionCandidates } from '../../api/plugin-content-docs-client';
import type { DefaultNavbarItemProps } from './nav-link';

/**
 * `@theme/NavbarItem/DocsVersionNavbarItem`: a config `docsVersion` item, as theme-classic draws it:
 * a `DefaultNavbarItem` to the main doc of the first candidate version of the docs instance
 * `docsPluginId` (the version the page is in, else the latest), labelled with that version's label,
 * unless the config gives `label` and `to`.
 */
export default function DocsVersionNavbarItem({
  label: staticLabel,
  to: staticTo,
  docsPluginId,
  ...props
}: { docsPluginId?: string } & DefaultNavbarItemProps) {
  const version = useDocsVersionCandidates(docsPluginId)[0]!;
  const label = staticLabel ?? version.label;
  const path = staticTo ?? version.docs.find((doc) => doc.id === version.mainDocId)?.path;
  return <DefaultNavbarItem {...props} label={label} to={path} />;
}
