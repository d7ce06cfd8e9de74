import { defineConfig, transformWithOxc, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import {
  generatedDir,
  DEV_EXTRACTED_PREFIX,
  localComponentsModule,
  registryFile,
  LOCAL_COMPONENTS_ID,
  type LocalComponentRegistry,
} from '../pipeline/emit/local-component-registry.js';
// Node side: the number the SPA is built with (a `define`), compared with the data it fetches.
import { CONTRACT_VERSION } from '../common/contract.js';
import { publishedModules } from '../pipeline/bundle/published-modules.js';
import { unsupportedModules } from '../docusaurus/node/bundle/unsupported-modules.js';
import { themeModules, type ChromeSlot } from '../docusaurus/node/theme/theme-modules.js';
import { siteThemeFolders, themeComponents } from '../docusaurus/node/theme/swizzles.js';
import { compatThemeComponents } from '../docusaurus/node/theme/theme-names.js';
import { sitePackages } from '../pipeline/bundle/site-packages.js';
import { infimaLayer } from '../docusaurus/node/bundle/infima-layer.js';
import { staticCssUrls } from '../pipeline/bundle/static-css-urls.js';
import { minifiedPublicScripts } from '../pipeline/bundle/minified-public-scripts.js';
import { siteBabel, SiteBabelError, type SiteBabel } from '../docusaurus/node/config/babel.js';
import { compileCssModule, cssModuleClassName, isCssModule, SCOPED_STYLESHEET_SUFFIX } from '../pipeline/bundle/css-modules.js';
import { DOCUSAURUS_CONFIG_FILES } from '../docusaurus/node/config/load.js';

const root = resolve(import.meta.dirname);
const repoRoot = resolve(root, '..');
/** The browser side of the Docusaurus adapter: its client-API modules and theme components. */
const clientDir = resolve(repoRoot, 'docusaurus/client');
const contentRoot = resolve(process.env.CONTENT_ROOT ?? resolve(root, '../content'));

/**
 * Writes the site settings that must act before first paint onto <html>, where the blocking
 * web/public/color-mode.js reads them (no inline script: the CSP forbids it). The pipeline passes
 * them in `SITE_HTML_SETTINGS` (the manifest's `site`: colour mode, announcement, favicon), so the
 * bundle needs nothing the content's emit writes and can run beside it; without it, the defaults stay.
 */
function siteHtmlAttributes(): Plugin {
  return {
    name: 'site-html-attributes',
    transformIndexHtml(html) {
      if (!process.env.SITE_HTML_SETTINGS) return html;
      const site = JSON.parse(process.env.SITE_HTML_SETTINGS) as {
        colorMode: { defaultMode: string; respectPrefersColorScheme: boolean };
        announcement: { id: string } | null;
        favicon?: string | null;
      };
      const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
      const attrs = [
        `data-theme="${attr(site.colorMode.defaultMode)}"`,
        `data-default-mode="${attr(site.colorMode.defaultMode)}"`,
        `data-follow-system="${site.colorMode.respectPrefersColorScheme}"`,
        ...(site.announcement ? [`data-announcement-id="${attr(site.announcement.id)}"`] : []),
      ];
      const base = process.env.SITE_BASE_URL || '/';
      let out = html.replace(/<html([^>]*?) data-theme="[^"]*"([^>]*)>/, `<html$1 ${attrs.join(' ')}$2>`);
      // Files the page fetches itself live under the base URL too.
      out = out.replace('href="/boot.json"', `href="${attr(base)}boot.json"`).replace('src="/color-mode.js"', `src="${attr(base)}color-mode.js"`);
      if (site.favicon) {
        const type = /\.svg$/i.test(site.favicon)
          ? 'image/svg+xml'
          : /\.png$/i.test(site.favicon)
            ? 'image/png'
            : /\.ico$/i.test(site.favicon)
              ? 'image/x-icon'
              : '';
        out = out.replace(/<link rel="icon"[^>]*>/, `<link rel="icon" href="${attr(site.favicon)}"${type ? ` type="${type}"` : ''} />`);
      } else out = out.replace('href="/favicon.svg"', `href="${attr(base)}favicon.svg"`);
      return out;
    },
  };
}

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
function reactRouterTreeShaking(): Plugin {
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

/**
 * The app's own modules that the entry imports statically, kept in one chunk. Rolldown puts a
 * module shared by the entry and a lazily loaded chunk (a page kind, web/pages/kinds.ts) into a
 * chunk of its own, although the entry has always loaded it first: with the page kinds lazy, a doc
 * page's first visit fetched fifteen small chunks and stylesheets, 2.4 KB gzipped more than the
 * same code in one. The set is walked from the entry once the module graph is built; Rolldown asks
 * the group's `test` while it makes chunks, after that. The group takes the libraries the app
 * imports too (one file compresses better than several), except React, which has a chunk of its
 * own: it changes least often, so a returning reader keeps it cached across deploys (0.6 KB
 * gzipped more on a first visit).
 */
function entryModulesChunk() {
  const ENTRY = resolve(root, 'main.tsx');
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'entry-modules-chunk',
    apply: 'build',
    buildEnd() {
      const entry = [...this.getModuleIds()].find((id) => id === ENTRY);
      const walk = (id: string) => {
        if (modules.has(id) || /[\\/]node_modules[\\/]/.test(id)) return;
        modules.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) walk(next);
      };
      if (entry) walk(entry);
    },
  };
  return { plugin, group: { name: 'app', test: (id: string) => modules.has(id) } };
}

