import { useCallback, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppRouter } from '../../app/router';
import type { RouteData } from '../../app/route-loader';
import { JsonPreview } from '.';

/** Mounts the control in its own root, beside the app: it follows the router to the current route. */
export function mountJsonPreview(router: AppRouter) {
  const host = document.createElement('div');
  host.id = 'json-preview';
  document.body.appendChild(host);
  createRoot(host).render(<Host router={router} />);
}

function Host({ router }: { router: AppRouter }) {
  const subscribe = useCallback((onChange: () => void) => router.subscribe(onChange), [router]);
  const state = useSyncExternalStore(subscribe, () => router.state);
  const data = state.loaderData.root as RouteData | undefined;
  if (data?.status !== 'ok') return null;
  return <JsonPreview chunk={data.chunk} url={data.route.chunk} />;
}
