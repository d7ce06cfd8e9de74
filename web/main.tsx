import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './app/query';
import { createRouter } from './app/router';
import { reloadOnce } from './app/reload';
import { startJsonPreview } from './app/json-preview';
import { canHydrate, whenRouterReady } from './app/hydrate';
import './theme/global.css';
import './theme/print.css';
import 'virtual:site-css';

// A lazily imported JS chunk that vanished with a new deploy: reload once to the new version.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce(window.location.pathname)) event.preventDefault();
});

const router = createRouter();
startJsonPreview(router);
// Dev mode only (`npm run dev`): live content updates and the error overlay; absent from builds.
if (import.meta.hot) void import('./dev/client').then((m) => m.startDevClient(router));

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);
const container = document.getElementById('root')!;

// The page was prerendered from the same manifest and chunk the loader fetches (preloaded by the
// page's <head>). Hydrating only once the first load is done makes the first client render equal
// the server HTML; what was not prerendered for this path is rendered from scratch (canHydrate).
await whenRouterReady(router);
if (canHydrate(router, container)) hydrateRoot(container, app);
else createRoot(container).render(app);
