/** The site's own stylesheets (web/vite.config.ts `siteCss`). */
declare module 'virtual:site-css' {}
/** Infima's variables and page-content classes (web/vite.config.ts `infimaLayerCss`). */
declare module 'virtual:infima-layer.css' {}
