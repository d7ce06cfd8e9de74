import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import { useActiveDocContext, useLayoutDocsSidebar } from '../../api/plugin-content-docs-client';
import type { DefaultNavbarItemProps } from './nav-link';

/**
 * `@theme/NavbarItem/DocSidebarNavbarItem`: a config `docSidebar` item (`sidebarId`, in the docs
 * instance `docsPluginId`), as theme-classic draws it: a `DefaultNavbarItem` to the sidebar's first
 * link in the version the page is in (else the latest: `useLayoutDocsSidebar(...).link`), labelled
 * with the config's label or that link's, active on every page of the sidebar.
 */
export default function DocSidebarNavbarItem({
  sidebarId,
  label,
  docsPluginId,
  ...props
}: { sidebarId: string; docsPluginId?: string } & DefaultNavbarItemProps) {
  const { activeDoc } = useActiveDocContext(docsPluginId);
  const sidebarLink = useLayoutDocsSidebar(sidebarId, docsPluginId).link;
  // Theme-classic's own error: the sidebar has no doc or category page to link to.
  if (!sidebarLink) throw new Error(`DocSidebarNavbarItem: Sidebar with ID "${sidebarId}" doesn't have anything to be linked to.`);
  return <DefaultNavbarItem exact {...props} isActive={() => activeDoc?.sidebar === sidebarId} label={label ?? sidebarLink.label} to={sidebarLink.path} />;
}
