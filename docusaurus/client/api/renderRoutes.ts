import { createElement, type ComponentType } from 'react';

/** A level of Docusaurus's nested doc routes (`DocsRoot` → `DocVersionRoot` → `DocRoot` → the doc), made by this build. */
export interface DrawnRoute {
  path: string;
  exact?: boolean;
  component: (props: { route: DrawnRoute }) => unknown;
  routes?: DrawnRoute[];
}

const drawn = new WeakSet<object>();

/** Marks routes `@docusaurus/renderRoutes` draws: the levels this build made for a doc page's wrappers. */
export function drawnRoutes(routes: DrawnRoute[]): DrawnRoute[] {
  for (const r of routes) drawn.add(r);
  return routes;
}

/** Whether `routes` are levels this build made (so `renderRoutes` draws the first), not a site's own route config. */
export const isDrawn = (routes: readonly object[] | undefined): routes is DrawnRoute[] => !!routes?.length && routes.every((r) => drawn.has(r));

/**
 * `@docusaurus/renderRoutes` renders a plugin's nested route config (react-router-config). The pages
 * of this build are its own routes: it draws the levels this build gives a doc page's route wrappers
 * (`DocsRoot`, `DocVersionRoot`, `DocRoot`: `theme/composed/DocPage.tsx`), each the next one inside;
 * a site component that renders routes of its own is named here.
 */
export default function renderRoutes(routes?: readonly object[]) {
  if (isDrawn(routes)) return createElement(routes[0]!.component as ComponentType<{ route: DrawnRoute }>, { route: routes[0]! });
  throw new Error('`@docusaurus/renderRoutes` is not supported: the pages of this site are routed by the build, not by route configs in components');
}
