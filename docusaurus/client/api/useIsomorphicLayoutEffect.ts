import { useEffect, useLayoutEffect } from 'react';

/** `@docusaurus/useIsomorphicLayoutEffect`: a layout effect in the browser, an effect (never run) while prerendering. */
export default typeof window !== 'undefined' ? useLayoutEffect : useEffect;
