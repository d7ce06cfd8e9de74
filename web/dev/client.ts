import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { DevProblem, DevUpdate } from '../../common/contract';
import { queryClient, bootQuery, chunkQuery } from '../app/query';
import { shownRouteData, subscribeShownRoute } from '../app/shown-route';
import { oneAtATime } from './one-at-a-time';

/**
 * Dev mode only (imported behind `import.meta.hot`): applies `content:update` events from
 * `npm run dev`. A changed route gets a new chunk name in a new route table; the update carries the
 * new boot.json and the changed chunks, so loading the route on screen again (its query) re-renders
 * the open page with the new chunk, without a reload and without a request. Errors go to the overlay, which is loaded the first time there is one. A save made while
 * the page was loading is caught up with once the channel is open.
 */
export function startDevClient() {
  let root: Root | null = null;
  const showErrors = async (errors: DevProblem[]) => {
    if (!root && errors.length === 0) return;
    const { ErrorOverlay } = await import('./ErrorOverlay');
    if (!root) {
      const host = document.createElement('div');
      host.id = 'dev-error-overlay';
      document.body.appendChild(host);
      root = createRoot(host);
    }
    root.render(createElement(ErrorOverlay, { errors }));
  };

  // Each update is applied after the last one was (one-at-a-time.ts says why).
  const applyInTurn = oneAtATime();
  import.meta.hot?.on('content:update', (update: DevUpdate) => {
    void showErrors(update.errors);
    // No route changed and no boot.json: nothing to show. A boot.json alone names rebuilt search indexes.
    if (update.routes.length === 0 && !update.boot) return;
    // When a save reached the page, on the page's own clock (bench/dev-rebuild.ts reads it).
    if (update.routes.length) performance.mark('content:update');
    // Chunks sent along go straight into the cache; anything else the route query fetches.
    for (const [path, chunk] of Object.entries(update.chunks)) queryClient.setQueryData(chunkQuery(path).queryKey, chunk);
    // boot.json names the new route table (and, after an update without routes, the rebuilt search
    // indexes), whose shards name the new chunks. A saved page is shown at once; the search
    // indexes' update, which only the search box reads, waits until the page is idle. The server
    // rebuilds the search indexes once the page has shown the change (off its critical path).
    const apply = () =>
      loadBoot(update)
        .then(reloadRoutes)
        .then(() => requestAnimationFrame(() => import.meta.hot?.send('content:shown', {})));
    void applyInTurn(update.routes.length ? apply : () => whenIdle().then(apply));
  });

  // A save announced before this listener existed, before the socket was open, or before the
  // page was on screen reached nobody: once a page is shown, and each time the channel opens,
  // compare the build the page shows with the current one and re-render when they differ.
  const catchUp = () => {
    const shown = shownRouteData()?.manifest.buildId;
    if (shown === undefined) return;
    void queryClient.fetchQuery({ ...bootQuery, staleTime: 0 }).then((boot) => (boot.buildId === shown ? undefined : reloadRoutes()));
  };
  import.meta.hot?.on('vite:ws:connect', catchUp);
  if (shownRouteData()) catchUp();
  else {
    const stop = subscribeShownRoute(() => {
      if (!shownRouteData()) return;
      stop();
      catchUp();
    });
  }

  // Errors that were there before the page opened.
  void fetch('/__dev/errors')
    .then((r) => r.json() as Promise<DevProblem[]>)
    .then(showErrors);
}

/**
 * The update's boot.json, put in the query cache as a fetch would (structurally shared with the
 * last one, so the parts of the site it describes keep their identity): no request before the
 * page re-renders. A page of another locale fetches its own (the update carries the default's).
 */
function loadBoot(update: DevUpdate): Promise<unknown> {
  if (update.boot && document.documentElement.dataset.manifest === undefined) {
    queryClient.setQueryData(bootQuery.queryKey, update.boot);
    return Promise.resolve();
  }
  return queryClient.fetchQuery({ ...bootQuery, staleTime: 0 });
}

/** Resolves once the page has nothing else to do (a second at most). */
function whenIdle(): Promise<void> {
  return new Promise((done) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => done(), { timeout: 1000 }) : setTimeout(done, 0)));
}

/**
 * The route on screen loads again with the new boot.json (a new route table, new chunk names) and
 * its page re-renders in place; routes seen before are dropped, so they load afresh when opened.
 */
function reloadRoutes(): Promise<void> {
  queryClient.removeQueries({ queryKey: ['route'], type: 'inactive' });
  return queryClient.refetchQueries({ queryKey: ['route'], type: 'active' });
}
