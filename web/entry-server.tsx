/**
 * The prerenderer's entry (bundled by Vite for Node, run at build time by pipeline/prerender/): the
 * same routes, loader and components as the SPA, with the query cache filled from the files on disk
 * instead of the network, so the HTML equals the browser's first render and hydrates cleanly.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { BootManifest, InitialRoute, RouteChunk, SidebarChunk } from '../pipeline/contract';
import { queryClient, bootQuery, chunkQuery } from './app/query';
import { routes } from './app/router';
import { ROUTER_BASENAME, withBase } from './app/base-url';
import { setInitialRoute } from './app/initial-route';

export interface RenderInput {
  manifest: BootManifest;
  /** The route's chunk and sidebar (and docs data), by their public paths (as the loader asks for them). */
  chunks: { path: string; value: RouteChunk | SidebarChunk }[];
  /** The page's route entry, as its `<head>` gives it to the browser's first load. */
  route: InitialRoute;
}

const handler = createStaticHandler(routes, { basename: ROUTER_BASENAME });

/** Renders one path to the HTML that goes inside `<div id="root">`. */
export async function renderPath(path: string, input: RenderInput): Promise<string> {
  // One cache per page, so memory stays flat however many routes there are.
  queryClient.clear();
  queryClient.setQueryData(bootQuery.queryKey, input.manifest);
  for (const c of input.chunks) queryClient.setQueryData(chunkQuery(c.path).queryKey, c.value);
  setInitialRoute(input.route);

  const context = await handler.query(new Request(new URL(withBase(path), 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerendering ${path}: the loader answered ${context.status} ${context.headers.get('Location') ?? ''}`);
  if (context.errors) throw new Error(`prerendering ${path}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // `hydrate={false}`: no inline hydration script (the CSP forbids it); the client loads the same
  // data from the manifest and chunk files, preloaded by the page's <head>.
  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
    // Infinity: React otherwise outlines a large Suspense boundary (a custom page) into a hidden
    // segment revealed by an inline script, which the CSP blocks: the page would show nothing.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
