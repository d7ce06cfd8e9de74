/** The site's own stylesheets (web/vite.config.ts `siteCss`). */
declare module 'virtual:site-css' {}