/**
 * `virtual:local-components`: the registry the build wrote for this content root, as lazy `import()`
 * calls. Without a registry it is empty; dev mode answers the id from memory instead
 * (pipeline/dev/registry-module.ts).
 */
function localComponents(): Plugin {
  const file = registryFile(generatedDir(repoRoot, contentRoot));
  return {
    name: 'local-components',
    resolveId: (source) => (source === LOCAL_COMPONENTS_ID ? `\0${LOCAL_COMPONENTS_ID}` : null),
    load(loaded) {
      if (loaded !== `\0${LOCAL_COMPONENTS_ID}`) return null;
      return localComponentsModule(existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LocalComponentRegistry) : {});
    },
  };
}

/**
 * `virtual:site-pages`: the site's React pages (the pages plugin's `src/pages/**\/*.js`), listed by
 * the pipeline in `pages.json`: lazy `import()`s in the browser, one chunk each, and static imports
 * for the prerenderer (a page that suspends while prerendering is written with inline scripts the
 * CSP blocks). Also answers imports of Docusaurus's generated recent-posts list
 * (`.docusaurus/docusaurus-plugin-content-blog/<id>/blog-post-list-prop-<id>.json`) with the one
 * the pipeline wrote.
 */
function sitePages(): Plugin {
  const id = 'virtual:site-pages';
  const dir = generatedDir(repoRoot, contentRoot);
  const postList = /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-blog[\\/][^\\/]+[\\/]blog-post-list-prop-[^\\/]+\.json$/;
  return {
    name: 'site-pages',
    resolveId: (source) => (source === id ? `\0${id}` : postList.test(source) ? join(dir, 'blog-post-list.json') : null),
    load(loaded, options) {
      if (loaded !== `\0${id}`) return null;
      const file = join(dir, 'pages.json');
      const pages = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
      const list = Object.entries(pages);
      if (options?.ssr)
        return [
          ...list.map(([, path], i) => `import page${i} from ${JSON.stringify(path)};`),
          `export const sitePages = {`,
          ...list.map(([key], i) => `  ${JSON.stringify(key)}: page${i},`),
          `};`,
          `export const lazySitePages = {};`,
        ].join('\n');
      return [
        `export const sitePages = {};`,
        `export const lazySitePages = {`,
        ...list.map(([key, path]) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(path)}),`),
        `};`,
      ].join('\n');
    },
  };
}

/**
 * `virtual:site-css`: the site's own stylesheets (Docusaurus's `theme.customCss`), bundled after the
 * theme's CSS so they override it. The pipeline passes their paths in `SITE_CUSTOM_CSS` (a JSON
 * list); `web/theme/global.css` reads the Infima variables they set (`--ifm-color-primary`, ...).
 */
function siteCss(): Plugin {
  const id = 'virtual:site-css';
  return {
    name: 'site-css',
    resolveId: (source) => (source === id ? `\0${id}.css.js` : null),
    load(loaded) {
      if (loaded !== `\0${id}.css.js`) return null;
      const files = JSON.parse(process.env.SITE_CUSTOM_CSS || '[]') as string[];
      // Site stylesheets are written against Infima's variables and classes: its layer comes first.
      // The navbar's dark and primary styles only for a site that asks for one (`navbar.style`).
      // A CSS module as a plain stylesheet of scoped classes (`siteCssModules`): components rendered at build time use them.
      const imports = [
        ...(process.env.SITE_NAVBAR_STYLE ? [resolve(clientDir, 'theme/navbar-style.css')] : []),
        ...(files.length ? [INFIMA_LAYER_ID, ...files.map((f) => (isCssModule(f) ? f + SCOPED_STYLESHEET_SUFFIX : f))] : []),
      ];
      return imports.map((f) => `import ${JSON.stringify(f)};`).join('\n') + '\nexport {};\n';
    },
  };
}

const INFIMA_LAYER_ID = 'virtual:infima-layer.css';

/**
 * `virtual:client-modules`: the modules a Docusaurus site's plugins give from `getClientModules`
 * (and the config's `clientModules`), imported by the browser entry before the app starts, as
 * Docusaurus's client imports them; their `onRouteUpdate`/`onRouteDidUpdate` exports are called on
 * navigation (web/app/client-modules.ts). The pipeline passes the paths in `SITE_CLIENT_MODULES`.
 */
function clientModules(): Plugin {
  const id = 'virtual:client-modules';
  return {
    name: 'client-modules',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(loaded) {
      if (loaded !== `\0${id}`) return null;
      const files = JSON.parse(process.env.SITE_CLIENT_MODULES || '[]') as string[];
      // A site without client modules bundles no dispatcher: the first visit's budget stays as it was.
      if (files.length === 0) return 'export function useClientModuleLifecycles() {}\n';
      return [
        ...files.map((f, i) => `import * as m${i} from ${JSON.stringify(f)};`),
        `import { useLifecycles } from ${JSON.stringify(resolve(root, 'app/client-modules.ts'))};`,
        `const modules = [${files.map((_, i) => `m${i}`).join(', ')}];`,
        `export function useClientModuleLifecycles() { useLifecycles(modules); }`,
      ].join('\n');
    },
  };
}

/**
 * `x.module.css.scoped.css`: the CSS module `x.module.css` (or `.scss`) as a plain stylesheet with
 * its classes scoped as its importers see them (pipeline/bundle/css-modules.ts). Named beside the
 * file, so its `url()`s resolve from its folder.
 */
function siteCssModules(): Plugin {
  return {
    name: 'site-css-modules',
    enforce: 'pre',
    resolveId: (source) => (source.endsWith(SCOPED_STYLESHEET_SUFFIX) && isCssModule(source.slice(0, -SCOPED_STYLESHEET_SUFFIX.length)) ? source : null),
    async load(id) {
      if (!id.endsWith(SCOPED_STYLESHEET_SUFFIX)) return null;
      const file = id.slice(0, -SCOPED_STYLESHEET_SUFFIX.length);
      if (!isCssModule(file)) return null;
      this.addWatchFile(file);
      return (await compileCssModule(file, contentRoot)).css;
    },
  };
}

/**
 * `virtual:infima-layer.css`: Infima's variables and page-content classes for a Docusaurus site's
 * stylesheets and React pages (`docusaurus/node/bundle/infima-layer.ts`), made from the `infima` package
 * and the theme's own tokens. Only a site with stylesheets of its own, or a page using
 * `@theme/Layout`, loads it.
 */
function infimaLayerCss(): Plugin {
  const resolved = `\0${INFIMA_LAYER_ID}`;
  return {
    name: 'infima-layer',
    resolveId: (source) => (source === INFIMA_LAYER_ID ? resolved : null),
    load(loaded) {
      if (loaded !== resolved) return null;
      const infima = createRequire(import.meta.url).resolve('infima/dist/css/default/default.css');
      const theme = resolve(root, 'theme/global.css');
      this.addWatchFile(theme);
      return infimaLayer(readFileSync(infima, 'utf8'), readFileSync(theme, 'utf8'));
    },
  };
}

/**
 * The site's own scripts, as Docusaurus compiles them: through the site's Babel config when it asks
 * for more than Docusaurus's preset (`docusaurus/node/config/babel.ts`: Flow types, decorators,
 * Babel plugins), as the `server` caller in the prerenderer's bundle and the `client` one in the
 * browser's. Otherwise only JSX in `.js` files needs help: Docusaurus sites write it there
 * (`src/pages/index.js`, components), Docusaurus's packages in their `lib/`, and Vite parses `.js`
 * as plain JavaScript.
 */
function siteScripts(): Plugin {
  let babel: SiteBabel | null = null;
  return {
    name: 'site-scripts',
    enforce: 'pre',
    async buildStart() {
      babel = await siteBabel(contentRoot);
    },
    async transform(code, id, options) {
      const file = id.split('?')[0]!;
      if (babel?.applies(file)) {
        try {
          const out = await babel.transform(code, file, options?.ssr ? 'server' : 'client');
          return { code: out.code, map: out.map as never };
        } catch (error) {
          if (!(error instanceof SiteBabelError)) throw error;
          this.error(error.message, { line: error.line, column: error.column });
        }
      }
      // Docusaurus's own packages publish JSX in `.js` too (theme-common's lib/): its webpack compiles
      // `@docusaurus/*` in node_modules with the site's files (its `excludeJS`), and so does this.
      const siteFile = file.includes('/node_modules/') ? file.includes('/node_modules/@docusaurus/') : file.startsWith(contentRoot);
      if (!file.endsWith('.js') || !siteFile || !/<[A-Za-z>]/.test(code)) return null;
      const out = await transformWithOxc(code, file, { lang: 'jsx', jsx: { runtime: 'automatic' } });
      return { code: out.code, map: out.map ?? null };
    },
  };
}

/**
 * A site's `import url from 'x.wasm'` is the file's URL (Vite's `?url`), as the loader Docusaurus
 * sites configure for it gives it (`file-loader`, `asset/resource`): webpack, like Docusaurus's
 * config, has no WebAssembly modules unless told. Rolldown would otherwise link the file as a
 * WebAssembly module and fail on its imports.
 */
function wasmAsUrl(): Plugin {
  return {
    name: 'wasm-as-url',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/\.wasm$/i.test(source)) return null;
      const found = await this.resolve(source, importer, { ...options, skipSelf: true });
      return found && !found.external ? `${found.id}?url` : null;
    },
  };
}

