import type { HastRoot, NavbarItem } from '../../../../common/contract';
import { ConfigHtml } from '../../../../web/theme/ConfigHtml';
import { loadedManifest } from '../../manifest';

/** The tree the build parsed from a navbar `html` item's config string; null for a string that is none of the config's. */
export function configNavbarHtml(items: readonly NavbarItem[], value: string): HastRoot | null {
  const found = items.find((i): i is Extract<NavbarItem, { type: 'html' }> => i.type === 'html' && i.text === value);
  return found?.value ?? null;
}

/**
 * `@theme/NavbarItem/HtmlNavbarItem`: a config `html` item (`value`, the config's HTML string), in
 * theme-classic's markup: a `navbar__item` `<div>` in the bar, a `menu__list-item` in the mobile
 * menu, an `<li>` in a dropdown. Theme-classic puts the string in with `dangerouslySetInnerHTML`;
 * the browser parses no HTML here (the CSP, and no markup built from strings), so the item draws
 * the tree the build parsed and cleaned from that string, and nothing for a string the config does
 * not hold.
 */
export default function HtmlNavbarItem({
  value,
  className,
  mobile = false,
  isDropdownItem = false,
}: {
  value: string;
  className?: string;
  mobile?: boolean;
  isDropdownItem?: boolean;
}) {
  const tree = configNavbarHtml(loadedManifest().site.navbar, value);
  const Comp = isDropdownItem ? 'li' : 'div';
  return (
    <Comp className={[!mobile && !isDropdownItem && 'navbar__item', mobile && 'menu__list-item', className].filter(Boolean).join(' ') || undefined}>
      {tree && <ConfigHtml value={tree} />}
    </Comp>
  );
}
