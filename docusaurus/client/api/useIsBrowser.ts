import { useHydrated } from '../../../web/app/use-hydrated';

/** `@docusaurus/useIsBrowser`: false while prerendering and hydrating, true afterwards. */
export default function useIsBrowser(): boolean {
  return useHydrated();
}
