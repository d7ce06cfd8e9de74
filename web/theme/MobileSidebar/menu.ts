import { createContext, useContext } from 'react';
import type { BlogSidebar, BootManifest, SidebarChunk } from '../../../common/contract';

/**
 * The menu's open state as the navbar holds it, handed to the parts that open or close it (the
 * menu button, the menu): a site's swizzle of those parts reaches it through theme-common's
 * `useNavbarMobileSidebar()` (docusaurus/client/mobile-sidebar-sync.ts keeps the two in step).
 */
export interface MenuControl {
  shown: boolean;
  setShown: (shown: boolean) => void;
}

export interface MobileSidebarProps {
  open: boolean;
  onClose: () => void;
  /** A link in the menu was followed: close at once, without waiting for the page to load. */
  onNavigate: () => void;
  manifest: BootManifest;
  /** The routes this page knows (navbar targets and itself). */
  routes: Record<string, { sidebar?: string }>;
  sidebar: SidebarChunk | null;
  activeRoute: string;
  menu: MenuControl;
}

/**
 * The open menu's panel (`MobileSidebarFrame`): the menu's props and which of its two panels shows
 * (`docs`: the secondary menu, the doc sidebar or, on a blog page, the blog's recent posts).
 */
export interface MobileMenu {
  props: MobileSidebarProps;
  panel: 'main' | 'docs';
  setPanel: (panel: 'main' | 'docs') => void;
  /** The blog's recent posts on a blog page (`blog-sidebar.ts`), else null. */
  blogSidebar: BlogSidebar | null;
}

/** The menu has a secondary menu to show: the page's doc sidebar or the blog's recent posts. */
export const hasSecondaryMenu = (menu: MobileMenu): boolean => menu.props.sidebar !== null || menu.blogSidebar !== null;

export const MobileMenuContext = createContext<MobileMenu | null>(null);

/** The enclosing menu panel, or null outside the mobile menu. */
export const useMobileMenu = (): MobileMenu | null => useContext(MobileMenuContext);