/**
 * `virtual:site-theme-common`: the site's own `@docusaurus/theme-common/internal` as `internal`
 * (its providers wrap the site's browser components, docusaurus/client/theme-common-providers.tsx), or an
 * empty object when the site has no theme-common installed.
 */
function siteThemeCommon(): Plugin {
  const id = 'virtual:site-theme-common';
  return {
    name: 'site-theme-common',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(loaded) {
      if (loaded !== `\0${id}`) return null;
      // Node's resolution from the site folder (theme-common's exports map has no conditions); not
      // Vite's, whose check of the site's imports would name the package missing.
      let found: string | null = null;
      try {
        found = createRequire(join(contentRoot, 'package.json')).resolve('@docusaurus/theme-common/internal');
      } catch {
        found = null;
      }
      // A plain object: its exports differ across 3.x, and the bundler would warn of each one looked up that a version lacks.
      return found ? `import * as exports from ${JSON.stringify(found)};\nexport const internal = { ...exports };\n` : 'export const internal = {};\n';
    },
  };
}

/** Module → file of the browser side of the Docusaurus compatibility layer. */
const COMPAT_MODULES: Record<string, string> = {
  '@docusaurus/Link': 'api/Link.tsx',
  '@docusaurus/useBaseUrl': 'api/useBaseUrl.ts',
  '@docusaurus/useDocusaurusContext': 'api/useDocusaurusContext.ts',
  '@docusaurus/useGlobalData': 'api/useGlobalData.ts',
  '@docusaurus/BrowserOnly': 'api/BrowserOnly.tsx',
  '@docusaurus/useIsBrowser': 'api/useIsBrowser.ts',
  '@docusaurus/plugin-content-docs/client': 'api/plugin-content-docs-client.ts',
  '@docusaurus/Head': 'api/Head.tsx',
  '@docusaurus/router': 'api/router.tsx',
  '@docusaurus/Translate': 'api/Translate.tsx',
  '@docusaurus/Interpolate': 'api/Interpolate.tsx',
  '@docusaurus/ErrorBoundary': 'api/ErrorBoundary.tsx',
  '@docusaurus/ExecutionEnvironment': 'api/ExecutionEnvironment.ts',
  '@docusaurus/constants': 'api/constants.ts',
  '@docusaurus/Noop': 'api/Noop.ts',
  '@docusaurus/useIsomorphicLayoutEffect': 'api/useIsomorphicLayoutEffect.ts',
  '@docusaurus/useBrokenLinks': 'api/useBrokenLinks.ts',
  '@docusaurus/useRouteContext': 'api/useRouteContext.ts',
  '@docusaurus/renderRoutes': 'api/renderRoutes.ts',
  '@generated/routes': 'api/generated-routes.ts',
  '@generated/site-storage': 'api/generated-site-storage.ts',
  '@docusaurus/plugin-content-blog/client': 'api/plugin-content-blog-client.ts',
};

