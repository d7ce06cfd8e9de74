import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import type { BootManifest, RouteChunk, RouteTableShard, SidebarChunk, SidebarChunkJson } from '../../../common/contract';
import { shardPathFor } from '../../../common/route-table';
import { ChunkLoadError, bootQuery, chunkQuery, queryClient } from '../query';
import { loadRoute, routeQuery } from '../route-loader';
import { shownRouteData } from '../shown-route';

const CONTRACT = 3;
const boot = { contractVersion: CONTRACT, buildId: 'b1', routeTable: { id: 't1', shards: 1 }, navbarRoutes: {} } as unknown as BootManifest;
const shard: RouteTableShard = {
  contractVersion: CONTRACT,
  routes: {
    '/docs/x': { kind: 'doc', chunk: '/_data/doc/x.json', sidebar: '/_data/sidebars/s.json', title: 'X' },
    '/docs/folder/': { kind: 'doc', chunk: '/_data/doc/folder.json', title: 'Folder' },
  },
};
const chunk = { kind: 'doc', title: 'X' } as unknown as RouteChunk;
// The file leaves out the ids its routes repeat; the route's data has them.
const sidebarFile: SidebarChunkJson = { name: 's', docBase: '/docs/', items: [{ type: 'doc', label: 'X', route: '/docs/x' }] };
const sidebar: SidebarChunk = { name: 's', items: [{ type: 'doc', id: 'x', label: 'X', route: '/docs/x' }] };

beforeEach(() => {
  vi.stubGlobal('__CONTRACT_VERSION__', CONTRACT);
  queryClient.clear();
  queryClient.setQueryData(bootQuery.queryKey, boot);
  queryClient.setQueryData(chunkQuery(shardPathFor(boot.routeTable, '/docs/x')).queryKey, shard);
  queryClient.setQueryData(chunkQuery('/_data/doc/x.json').queryKey, chunk);
  queryClient.setQueryData(chunkQuery('/_data/sidebars/s.json').queryKey, sidebarFile);
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('loadRoute', () => {
  it('gives a route its chunk and sidebar', async () => {
    expect(await loadRoute('/docs/x')).toEqual({ status: 'ok', path: '/docs/x', manifest: boot, route: shard.routes['/docs/x'], chunk, sidebar });
  });

  it('reads a sidebar file once: its sidebar keeps its identity from route to route', async () => {
    const first = await loadRoute('/docs/x');
    const again = await loadRoute('/docs/x');
    expect(first.status === 'ok' && again.status === 'ok' && first.sidebar === again.sidebar).toBe(true);
  });

  it.each([
    ['/docs/x.html', '/docs/x'],
    ['/docs/x/index.html', '/docs/x'],
    ['/docs/x/', '/docs/x'],
    ['/docs/folder', '/docs/folder/'],
    ['/docs/folder/index.html', '/docs/folder/'],
  ])('redirects %s to the clean route %s', async (path, to) => {
    expect(await loadRoute(path)).toEqual({ status: 'redirect', to });
  });

  it('answers a path no route has with the not-found page, which needs only boot.json', async () => {
    expect(await loadRoute('/docs/nope')).toEqual({ status: 'not-found', path: '/docs/nope', manifest: boot });
  });

  it('rejects with a ChunkLoadError when the chunk cannot be fetched (the error boundary reloads once for it)', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('down', { status: 503 })));
    const error: unknown = await loadRoute('/docs/folder/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).status).toBe(503);
  });

  it('is the route query, one per path', async () => {
    const query = routeQuery('/docs/x.html');
    expect(query.queryKey).toEqual(['route', '/docs/x.html']);
    expect(await queryClient.fetchQuery(query)).toEqual({ status: 'redirect', to: '/docs/x' });
  });
});

describe('shownRouteData', () => {
  it('is the data of the route query a page observes, and nothing while none does', async () => {
    await queryClient.fetchQuery(routeQuery('/docs/x'));
    await queryClient.fetchQuery(routeQuery('/docs/nope'));
    expect(shownRouteData(queryClient)).toBeUndefined();
    const observer = new QueryObserver(queryClient, routeQuery('/docs/x'));
    const stop = observer.subscribe(() => {});
    expect(shownRouteData(queryClient)).toMatchObject({ status: 'ok', path: '/docs/x' });
    observer.setOptions(routeQuery('/docs/nope'));
    expect(shownRouteData(queryClient)).toMatchObject({ status: 'not-found', path: '/docs/nope' });
    stop();
    expect(shownRouteData(queryClient)).toBeUndefined();
  });
});
