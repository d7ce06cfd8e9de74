import type { InitialRoute, ManifestRoute } from './contract';

/** The `<meta name>` a prerendered page's route entry is written under (see {@link InitialRoute}). */
export const INITIAL_ROUTE_META = 'spa-route';

export const initialRouteJson = (value: InitialRoute): string => JSON.stringify(value);

/**
 * The entry read back from the tag's `content`; null when it is absent or not an entry (a page of
 * another build, a hand-edited file): the SPA then looks the route up in its shard, as on any navigation.
 */
export function parseInitialRoute(text: string | null | undefined): InitialRoute | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value) || typeof value.path !== 'string' || !value.path.startsWith('/')) return null;
  const route = value.route;
  if (route === null) return { path: value.path, route: null };
  if (!isObject(route) || typeof route.kind !== 'string' || typeof route.chunk !== 'string' || typeof route.title !== 'string') return null;
  if (route.sidebar !== undefined && typeof route.sidebar !== 'string') return null;
  return { path: value.path, route: route as unknown as ManifestRoute };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
