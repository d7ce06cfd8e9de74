import type { ReactNode } from 'react';
import type { BootManifest, SidebarChunk } from '../../../common/contract';
import type { DocHere } from '../../app/versions';
import { usePageViews } from '../../app/analytics';
import { useClientModuleLifecycles } from 'virtual:client-modules';
import { useNavigationPending } from '../../app/navigation-pending';
// Through `@theme/`: a site's swizzled Navbar or Footer takes the slot (docusaurus/node/theme/theme-modules.ts).
import { Navbar } from '@theme/Navbar';
import { Footer } from '@theme/Footer';
import { AnnouncementBar } from '../AnnouncementBar';
import { BaseUrlBanner } from '../BaseUrlBanner';
import { ProgressBar } from '../ProgressBar';
import './styles.css';

export function Layout({
  manifest,
  routes,
  doc = null,
  sidebar,
  children,
}: {
  manifest: BootManifest;
  /** The routes this page knows (navbar targets and itself): `knownRoutes`. */
  routes: Record<string, { sidebar?: string }>;
  doc?: DocHere;
  sidebar: SidebarChunk | null;
  children: ReactNode;
}) {
  usePageViews(manifest.site.analytics);
  useClientModuleLifecycles();
  // While the next page loads, the content being replaced is marked busy for assistive technology.
  const busy = useNavigationPending();
  // The skip link is the first focusable element; its target is the page's <main id="main-content" tabIndex={-1}>.
  const focusMain = (e: React.MouseEvent) => {
    const main = document.getElementById('main-content');
    if (main) {
      e.preventDefault();
      main.focus({ preventScroll: true });
      main.scrollIntoView();
    }
  };
  return (
    <>
      <a className="skip-link" href="#main-content" onClick={focusMain}>
        Skip to main content
      </a>
      <ProgressBar />
      <BaseUrlBanner baseUrl={manifest.site.baseUrl} />
      <AnnouncementBar announcement={manifest.site.announcement} />
      <Navbar manifest={manifest} routes={routes} doc={doc} sidebar={sidebar} />
      <div className="layout-body" aria-busy={busy || undefined}>
        {children}
      </div>
      <Footer site={manifest.site} />
    </>
  );
}
