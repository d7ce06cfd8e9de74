import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './app/query';
import { createRouter } from './app/router';
import { reloadOnce } from './app/reload';
import { startJsonPreview } from './app/json-preview';
import './theme/global.css';

// A lazily imported JS chunk that vanished with a new deploy: reload once to the new version.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce(window.location.pathname)) event.preventDefault();
});

const router = createRouter();
startJsonPreview(router);
// Dev mode only (`npm run dev`): live content updates and the error overlay; absent from builds.
if (import.meta.hot) void import('./dev/client').then((m) => m.startDevClient(router));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
