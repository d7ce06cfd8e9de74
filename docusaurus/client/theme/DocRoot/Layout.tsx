import type { ReactNode } from 'react';
import DocRootLayoutSidebar from '@theme/DocRoot/Layout/Sidebar';
import DocRootLayoutMain from '@theme/DocRoot/Layout/Main';
import BackToTopButton from '@theme/BackToTopButton';
import { onHiddenChange, readHidden, setHidden } from '../../../../web/theme/DocSidebar';
import { useClientValue } from '../../../../web/app/use-client-value';
import { docsSidebar } from '../../../shared/doc-content';
import { loadedManifest } from '../../manifest';
import { useDocPageProps } from '../doc-page-props';

/**
 * `@theme/DocRoot/Layout`: this theme's doc layout, the sidebar (`DocRoot/Layout/Sidebar`, given
 * Docusaurus's `sidebar` items) beside the main column (`DocRoot/Layout/Main`), a site's where it
 * swizzles them, then the back-to-top button (`@theme/BackToTopButton`, which theme-classic's draws on
 * every doc page; it is fixed in place, so its place in the markup does not show). `hiddenSidebarContainer`
 * is the hideable sidebar's own state (remembered, as this theme keeps it), which
 * `setHiddenSidebarContainer` changes.
 */
export default function Layout({ children }: { children?: ReactNode }) {
  const page = useDocPageProps();
  const hideable = __CHROME_SIDEBAR_HIDEABLE__ && page.sidebarOptions.hideable;
  const hidden = useClientValue(() => hideable && readHidden(), false, onHiddenChange);
  const setHiddenSidebarContainer = (value: boolean | ((hidden: boolean) => boolean)) => setHidden(typeof value === 'function' ? value(hidden) : value);
  return (
    <>
      <div className="doc-layout">
        {page.sidebar && (
          <DocRootLayoutSidebar
            sidebar={docsSidebar(page.sidebar, loadedManifest().site.baseUrl).items}
            hiddenSidebarContainer={hidden}
            setHiddenSidebarContainer={setHiddenSidebarContainer}
          />
        )}
        <DocRootLayoutMain hiddenSidebarContainer={hidden}>{children}</DocRootLayoutMain>
      </div>
      <BackToTopButton />
    </>
  );
}
