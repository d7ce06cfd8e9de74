import type { ComponentProps } from 'react';
import DropdownNavbarItemDesktop from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import DropdownNavbarItemMobile from '@theme/NavbarItem/DropdownNavbarItem/Mobile';

/**
 * `@theme/NavbarItem/DropdownNavbarItem`: a menu of links (`items`, each `to` or `href`); in the
 * mobile menu (`mobile`) its label over its links. Through `@theme/`, as theme-classic 3.10 draws
 * them, so a site's swizzle of either applies.
 */
export default function DropdownNavbarItem({ mobile, ...props }: { mobile?: boolean } & ComponentProps<typeof DropdownNavbarItemDesktop>) {
  return mobile ? <DropdownNavbarItemMobile {...props} /> : <DropdownNavbarItemDesktop {...props} />;
}