/** The `@docusaurus/*` modules, as aliases; `@theme/*` is resolved by `themeModules` (swizzles layer over it). */
function compatAliases() {
  return Object.entries(COMPAT_MODULES).map(([module, file]) => ({
    find: new RegExp(`^${module.replace(/[/.]/g, '\\$&')}$`),
    replacement: resolve(clientDir, file),
  }));
}

/**
 * `@theme/<Name>` → the compatibility layer's file, with Docusaurus's props: `docusaurus/client/theme/` is
 * laid out as a Docusaurus theme folder (`Navbar/Layout.tsx` is `@theme/Navbar/Layout`), read as
 * the site's `src/theme` is (`docusaurus/node/theme/theme-names.ts`).
 */
const providedThemeModules = () => Object.fromEntries(compatThemeComponents(resolve(clientDir, 'theme')));

/** The chrome's parts a site's swizzle replaces (imported as `@theme/<Name>` by the chrome): the module and export it renders otherwise. */
const CHROME_SLOTS: Record<string, ChromeSlot> = {
  Navbar: { file: resolve(root, 'theme/Navbar/index.tsx'), exportName: 'Navbar' },
  Footer: { file: resolve(root, 'theme/Footer/index.tsx'), exportName: 'Footer' },
  Admonition: { file: resolve(root, 'theme/Admonition/index.tsx'), exportName: 'Admonition' },
  'DocItem/Footer': { file: resolve(root, 'theme/DocItem/Footer/index.tsx'), exportName: 'DocItemFooter' },
  BlogSidebar: { file: resolve(root, 'theme/BlogSidebar/index.tsx'), exportName: 'BlogSidebar' },
};

