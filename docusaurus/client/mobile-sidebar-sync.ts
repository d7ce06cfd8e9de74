import { useEffect, useRef } from 'react';
import type { MenuControl } from '../../web/theme/MobileSidebar/menu';

/**
 * Which side follows the other, after a render, so theme-common's `useNavbarMobileSidebar().shown`
 * and the navbar's menu agree: when theme-common's state moved since the last look (a site's
 * toggle or close button called its `toggle()`), the chrome follows it; else, when the chrome
 * moved (its menu button, Escape, the backdrop, a followed link), theme-common is toggled.
 */
export function menuSyncStep(open: boolean, shown: boolean, lastShown: boolean): 'chrome' | 'theme-common' | null {
  if (shown === open) return null;
  return shown !== lastShown ? 'chrome' : 'theme-common';
}

interface MobileSidebarContext {
  shown: boolean;
  toggle: () => void;
}

/**
 * Rendered inside the site's theme-common `NavbarProvider` around a swizzled part that opens or
 * closes the menu (`Navbar/MobileSidebar/Toggle`, `Navbar/MobileSidebar` and the parts inside it):
 * theme-common keeps its menu state in a context of its own, one per provider, so each is kept in
 * step with the navbar's (`MenuControl`), and a site's ejected toggle opens the theme's menu and
 * its ejected menu reads `shown` and closes it, as on Docusaurus.
 */
export function MobileSidebarSync({ menu, useNavbarMobileSidebar }: { menu: MenuControl; useNavbarMobileSidebar: () => MobileSidebarContext }) {
  const { shown, toggle } = useNavbarMobileSidebar();
  const last = useRef(shown);
  useEffect(() => {
    const step = menuSyncStep(menu.shown, shown, last.current);
    last.current = shown;
    if (step === 'chrome') menu.setShown(shown);
    else if (step === 'theme-common') toggle();
  });
  return null;
}
