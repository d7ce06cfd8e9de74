import { DefaultNavbarItem } from './Default';
import type { NavbarLinkItemProps } from './link-target';

// The bar's `doc`, `docSidebar` and `docsVersion` items, each by the theme-classic component that
// draws it (`NavbarItem/DocNavbarItem`, ...), so a site's swizzle of that name takes its place
// (chrome-slots.ts). Only a bundle for a site that swizzles one draws items through these
// (`__CHROME_DOC_ITEMS__`); each is this theme's link to the target the build resolved.

export function DocNavbarItem(props: NavbarLinkItemProps) {
  return <DefaultNavbarItem {...props} />;
}

export function DocSidebarNavbarItem(props: NavbarLinkItemProps) {
  return <DefaultNavbarItem {...props} />;
}

export function DocsVersionNavbarItem(props: NavbarLinkItemProps) {
  return <DefaultNavbarItem {...props} />;
}
