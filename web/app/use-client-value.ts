import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A value only the browser knows (storage, the document, the URL), read without breaking
 * prerendering: the server and the hydrating render use `serverValue`, then React re-renders with
 * the browser's value. `subscribe` re-reads it when an event says it changed.
 */
export function useClientValue<T>(read: () => T, serverValue: T, subscribe: (onChange: () => void) => () => void = noSubscription): T {
  return useSyncExternalStore(subscribe, read, () => serverValue);
}

/** A subscription to a window event, for useClientValue. */
export function windowEvent(name: string) {
  return (onChange: () => void) => {
    window.addEventListener(name, onChange);
    return () => window.removeEventListener(name, onChange);
  };
}
