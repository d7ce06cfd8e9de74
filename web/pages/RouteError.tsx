import { useRouteError, useNavigate, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ChunkLoadError, manifestQuery } from '../app/query';
import type { Manifest } from '../../pipeline/contract';
import { reloadOnce } from '../app/reload';
import { Layout } from '../theme/Layout';
import { ErrorBox } from '../theme/ErrorBox';
import { Spinner } from '../theme/Spinner';

/**
 * A route that failed to load reloads the page once (a new deploy replaced its chunk); when that was
 * already tried, the error box offers a retry. Anything else is a rendering crash.
 */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const manifest = client.getQueryData<Manifest>(manifestQuery.queryKey);
  const [reloading] = useState(() => error instanceof ChunkLoadError && reloadOnce(location.pathname));
  if (reloading) return <Spinner />;

  const retry = () => {
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
    <Layout manifest={manifest} sidebar={null}>
      {box}
    </Layout>
  );
}
