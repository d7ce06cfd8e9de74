/**
 * Google Tag Manager's start, which Docusaurus's plugin writes as an inline snippet in the head:
 * the data layer and its `gtm.js` event. Here it is a client module (imported by the entry before
 * the app, for a site with a container only: pipeline/bundle/client-modules.ts), so no inline
 * script is needed under the CSP; `gtm.js` itself is an async script in every page's head. Route
 * changes reach the container through its own History Change trigger, as on Docusaurus (whose
 * plugin pushes nothing per route).
 */
// Client modules are imported by the prerenderer too, as Docusaurus's server bundle imports them.
if (typeof window !== 'undefined') {
  const w = window as Window & { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
}

export {};
