import type { ComponentProps } from 'react';
import { MobileDocItem } from './Doc';

// The mobile menu's `doc`, `docSidebar` and `docsVersion` items, each by the theme-classic
// component that draws it with `mobile`, as in the bar (web/theme/NavbarItem/DocItems.tsx): a
// site's swizzle of that name takes its place here too (chrome-slots.ts).

export function MobileDocNavbarItem(props: ComponentProps<typeof MobileDocItem>) {
  return <MobileDocItem {...props} />;
}

export function MobileDocSidebarNavbarItem(props: ComponentProps<typeof MobileDocItem>) {
  return <MobileDocItem {...props} />;
}

export function MobileDocsVersionNavbarItem(props: ComponentProps<typeof MobileDocItem>) {
  return <MobileDocItem {...props} />;
}
