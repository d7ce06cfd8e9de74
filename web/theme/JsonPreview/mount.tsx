import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { shownRouteData, subscribeShownRoute } from '../../app/shown-route';
import { JsonPreview } from '.';

/** Mounts the control in its own root, beside the app: it follows the route on screen (its query in the cache). */
export function mountJsonPreview() {
  const host = document.createElement('div');
  host.id = 'json-preview';
  document.body.appendChild(host);
  createRoot(host).render(<Host />);
}

const shown = () => shownRouteData();
const subscribe = (onChange: () => void) => subscribeShownRoute(onChange);

function Host() {
  const data = useSyncExternalStore(subscribe, shown);
  if (data?.status !== 'ok') return null;
  return <JsonPreview chunk={data.chunk} url={data.route.chunk} />;
}
