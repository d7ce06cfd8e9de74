import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import { useActiveDocContext, useLayoutDoc } from '../../api/plugin-content-docs-client';
import type { DefaultNavbarItemProps } from './nav-link';

/**
 * `@theme/NavbarItem/DocNavbarItem`: a config `doc` item (`docId`, in the docs instance
 * `docsPluginId`), as theme-classic draws it: a `DefaultNavbarItem` to the doc's path in the version
 * the page is in (else the latest: `useLayoutDoc`), labelled with the config's label or the doc's
 * id, active on the doc's page and on every page of its sidebar; nothing for a draft, nor for an
 * unlisted doc elsewhere than on its own page.
 */
export default function DocNavbarItem({
  docId,
  label: staticLabel,
  docsPluginId,
  ...props
}: { docId: string; docsPluginId?: string } & DefaultNavbarItemProps) {
  const { activeDoc } = useActiveDocContext(docsPluginId);
  const doc = useLayoutDoc(docId, docsPluginId);
  const pageActive = activeDoc?.path === doc?.path;
  if (doc === null || (doc.unlisted && !pageActive)) return null;
  return (
    <DefaultNavbarItem
      exact
      {...props}
      isActive={() => pageActive || (!!activeDoc?.sidebar && activeDoc.sidebar === doc.sidebar)}
      label={staticLabel ?? doc.id}
      to={doc.path}
    />
  );
}
