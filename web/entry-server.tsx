/**
 * The prerenderer's entry (bundled by Vite for Node, run at build time by pipeline/prerender/): the
 * same route, route query and components as the SPA, with the query cache filled from the files on
 * disk instead of the network, so the HTML equals the browser's first render and hydrates cleanly.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { BootManifest, InitialRoute, RouteChunkJson, SidebarChunkJson } from '../common/contract';
import { queryClient, bootQuery, chunkQuery } from './app/query';
import { routeQuery } from './app/route-loader';
import { AppRoute } from './app/router';
import { ROUTER_BASENAME, withBase } from './app/base-url';
import { setInitialRoute } from './app/initial-route';
import { DOCUMENT_ATTR } from '../docusaurus/shared/head-elements';
import { pageClassNames } from '../docusaurus/shared/page-class-names';

export interface RenderInput {
  manifest: BootManifest;
  /** The route's chunk and sidebar (and docs data), by their public paths (as the route query asks for them). */
  chunks: { path: string; value: RouteChunkJson | SidebarChunkJson }[];
  /** The page's route entry, as its `<head>` gives it to the browser's first load. */
  route: InitialRoute;
}

/** Renders one path to the HTML that goes inside `<div id="root">`. */
export async function renderPath(path: string, input: RenderInput): Promise<string> {
  // One cache per page, so memory stays flat however many routes there are.
  queryClient.clear();
  queryClient.setQueryData(bootQuery.queryKey, input.manifest);
  for (const c of input.chunks) queryClient.setQueryData(chunkQuery(c.path).queryKey, c.value);
  setInitialRoute(input.route);

  // The route's data, computed by the browser's own loadRoute from the files above.
  const data = await queryClient.fetchQuery(routeQuery(path)).catch((error: unknown) => {
    throw new Error(`prerendering ${path}: the route loader failed: ${error instanceof Error ? error.message : String(error)}`);
  });
  if (data.status === 'redirect') throw new Error(`prerendering ${path}: the route loader answered a redirect to ${withBase(data.to)}`);
  const errors: { error: unknown; componentStack: string }[] = [];
  // No script goes with the HTML (the CSP forbids inline ones): the client loads the same data
  // from boot.json and the chunk files, preloaded by the page's <head>, and the route entry in it.
  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={withBase(path)} basename={ROUTER_BASENAME}>
          <AppRoute />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
    // Infinity: React otherwise outlines a large Suspense boundary (a custom page) into a hidden
    // segment revealed by an inline script, which the CSP blocks: the page would show nothing.
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // An error React recovers from (inside a Suspense boundary, rendered again in the browser) would
      // leave the page's HTML without that part and the build green: Docusaurus's build stops on it.
      onError: (error: unknown, info: { componentStack?: string }) => {
        errors.push({ error, componentStack: info.componentStack ?? '' });
      },
    },
  );
  const first = errors[0];
  if (first) {
    const { error, componentStack } = first;
    const failure = new Error(error instanceof Error ? error.message : String(error));
    failure.stack = `${error instanceof Error ? error.stack : String(error)}\n    in the components:${componentStack}`;
    throw failure;
  }
  const html = await new Response(prelude).text();
  // A Docusaurus site's page classes, as a mark the prerenderer writes on <html> (pipeline/prerender/site-head.ts;
  // web/app/apply-page-head.ts changes them on a client navigation). Written beside React's output, not rendered
  // in its tree: a sibling there, even an empty one, would give every `useId` below another id than the browser's.
  return __CHROME_PAGE_CLASSES__ ? pageClassMark(pageClassNames(data.status === 'ok' ? data.chunk : null)) + html : html;
}

const pageClassMark = (classes: string) =>
  `<meta ${DOCUMENT_ATTR}="page class" content="${classes.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"/>`;
