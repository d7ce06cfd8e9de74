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
 * The route loader awaits it with the route's data (`ROUTE_COMPONENTS`, `web/app/route-loader.ts`),
 * as it awaits the page's kind and components, so the page renders and hydrates in one pass, as
 * every other page does; and the prerendered page names its chunk in its head (`page-assets.ts`),
 * so it loads beside the entry instead of when hydration first asks for it.
 */

/** The module the chrome's doc page imports for its column when an instance names a component. */
export const ROUTE_COMPONENT = '\0theme-route-component:DocItem';
/** `ROUTE_COMPONENT_FILL` + an instance id: that instance's component filling the `DocItem` slot. */
export const ROUTE_COMPONENT_FILL = '\0theme-route-component-fill:';
/** The route loader's side: which instances have a component, loaded before their pages render. */
export const ROUTE_COMPONENTS = 'virtual:route-components';

/**
 * The docs instance whose route component a chunk of Vite's build manifest is (its `src`, the
 * module id without the `\0`, relative to the bundle's root), or null: the prerenderer names that
 * chunk in the head of the instance's pages, so it loads beside the entry.
 */
export function routeComponentInstance(src: string): string | null {
  const at = src.lastIndexOf(ROUTE_COMPONENT_FILL.slice(1));
  return at === -1 ? null : src.slice(at + ROUTE_COMPONENT_FILL.length - 1);
}

/**
 * `virtual:route-components`: `loadRouteComponentFor(chunk)` (the route loader awaits it) and
 * `loadedRouteComponent(pluginId)` (the chooser reads it). The browser's imports each component
 * when a page of its instance first loads; the prerenderer's has them all at once (a page that
 * suspends while prerendered is written with React's inline scripts, which the CSP blocks).
 */
export function routeComponentsModule(options: { instances: readonly string[]; exportName: string; side: 'server' | 'client' }): string {
  const fill = (id: string) => JSON.stringify(`${ROUTE_COMPONENT_FILL}${id}`);
  const { exportName, instances } = options;
  if (options.side === 'server') {
    return [
      ...instances.map((id, i) => `import { ${exportName} as Instance${i} } from ${fill(id)};`),
      `const loaded = { ${instances.map((id, i) => `${JSON.stringify(id)}: Instance${i}`).join(', ')} };`,
      `export async function loadRouteComponentFor() {}`,
      `export const loadedRouteComponent = (pluginId) => (Object.hasOwn(loaded, pluginId) ? loaded[pluginId] : undefined);`,
      `export const hasRouteComponent = (pluginId) => Object.hasOwn(loaded, pluginId);`,
      '',
    ].join('\n');
  }
  return [
    `const loaders = { ${instances.map((id) => `${JSON.stringify(id)}: () => import(${fill(id)})`).join(', ')} };`,
    `const loaded = {};`,
    `export async function loadRouteComponentFor(chunk) {`,
    `  const pluginId = chunk.kind === 'doc' ? chunk.pluginId : undefined;`,
    `  if (pluginId === undefined || !Object.hasOwn(loaders, pluginId) || Object.hasOwn(loaded, pluginId)) return;`,
    `  const module = await loaders[pluginId]();`,
    // Vite answers a chunk that failed to load (its preload-error handler reloading the page) with nothing.
    `  if (!module) throw new Error('the route component of the docs instance ' + pluginId + ' could not be loaded');`,
    `  loaded[pluginId] = module.${exportName};`,
    `}`,
    `export const loadedRouteComponent = (pluginId) => (Object.hasOwn(loaded, pluginId) ? loaded[pluginId] : undefined);`,
    `export const hasRouteComponent = (pluginId) => Object.hasOwn(loaders, pluginId);`,
    '',
  ].join('\n');
}

/** `virtual:route-components` for a bundle where no instance names a component. */
export const NO_ROUTE_COMPONENTS = [
  `export async function loadRouteComponentFor() {}`,
  `export const loadedRouteComponent = () => undefined;`,
  `export const hasRouteComponent = () => false;`,
  '',
].join('\n');

/**
 * The chooser. It re-exports what `base` exports, with `exportName` (the slot's export, the chrome's
 * `DocItemLayout`) drawing the instance's component when the page's chunk is of an instance that
 * names one, which the route loader has loaded by then.
 */
export function routeComponentModule(options: { base: string; exportName: string }): string {
  const { exportName } = options;
  return [
    `import { createElement } from 'react';`,
    `import { ${exportName} as Base } from ${JSON.stringify(options.base)};`,
    `import { hasRouteComponent, loadedRouteComponent } from ${JSON.stringify(ROUTE_COMPONENTS)};`,
    `export * from ${JSON.stringify(options.base)};`,
    `function ${exportName}OfInstance(props) {`,
    `  const pluginId = props.chunk && props.chunk.pluginId;`,
    `  if (typeof pluginId !== 'string' || !hasRouteComponent(pluginId)) return createElement(Base, props);`,
    `  const Column = loadedRouteComponent(pluginId);`,
    `  if (!Column) throw new Error('the route component of the docs instance ' + pluginId + ' was rendered before it was loaded');`,
    `  return createElement(Column, props);`,
    `}`,
    `export { ${exportName}OfInstance as ${exportName} };`,
    '',
  ].join('\n');
}
