import { createContext, useContext } from 'react';

/**
 * The props this theme's chrome gave the slots the site replaced, around the site's component
 * (`docusaurus/node/theme/theme-modules.ts`): `merged` is every enclosing slot's props, the nearest
 * winning a key (the navbar's `doc` reaches a swizzled navbar item inside it); `byName` is each
 * slot's own, which `@theme-original/<Name>` renders the chrome's part with. Null outside any slot
 * (a site page that renders `<Navbar />` itself: the chrome already shows one).
 */
export interface Slots {
  merged: object;
  byName: Record<string, object>;
}

export const SlotProps = createContext<Slots | null>(null);

/** The enclosing slots' props (`name` given: that slot's own), or null outside them. */
export const useSlotProps = <T extends object>(name?: string): T | null => {
  const slots = useContext(SlotProps);
  if (!slots) return null;
  return ((name === undefined ? slots.merged : slots.byName[name]) ?? null) as T | null;
};
