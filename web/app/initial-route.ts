import type { InitialRoute, ManifestRoute } from '../../common/contract';
import { INITIAL_ROUTE_META, parseInitialRoute } from '../../common/initial-route';
import { matchRoute } from '../../common/paths';

/**
 * The route entry the page was prerendered with (`<meta name="spa-route">`), for the first load
 * only: the prerenderer sets it for each page it renders, the browser reads it from the document.
 * Later loads (navigations, a dev-mode refresh) look routes up in the route table's shards: the
 * entry belongs to the HTML the page was opened with, not to whatever the path holds now.
 */
let slot: InitialRoute | null | undefined;

/** The prerenderer's side: the entry of the page about to be rendered. */
export function setInitialRoute(value: InitialRoute | null): void {
  slot = value;
}

/**
 * The page's own entry if `pathname` is its route (any form `matchRoute` accepts), once: after the
 * first call it is gone. `undefined` when there is none, so the caller looks in the shard; `null`
 * route for the not-found page.
 */
export function takeInitialRoute(pathname: string): { route: string; value: ManifestRoute | null } | undefined {
  const entry = slot === undefined ? fromDocument() : slot;
  slot = null;
  if (!entry) return undefined;
  return matchRoute({ [entry.path]: entry.route }, pathname) ?? undefined;
}

function fromDocument(): InitialRoute | null {
  if (typeof document === 'undefined') return null;
  return parseInitialRoute(document.querySelector(`meta[name="${INITIAL_ROUTE_META}"]`)?.getAttribute('content'));
}
