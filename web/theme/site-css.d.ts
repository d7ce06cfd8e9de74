/** The site's own stylesheets (web/vite.config.ts `siteCss`). */
declare module 'virtual:site-css' {}
/** Infima's variables and page-content classes (web/vite.config.ts `infimaLayerCss`). */
declare module 'virtual:infima-layer.css' {}

/** The site plugins' client modules (web/vite.config.ts `clientModules`), in order. */
declare module 'virtual:client-modules' {
  /** Calls their `onRouteUpdate`/`onRouteDidUpdate` after each route change (web/app/client-modules.ts); nothing without any. */
  export function useClientModuleLifecycles(): void;
}
