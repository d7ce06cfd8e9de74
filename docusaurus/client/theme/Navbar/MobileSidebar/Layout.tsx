import type { ReactNode } from 'react';
import { MobileSidebarFrame } from '../../../../../web/theme/MobileSidebar/Frame';
import { MobileSidebarLayout } from '../../../../../web/theme/MobileSidebar/Layout';
import { hasSecondaryMenu, useMobileMenu, type MobileSidebarProps } from '../../../../../web/theme/MobileSidebar/menu';
import { useSlotProps } from '../../slot-props';

interface Props {
  header?: ReactNode;
  primaryMenu?: ReactNode;
  secondaryMenu?: ReactNode;
}

/**
 * `@theme/Navbar/MobileSidebar/Layout` (`header`, `primaryMenu`, `secondaryMenu`): the menu's panel
 * around them. A site's ejected `Navbar/MobileSidebar` renders it in the chrome's slot for the
 * menu, whose props open and close the panel; nothing outside the menu (the bar has its own).
 */
export default function NavbarMobileSidebarLayout(props: Props) {
  const inMenu = useMobileMenu() !== null;
  const chrome = useSlotProps<MobileSidebarProps>('Navbar/MobileSidebar');
  if (inMenu) return <InPanel {...props} />;
  if (!chrome) return null;
  return (
    <MobileSidebarFrame {...chrome}>
      <InPanel {...props} />
    </MobileSidebarFrame>
  );
}

/** The theme's layout of the panel: which of the two menus shows is the panel's. */
function InPanel({ header, primaryMenu, secondaryMenu }: Props) {
  const menu = useMobileMenu()!;
  const { props, panel, blogSidebar } = menu;
  return (
    <MobileSidebarLayout
      header={header}
      primaryMenu={primaryMenu}
      secondaryMenu={secondaryMenu}
      secondaryShown={panel === 'docs' && hasSecondaryMenu(menu)}
      secondaryLabel={props.sidebar ? undefined : blogSidebar?.title}
      onNavigate={props.onNavigate}
    />
  );
}
