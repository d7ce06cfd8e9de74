import type { ComponentType } from 'react';
// The site's swizzle (its map spreads theme-classic's and adds its own `custom-*` types).
import ComponentTypes from '@theme/NavbarItem/ComponentTypes';
import { useMobileMenu } from '../../../../web/theme/MobileSidebar/menu';
import type { NavbarItem } from '../../../../common/contract';

type Item = Extract<NavbarItem, { type: 'custom' }>;

/**
 * Docusaurus's props for a custom item's component (theme-classic `NavbarItem`: the item's fields
 * but its `type`; in the mobile menu `mobile` and an `onClick` that closes the menu).
 */
export function customItemProps(item: Item, mobile: boolean, close: () => void): Record<string, unknown> {
  return { ...item.props, position: item.position, ...(mobile ? { mobile: true, onClick: close } : {}) };
}

/** A `custom-*` navbar item, drawn by the component the site's `NavbarItem/ComponentTypes` registers for its type. */
export function CustomNavbarItem({ item, mobile = false }: { item: Item; mobile?: boolean }) {
  const menu = useMobileMenu();
  const Component = (ComponentTypes as unknown as Record<string, ComponentType<Record<string, unknown>> | undefined>)[item.customType];
  // As theme-classic's `NavbarItem` throws (the build checks the map's source names the type first).
  if (!Component) throw new Error(`No NavbarItem component found for type "${item.customType}".`);
  return <Component {...customItemProps(item, mobile, () => menu?.props.onNavigate())} />;
}
