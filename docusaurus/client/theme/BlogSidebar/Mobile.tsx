import type { ComponentProps } from 'react';
import { BlogSidebarMobile as ThemeBlogSidebarMobile } from '../../../../web/theme/BlogSidebar/Mobile';
import { useMobileMenu } from '../../../../web/theme/MobileSidebar/menu';
import { themeBlogSidebar, type DocusaurusBlogSidebar } from '../blog-sidebar-prop';
import { useSlotProps } from '../slot-props';

/**
 * `@theme/BlogSidebar/Mobile` (`sidebar`): the recent posts in the mobile menu. Docusaurus's fills
 * the navbar's secondary menu and draws nothing where it is rendered; here the menu draws it in
 * its secondary panel (the chrome's slot, or a wrapper's `@theme-original` that changed `sidebar`),
 * and elsewhere (a site's `BlogSidebar` on a narrow screen) it draws nothing, the menu listing the
 * posts itself.
 */
export default function BlogSidebarMobile({ sidebar }: { sidebar?: DocusaurusBlogSidebar }) {
  const own = useSlotProps<ComponentProps<typeof ThemeBlogSidebarMobile>>('BlogSidebar/Mobile');
  const inMenu = useMobileMenu() !== null;
  if (own) return <ThemeBlogSidebarMobile {...own} />;
  if (!inMenu || !sidebar) return null;
  return <ThemeBlogSidebarMobile sidebar={themeBlogSidebar(sidebar)} />;
}
