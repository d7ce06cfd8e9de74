import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while prerendering and during hydration, true afterwards (and from the start in a client-only
 * render). Output that the prerendered HTML cannot know (the URL's query string, the reader's
 * settings) waits for it, so the first client render equals the server HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
