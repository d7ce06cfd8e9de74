import { createContext, useContext } from 'react';

/**
 * The props this theme's chrome gave a slot the site replaced (`docusaurus/node/theme/theme-modules.ts`):
 * the site's swizzled `Navbar` takes none, as on Docusaurus, and the theme's parts it renders
 * (`@theme-original/Navbar`, `Navbar/Layout`, `Navbar/Content`) read them here. Null outside a
 * slot (a site page that renders `<Navbar />` itself: the chrome already shows one).
 */
export const SlotProps = createContext<object | null>(null);

export const useSlotProps = <T extends object>(): T | null => useContext(SlotProps) as T | null;
