import { useNavigate, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ChunkLoadError, bootQuery, routeShardQuery } from '../app/query';
import type { BootManifest, RouteTableShard } from '../../common/contract';
import { routeQuery, type RouteData, type RouteRedirect } from '../app/route-loader';
import { RouteDataContext } from '../app/route-data';
import { reloadOnce } from '../app/reload';
import { matchRoute } from '../../common/paths';
import { Layout } from '../theme/Layout';
import { ErrorBox } from '../theme/ErrorBox';
import { Spinner } from '../theme/Spinner';

/**
 * A route that failed to load reloads the page once (a new deploy replaced its chunk); when that was
 * already tried, the error box offers a retry. Anything else is a rendering crash.
 */
export function RouteError({ error }: { error: unknown }) {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const manifest = client.getQueryData<BootManifest>(bootQuery.queryKey);
  // After a rendering crash the route's data did load: the chrome (search, translations) reads it.
  const loaded = client.getQueryData<RouteData | RouteRedirect>(routeQuery(location.pathname).queryKey);
  const [reloading] = useState(() => error instanceof ChunkLoadError && reloadOnce('route-data', location.pathname));
  if (reloading) return <Spinner />;

  const retry = () => {
    // A crash may come from a bad cached chunk: drop this route's chunks and data too, so they load
    // afresh, then render the route again (a navigation to the same place clears the error).
    // The route's entry: from its data when that loaded (a first load takes it from the page, not
    // from a shard), else from its shard.
    const shard = manifest ? client.getQueryData<RouteTableShard>(routeShardQuery(manifest, location.pathname).queryKey) : undefined;
    const entry = loaded?.status === 'ok' ? loaded.route : shard ? matchRoute(shard.routes, location.pathname)?.value : undefined;
    const own = new Set([entry?.chunk, entry?.sidebar].filter(Boolean));
    client.removeQueries({ predicate: (q) => q.queryKey[0] === 'chunk' && own.has(q.queryKey[1] as string) });
    client.removeQueries({ queryKey: routeQuery(location.pathname).queryKey, exact: true });
    void client
      .resetQueries({ predicate: (q) => q.state.status === 'error' })
      .then(() => navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true }));
  };
  const box =
    error instanceof ChunkLoadError ? (
      <ErrorBox title="This page could not be loaded." message={error.message} actionLabel="Retry" onAction={retry} />
    ) : (
      <ErrorBox title="This page crashed." message={error instanceof Error ? error.message : String(error)} actionLabel="Try again" onAction={retry} />
    );
  if (!manifest) return <main className="standalone-error">{box}</main>;
  return (
    <RouteDataContext value={loaded?.status === 'ok' || loaded?.status === 'not-found' ? loaded : undefined}>
      <Layout manifest={manifest} routes={manifest.navbarRoutes} sidebar={null}>
        <main id="main-content" tabIndex={-1}>
          {box}
        </main>
      </Layout>
    </RouteDataContext>
  );
}
