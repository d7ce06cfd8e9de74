import type { Plugin } from 'vite';

/**
 * react-router's ESM build creates its contexts and components with `React.createContext`,
 * `React.forwardRef` and `React.memo` calls that carry no `@__PURE__` annotation, and names them with
 * module-level `X.displayName = "X"` assignments. A bundler must keep any call or assignment it
 * cannot prove harmless, and with them everything they reach, so the browser bundle carried the
 * parts of react-router this SPA never imports: the data router's `<Form>`, fetchers and
 * `DataRoutes`, `NavLink`, `ScrollRestoration`, framework-mode link prefetching. The calls are pure
 * (they create objects), and `displayName` only labels them in React's developer tools: marking the
 * one and dropping the other lets Rolldown remove whatever is unused. With theme/Link's own anchor
 * (react-router's `Link` is the prefetching), react-router's share of the first visit went from
 * 12.6 KB to 5.1 KB gzipped (`npm run bench:bundle`).
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/ },
      handler(code) {
        const out = code
          .replace(/^(var [\w$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2')
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '');
        return out === code ? null : { code: out, map: null };
      },
    },
  };
}
