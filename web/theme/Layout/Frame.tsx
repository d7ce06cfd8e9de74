import { memo, type ReactNode } from 'react';
import type { BootManifest, SidebarChunk } from '../../../common/contract';
import type { DocHere } from '../../app/versions';
import { useNavigationPending } from '../../app/navigation-pending';
// Through `@theme/`: a site's swizzled Navbar or Footer takes the slot (docusaurus/node/theme/theme-modules.ts).
import { Navbar as SiteNavbar } from '@theme/Navbar';
import { Footer as SiteFooter } from '@theme/Footer';
import { AnnouncementBar } from '../AnnouncementBar';
import { BaseUrlBanner } from '../BaseUrlBanner';
import { ProgressBar } from '../ProgressBar';
import { SkipLink } from './SkipLink';
import { sameChromeProps } from '../../app/same-chrome-props';
import { ThemeClassNames } from '../../../docusaurus/shared/theme-class-names';

// The navbar and footer render again only when what they show changed, not with every save in
// `npm run dev`, where each save's manifest is a new object that differs only in what names the
// build (same-chrome-props.ts). A production visit keeps one manifest: there the plain comparison
// does, and the first visit does not carry the other.
const Navbar = memo(SiteNavbar, import.meta.env.DEV ? sameChromeProps : undefined);
const Footer = memo(SiteFooter, import.meta.env.DEV ? sameChromeProps : undefined);

/**
 * What this theme draws around every page (Docusaurus's `@theme/Layout`): the skip link, the
 * progress bar, the banners, the navbar, the page and the footer. A site's swizzled `Layout` takes
 * its place (docusaurus/node/theme/chrome-slots.ts), inside `Layout`, whose hooks run whatever the
 * site draws.
 */
export function LayoutFrame({
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
  // While the next page loads, the content being replaced is marked busy for assistive technology.
  const busy = useNavigationPending();
  return (
    <>
      <SkipLink />
      <ProgressBar />
      <BaseUrlBanner baseUrl={manifest.site.baseUrl} />
      {__CHROME_ANNOUNCEMENT_BAR__ && <AnnouncementBar announcement={manifest.site.announcement} />}
      <Navbar manifest={manifest} routes={routes} doc={doc} sidebar={sidebar} />
      <div className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.layout.main.container} layout-body` : 'layout-body'} aria-busy={busy || undefined}>
        {children}
      </div>
      <Footer site={manifest.site} />
    </>
  );
}
