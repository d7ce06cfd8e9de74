import type { NavbarItem } from '../../../common/contract';

/**
 * A site's own navbar item type (`custom-*`). Only a Docusaurus site's swizzled
 * `NavbarItem/ComponentTypes` registers one, and then this module is its drawing
 * (`CHROME_COMPOSITIONS`, docusaurus/client/theme/composed/CustomNavbarItem.tsx); a type without
 * one stops the build (docusaurus/node/config/navbar-types.ts), so there is nothing to draw here.
 */
export function CustomNavbarItem(_props: { item: Extract<NavbarItem, { type: 'custom' }>; mobile?: boolean }) {
  return null;
}
