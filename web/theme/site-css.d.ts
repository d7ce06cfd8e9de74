/** The site's own stylesheets (pipeline/bundle/plugins/site-css.ts). */
declare module 'virtual:site-css' {}
/** Infima's variables and page-content classes (pipeline/bundle/plugins/infima-layer-css.ts). */
declare module 'virtual:infima-layer.css' {}

/** The site plugins' client modules (pipeline/bundle/plugins/client-modules.ts), in order. */
declare module 'virtual:client-modules' {
  /** Calls their `onRouteUpdate`/`onRouteDidUpdate` after each route change (web/app/client-modules.ts); nothing without any. */
  export function useClientModuleLifecycles(): void;
}
