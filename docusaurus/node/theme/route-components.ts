/**
 * A docs plugin's `docItemComponent` (`'@theme/ApiItem'`): the component Docusaurus renders each of
 * that instance's docs with, in place of `@theme/DocItem`, with the same props (`content`, `route`).
 * Here the chrome's doc page draws its column through a module that picks by the page's docs
 * instance (`routeComponentModule`): that instance's component, in the `DocItem` slot as a site's
 * own `DocItem` fills it (`ROUTE_COMPONENT_FILL` + the instance id, a filling module of
 * `theme-modules.ts`); for the other instances, what the column is without one (the chrome's, or
 * the site's own `DocItem` when it swizzles one).
 *
 * In the browser each instance's component is a chunk of its own, loaded by that instance's pages
 * only, as Docusaurus splits a route's component: an API theme's item and the theme-common
 * machinery around a site component are most of a doc page's code, and a guide page loads neither.
 */

/** The module the chrome's doc page imports for its column when an instance names a component. */
export const ROUTE_COMPONENT = '\0theme-route-component:DocItem';
/** `ROUTE_COMPONENT_FILL` + an instance id: that instance's component filling the `DocItem` slot. */
export const ROUTE_COMPONENT_FILL = '\0theme-route-component-fill:';

/**
 * The chooser. It re-exports what `base` exports, with `exportName` (the slot's export, the chrome's
 * `DocItemLayout`) drawing the instance's component when the page's chunk is of an instance that
 * names one. The browser's module imports those lazily; the prerenderer's at once (a page suspending
 * while prerendered is written with React's inline scripts, which the CSP blocks). Both put the same
 * Suspense boundary around the column whichever it draws, so hydration finds the prerendered one
 * and keeps its HTML until the chunk is loaded, and going from one instance's doc to another's keeps
 * the page shown while the next component loads (a boundary appearing then would show nothing).
 */
export function routeComponentModule(options: { instances: readonly string[]; base: string; exportName: string; side: 'server' | 'client' }): string {
  const server = options.side === 'server';
  const fill = (id: string) => JSON.stringify(`${ROUTE_COMPONENT_FILL}${id}`);
  const { exportName } = options;
  return [
    `import { createElement, lazy, Suspense } from 'react';`,
    `import { ${exportName} as Base } from ${JSON.stringify(options.base)};`,
    ...(server ? options.instances.map((id, i) => `import { ${exportName} as Instance${i} } from ${fill(id)};`) : []),
    `export * from ${JSON.stringify(options.base)};`,
    `const BY_PLUGIN = { ${options.instances
      .map((id, i) => `${JSON.stringify(id)}: ${server ? `Instance${i}` : `lazy(() => import(${fill(id)}).then((m) => ({ default: m.${exportName} })))`}`)
      .join(', ')} };`,
    `function ${exportName}OfInstance(props) {`,
    `  const pluginId = props.chunk && props.chunk.pluginId;`,
    `  const Column = (typeof pluginId === 'string' && Object.hasOwn(BY_PLUGIN, pluginId) && BY_PLUGIN[pluginId]) || Base;`,
    `  return createElement(Suspense, { fallback: null }, createElement(Column, props));`,
    `}`,
    `export { ${exportName}OfInstance as ${exportName} };`,
    '',
  ].join('\n');
}
