import { useEffect } from 'react';
import type { SiteConfigJson } from '../../pipeline/contract';

type DataLayerWindow = Window & { dataLayer?: unknown[] };
let started = false;

/**
 * Google Tag Manager's start, which Docusaurus's plugin writes as an inline snippet: the data layer
 * and its `gtm.js` event. Here the app pushes it once (no inline script under the CSP); `gtm.js`
 * itself is an async script in every page's head. Route changes reach the container through its
 * own History Change trigger, as on Docusaurus (whose plugin pushes nothing per route).
 */
export function useTagManager(tagManager: SiteConfigJson['tagManager']) {
  useEffect(() => {
    if (!tagManager || started) return;
    started = true;
    const w = window as DataLayerWindow;
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }, [tagManager]);
}
