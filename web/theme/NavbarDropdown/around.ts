import type { NavbarDropdownAround } from '../../../common/contract';
import type { DropdownEntry } from './Entry';

/**
 * A locale or version dropdown's links with the config's `dropdownItemsBefore` before them and its
 * `dropdownItemsAfter` after, as theme-classic's `LocaleDropdownNavbarItem` and
 * `DocsVersionDropdownNavbarItem` list them. Read only where `__CHROME_DROPDOWN_ITEMS_AROUND__`
 * (a site whose config has such links), so the others carry none of it.
 */
export function linksAround<T extends { label: string; href: string }>(item: NavbarDropdownAround, links: T[]): (T | DropdownEntry)[] {
  const entry = (l: NonNullable<NavbarDropdownAround['dropdownItemsBefore']>[number]): DropdownEntry => ({ ...l, active: false });
  return [...(item.dropdownItemsBefore ?? []).map(entry), ...links, ...(item.dropdownItemsAfter ?? []).map(entry)];
}
