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
  /** The props each slot gave the site's component (Docusaurus's, made by the slot's adapter). */
  given?: Record<string, object>;
  /** The registry's slot each name was filled in (`NavbarItem:dropdown` for a dropdown's item), where its `@theme-original` draws. */
  keys?: Record<string, string>;
}

export const SlotProps = createContext<Slots | null>(null);

/** The enclosing slots' props (`name` given: that slot's own), or null outside them. */
export const useSlotProps = <T extends object>(name?: string): T | null => {
  const slots = useContext(SlotProps);
  if (!slots) return null;
  return ((name === undefined ? slots.merged : slots.byName[name]) ?? null) as T | null;
};

/**
 * What a wrapper's `@theme-original/<Name>` draws, as Docusaurus draws its original with the props
 * the wrapper passed (`<Original {...props} toc={filtered} />`), not the ones the wrapper got:
 *
 * - a part whose Docusaurus props are the chrome's own (`same`): the chrome's part, the wrapper's props over the chrome's;
 * - a part with adapted props (`adapted`) the wrapper changed (a key added, dropped or given another
 *   value than the slot gave it in `given`): the compatibility layer's component of that name
 *   (`provided`), which draws Docusaurus's props, when there is one;
 * - otherwise the chrome's part with the chrome's props: unchanged props draw exactly what the chrome
 *   draws, and a part Docusaurus renders without props ignores them there too. A wrapper's own
 *   `children` replace the chrome's where the chrome's part takes children.
 */
export function originalDrawing(options: {
  own: object;
  given: object | undefined;
  props: Record<string, unknown>;
  kind: 'same' | 'adapted' | 'none';
  provided: boolean;
}): { part: 'chrome' | 'provided'; props: object } {
  const { own, props, kind } = options;
  if (kind === 'same') return { part: 'chrome', props: { ...own, ...props } };
  const given = (options.given ?? {}) as Record<string, unknown>;
  const ownChildren = 'children' in own;
  const changed = [...new Set([...Object.keys(given), ...Object.keys(props)])].some((key) => (key !== 'children' || !ownChildren) && props[key] !== given[key]);
  if (kind === 'adapted' && changed && options.provided) return { part: 'provided', props };
  return { part: 'chrome', props: props.children !== undefined && ownChildren ? { ...own, children: props.children } : own };
}
