import { createContext, useContext } from 'react';

/** True while a navigation's next page is loading (the router's transition is pending); set by `AppRouter`. */
export const NavigationPendingContext = createContext(false);

/** Whether a navigation is under way: the page on screen is still the previous one. */
export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}
