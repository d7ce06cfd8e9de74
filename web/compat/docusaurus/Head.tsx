import type { ReactNode } from 'react';

/**
 * `@docusaurus/Head`: renders nothing. The prerendered head comes from the route's chunk, and a
 * page's own `<title>` or `<meta>` children would need run-time head management the CSP-safe
 * shell does not have; `@theme/Layout`'s `title`/`description` props cover the common case.
 */
export default function Head(_props: { children?: ReactNode }) {
  return null;
}