const ownFormat = !DOCUSAURUS_CONFIG_FILES.some((file) => existsSync(join(contentRoot, file)));

/**
 * mermaid (diagrams, loaded on need) is the largest library the SPA imports: bundling it from its
 * sources was half of the client bundle's memory (0.71 GB of Rolldown's peak against 0.39 GB
 * without it) and 60% of its time. The browser gets mermaid's own published browser build
 * instead, the ES module build its documentation serves from a CDN (`dist/mermaid.esm.min.mjs`
 * and the chunks it imports), copied under a folder named by its version, so a deploy never changes
 * a file at the same URL. The SPA's `import('mermaid')` is left to the browser. Dev mode keeps
 * Vite's own handling.
 */
function publishedMermaid(): Plugin {
  const dist = join(createRequire(import.meta.url).resolve('mermaid/package.json'), '..', 'dist');
  const { version } = JSON.parse(readFileSync(join(dist, '..', 'package.json'), 'utf8')) as { version: string };
  const folder = `assets/mermaid-${version}`;
  let base = '/';
  return {
    name: 'published-mermaid',
    enforce: 'pre',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id === 'mermaid' ? { id: `${base}${folder}/${MERMAID_ENTRY.replace(/\.mjs$/, '.js')}`, external: true } : null;
    },
    generateBundle() {
      for (const [fileName, source] of publishedModules(dist, MERMAID_ENTRY, 'chunks/mermaid.esm.min'))
        this.emitFile({ type: 'asset', fileName: `${folder}/${fileName}`, source });
    },
  };
}

