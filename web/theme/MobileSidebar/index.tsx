import type { MobileSidebarProps } from './menu';
import { hasSecondaryMenu, useMobileMenu } from './menu';
import { MobileSidebarFrame } from './Frame';
import { MobileSidebarLayout } from './Layout';
import { MobileSidebarHeader } from './Header';
import { MobileSidebarPrimaryMenu } from './PrimaryMenu';
import { MobileSidebarSecondaryMenu } from './SecondaryMenu';

/**
 * The mobile menu (Docusaurus's `Navbar/MobileSidebar`): the sliding panel (`Frame.tsx`) with the
 * navbar items, and on doc pages the doc sidebar (on blog pages the recent posts) with "Back to main menu".
 */
export default function MobileSidebar(props: MobileSidebarProps) {
  return (
    <MobileSidebarFrame {...props}>
      <MobileSidebarParts />
    </MobileSidebarFrame>
  );
}

/** The menu's parts as Docusaurus's `Navbar/MobileSidebar` composes them, inside the panel. */
function MobileSidebarParts() {
  const menu = useMobileMenu()!;
  const { props, panel, setPanel, blogSidebar } = menu;
  const secondary = hasSecondaryMenu(menu);
  const { manifest, routes, sidebar, activeRoute, onClose, onNavigate } = props;
  const site = manifest.site;
  return (
    <MobileSidebarLayout
      header={<MobileSidebarHeader site={site} onClose={onClose} />}
      primaryMenu={<MobileSidebarPrimaryMenu items={site.navbar} routes={routes} />}
      secondaryMenu={
        secondary && (
          <MobileSidebarSecondaryMenu
            sidebar={sidebar}
            blogSidebar={blogSidebar}
            activeRoute={activeRoute}
            autoCollapse={site.docsSidebar.autoCollapseCategories}
            onBack={() => setPanel('main')}
          />
        )
      }
      secondaryShown={panel === 'docs' && secondary}
      secondaryLabel={sidebar ? undefined : blogSidebar?.title}
      onNavigate={onNavigate}
    />
  );
}
