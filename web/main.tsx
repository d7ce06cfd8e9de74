import { StrictMode, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './app/query';
import { AppRoute, AppRouter, createAppHistory } from './app/router';
import { reloadOnce } from './app/reload';
import { routePath } from './app/base-url';
import { startJsonPreview } from './app/json-preview';
import { canHydrate, loadFirstRoute } from './app/hydrate';
import { Spinner } from './theme/Spinner';
import './theme/global.css';
import './theme/print.css';
import 'virtual:site-css';
// The site plugins' client modules run before the app starts, as in Docusaurus.
import 'virtual:client-modules';

// A lazily imported JS chunk that vanished with a new deploy: reload once to the new version.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce('js-chunk', routePath(window.location.pathname))) event.preventDefault();
});

const history = createAppHistory();
startJsonPreview();
// Dev mode only (`npm run dev`): live content updates and the error overlay; absent from builds.
if (import.meta.hot) void import('./dev/client').then((m) => m.startDevClient());

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppRouter history={history}>
        <AppRoute />
      </AppRouter>
    </QueryClientProvider>
  </StrictMode>
);
const container = document.getElementById('root')!;

// The page was prerendered from the same boot.json, route entry and chunk the route query fetches
// (preloaded by the page's <head>). Hydrating only once it has loaded makes the first client render
// equal the server HTML; what was not prerendered for this path is rendered from scratch
// (canHydrate), with a spinner (after its delay) for anything that still has to load.
// Not a top-level await: the first route imports its page kind's chunk, which imports modules
// of the entry's chunk, and those would wait for this module to finish evaluating (a deadlock).
void loadFirstRoute(history).then((first) => {
  if (canHydrate(first, container)) hydrateRoot(container, app);
  else createRoot(container).render(<Suspense fallback={<Spinner />}>{app}</Suspense>);
});