const MERMAID_ENTRY = 'mermaid.esm.min.mjs';

const appChunk = entryModulesChunk();

export default defineConfig({
  root,
  define: { __CONTRACT_VERSION__: JSON.stringify(CONTRACT_VERSION) },
  base: process.env.SITE_BASE_URL || '/',
  publicDir: resolve(root, 'public'),
  // A site stylesheet's `url(/img/x.png)` names a file of its static folders (as Docusaurus resolves it).
  css: {
    postcss: { plugins: [staticCssUrls({ siteDir: contentRoot, staticDirs: JSON.parse(process.env.SITE_STATIC_DIRS || '[]') as string[] })] },
    // The names the build-time render gave the same classes (pipeline/bundle/css-modules.ts).
    modules: { generateScopedName: (name, filename) => cssModuleClassName(name, filename, contentRoot) },
  },
  plugins: [
    sitePackages({ contentRoot, generated: [generatedDir(repoRoot, contentRoot), `\0${DEV_EXTRACTED_PREFIX}`], ownRoot: repoRoot }),
    unsupportedModules({
      themeDir: resolve(root, 'theme'),
      displayRoot: process.cwd(),
      siteDir: contentRoot,
      ownTheme: ownFormat,
    }),
    themeModules({
      themeDir: resolve(root, 'theme'),
      appDir: root,
      compatDir: clientDir,
      provided: providedThemeModules(),
      slots: CHROME_SLOTS,
      // A Docusaurus site's swizzled components (its `src/theme`); a site in this project's own format has none.
      components: ownFormat ? new Map() : themeComponents(siteThemeFolders(contentRoot, JSON.parse(process.env.SITE_THEME_PATHS || '[]') as string[])),
      slotPropsFile: resolve(clientDir, 'theme/slot-props.ts'),
      providersFile: resolve(clientDir, 'theme-common-providers.tsx'),
      displayRoot: contentRoot,
    }),
    siteScripts(),
    wasmAsUrl(),
    react(),
    reactRouterTreeShaking(),
    publishedMermaid(),
    siteHtmlAttributes(),
    minifiedPublicScripts(['color-mode.js']),
    localComponents(),
    siteThemeCommon(),
    sitePages(),
    siteCss(),
    clientModules(),
    siteCssModules(),
    infimaLayerCss(),
    appChunk.plugin,
  ],
  resolve: {
    // The Docusaurus modules a site's own components import, over this project's router and data
    // (docusaurus/client/api/, one file per module). `@theme/*` is no alias: `themeModules` resolves it.
    alias: [
      ...compatAliases(),
      { find: '@content', replacement: contentRoot },
      { find: '@common', replacement: resolve(root, '../common') },
      { find: '@site', replacement: contentRoot },
    ],
    // Component files of a site folder outside this repository still get this repository's React.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: resolve(root, '../build'),
    emptyOutDir: false,
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
    // `.vite/manifest.json`: the prerenderer names each page kind's files in the page's head from it
    // (pipeline/prerender/page-assets.ts), then removes it from the output.
    manifest: true,
    // Every browser the target (es2022) reaches has <link rel="modulepreload">: no polyfill in the entry (0.5 KB gzipped).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 1 }, appChunk.group] } },
    },
  },
  server: { fs: { allow: [resolve(root, '..'), contentRoot] } },
});
