/**
 * The SPA's Vite config, made from the site's settings (`settings.ts`): the build's client and
 * server bundles (`app-build.ts`, `prerender/`, through the Vite child `vite-child.mjs`) and the
 * dev server (`dev/server.ts`) call Vite's JS API with it (`configFile: false`). `web/` holds the
 * browser code it bundles, found from this package's own folder (`WEB_DIR`), not the working folder.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { InlineConfig } from 'vite';
// Node side: the number the SPA is built with (a `define`), compared with the data it fetches.
import { CONTRACT_VERSION } from '../../common/contract.js';
import { PAGE_MODULES } from '../../common/page-kinds.js';
import { DEV_EXTRACTED_PREFIX } from '../emit/local-component-registry.js';
import { DOCUSAURUS_CONFIG_FILES } from '../../docusaurus/node/config/load.js';
import { siteThemes } from '../../docusaurus/node/theme/swizzles.js';
import { PROJECT_ROOT, WEB_DIR } from '../project-root.js';
import type { BundleSettings } from './settings.js';
import { themeModules } from '../../docusaurus/node/theme/theme-modules.js';
import { releaseSwizzles, withLegacyParts } from '../../docusaurus/node/theme/legacy-names.js';
import { unsupportedModules } from '../../docusaurus/node/bundle/unsupported-modules.js';
import {
  THEME_COMMON_CJS_DEPS,
  THEME_COMMON_NAMES,
  THEME_COMMON_PACKAGES,
  ownThemeCommonFrom,
  themeCommonInternal,
} from '../../docusaurus/node/bundle/theme-common-packages.js';
import { chromeCompositions, chromeSlots, compatChromeDrawers } from './chrome-slots.js';
import { clientApiAliases, providedThemeModules } from '../../docusaurus/node/bundle/client-aliases.js';
import { cssModuleClassName } from './css-modules.js';
import { minifiedPublicScripts } from './minified-public-scripts.js';
import { sitePackages } from './site-packages.js';
import { staticCssUrls } from './static-css-urls.js';
import { clientModules } from './plugins/client-modules.js';
import { generatedModules } from '../../docusaurus/node/bundle/generated-modules.js';
import { svgComponents } from '../../docusaurus/node/bundle/svg-components.js';
import { prismThemesModule } from '../../docusaurus/node/bundle/prism-themes-module.js';
import { webpackResolve } from '../../docusaurus/node/bundle/webpack-resolve.js';
import { entryModulesChunk } from './plugins/entry-modules-chunk.js';
import { docPageChunks } from './plugins/doc-page-chunks.js';
import { infimaLayerCss } from './plugins/infima-layer-css.js';
import { localComponents } from './plugins/local-components.js';
import { publishedMermaid } from './plugins/published-mermaid.js';
import { reactRouterTreeShaking } from './plugins/react-router-tree-shaking.js';
import { queryCoreUnused, siteUsesQuery } from './plugins/query-core-unused.js';
import { chromeDefines, chromeUseCss, colorModeScriptDefines, themeDefines } from './chrome-use.js';
import { siteCss } from './plugins/site-css.js';
import { siteCssModules } from './plugins/site-css-modules.js';
import { siteHtmlAttributes } from './plugins/site-html-attributes.js';
import { sitePages } from './plugins/site-pages.js';
import { siteScripts } from './plugins/site-scripts.js';
import { siteThemeCommon } from './plugins/site-theme-common.js';
import { wasmAsUrl } from './plugins/wasm-as-url.js';
import { browserMarkdown, type ImportedMarkdownCompiler } from './plugins/browser-markdown.js';
import { siteServerPackages } from './site-server-packages.js';

/**
 * Packages the prerenderer's bundle takes in although Node could load them: framer-motion (the
 * mobile menu's, never drawn on the server) is about 450 ES module files, and Node resolving and
 * loading them took about 0.25 s of CPU on every build that prerenders a page (a warm build of the
 * real site renders one); bundled, the few parts the menu imports are a small part of one file.
 */
const SERVER_BUNDLED_PACKAGES = ['framer-motion', 'motion-dom', 'motion-utils'];

/** What the caller does for the config that JSON settings cannot carry. */
export interface ViteConfigHooks {
  /**
   * Compiles a Markdown file code imports, with the site's Markdown plugins (functions of its
   * config): the build's process, over IPC from the Vite child, or dev mode's own. Unset: the
   * site's static folders only.
   */
  compileMarkdown?: ImportedMarkdownCompiler;
}

/** The SPA's Vite config for a site; callers merge in what their mode adds (an output folder, the dev server's plugins). */
export function viteConfig(settings: BundleSettings, hooks: ViteConfigHooks = {}): InlineConfig {
  const { contentRoot } = settings;
  const web = WEB_DIR;
  // The browser side of the Docusaurus adapter: its client-API modules and theme components.
  const client = join(PROJECT_ROOT, 'docusaurus/client');
  const ownFormat = !DOCUSAURUS_CONFIG_FILES.some((file) => existsSync(join(contentRoot, file)));
  const appChunk = entryModulesChunk(join(web, 'main.tsx'));
  const pages = Object.values(PAGE_MODULES).map((file) => join(web, 'pages', file));
  const docChunks = docPageChunks(
    join(web, 'pages', PAGE_MODULES.doc),
    pages.filter((page) => !page.endsWith(PAGE_MODULES.doc)),
    appChunk.modules,
  );
  // A Docusaurus site's swizzled components (its `src/theme`); a site in this project's own format has none.
  const themes = ownFormat ? null : siteThemes(contentRoot, settings.themePaths);
  // As the site's theme-classic release draws them (legacy-names.ts): a swizzle of an old name it
  // still draws stands for the later part; one of a later part it does not have yet is not drawn.
  const release = themes ? releaseSwizzles(contentRoot, themes.components) : { components: new Map<string, string>(), legacy: [] };
  const swizzled = withLegacyParts(release.components, release.legacy);
  const slots = chromeSlots(web);
  const compositions = chromeCompositions(web, client);
  const composedParts = new Set(Object.values(compositions).flatMap((c) => c.parts));
  // A swizzled part of the chrome is written against Infima's chrome classes (infima-layer.ts).
  // A docs instance's `docItemComponent` fills the `DocItem` slot on its pages, as a swizzled `DocItem` does.
  const chromeSwizzled =
    Object.keys(settings.docItemComponents).length > 0 || [...swizzled.keys()].some((name: string) => name in slots || composedParts.has(name));
  return {
    configFile: false,
    root: web,
    // The TypeScript and JSX transform's settings for every module, this project's and the site's:
    // Docusaurus compiles a site's `.ts`/`.tsx` with Babel, which never reads a tsconfig, so a site's
    // own (one that extends a package its folder has not installed, in a monorepo) must not change
    // or stop the bundle. Without it, oxc looks up the nearest tsconfig of each file.
    tsconfig: join(web, 'tsconfig.transform.json'),
    define: { __CONTRACT_VERSION__: JSON.stringify(CONTRACT_VERSION), ...chromeDefines(settings.chrome), ...themeDefines(!ownFormat) },
    base: settings.baseUrl,
    publicDir: join(web, 'public'),
    // A site stylesheet's `url(/img/x.png)` names a file of its static folders (as Docusaurus resolves it).
    css: {
      postcss: { plugins: [staticCssUrls({ siteDir: contentRoot, staticDirs: settings.staticDirs })] },
      // The names the build-time render gave the same classes (pipeline/bundle/css-modules.ts).
      modules: { generateScopedName: (name, filename) => cssModuleClassName(name, filename, contentRoot) },
      // The minifier drops a declaration it cannot parse and warns, where it stopped the build: a
      // site's stylesheet with one (`var(--x 100%)`) builds on Docusaurus, whose minifier keeps it
      // (and the browser ignores it).
      lightningcss: { errorRecovery: true },
    },
    plugins: [
      // A site plugin's webpack aliases come before any other resolution, as in webpack.
      ...present(webpackResolve(settings.webpack)),
      ...present(prismThemesModule(settings.prismThemes, join(PROJECT_ROOT, 'docusaurus/shared/site-context.ts'))),
      sitePackages({
        contentRoot,
        generated: [settings.generatedDir, `\0${DEV_EXTRACTED_PREFIX}`],
        ownRoot: PROJECT_ROOT,
        // A Docusaurus site without its own theme-common gets this project's, when installed.
        ownFallback: ownFormat ? null : { packages: THEME_COMMON_PACKAGES, from: ownThemeCommonFrom() },
      }),
      generatedModules(settings.generatedModules, ownFormat ? undefined : contentRoot),
      svgComponents(settings.svgr, [web, client]),
      unsupportedModules({
        themeDir: join(web, 'theme'),
        displayRoot: process.cwd(),
        siteDir: contentRoot,
        ownTheme: ownFormat,
        ownThemeCommon: ownFormat ? null : ownThemeCommonFrom(),
      }),
      // Markdown a React page or a component with state imports: compiled here, rendered as page bodies are.
      ...(ownFormat
        ? []
        : [
            browserMarkdown({
              siteDir: contentRoot,
              siteCopies: settings.siteCopies,
              rendererModule: join(web, 'mdx/imported-markdown.tsx'),
              compile:
                hooks.compileMarkdown ??
                (async (file) =>
                  (await import('../compile/imported-markdown.js')).compileImportedMarkdown(file, contentRoot, { staticDirs: settings.staticDirs })),
            }),
          ]),
      themeModules({
        themeDir: join(web, 'theme'),
        appDir: web,
        compatDir: client,
        provided: providedThemeModules(client),
        slots,
        compositions,
        chromeDrawers: compatChromeDrawers(client),
        components: release.components,
        legacyParts: release.legacy,
        legacyAdaptersFile: join(client, 'theme/legacy-adapters.ts'),
        pluginLayers: themes?.layers,
        slotPropsFile: join(client, 'theme/slot-props.ts'),
        adaptersFile: join(client, 'theme/slot-adapters.ts'),
        providersFile: join(client, 'theme-common-providers.tsx'),
        displayRoot: contentRoot,
        docItemComponents: settings.docItemComponents,
      }),
      siteScripts(contentRoot, settings.siteCopies),
      wasmAsUrl(),
      react(),
      reactRouterTreeShaking(),
      queryCoreUnused(!siteUsesQuery(contentRoot)),
      chromeUseCss(web, settings.chrome),
      publishedMermaid(),
      siteHtmlAttributes(settings.html, settings.baseUrl),
      minifiedPublicScripts(['color-mode.js'], colorModeScriptDefines(settings.chrome)),
      localComponents(settings.generatedDir),
      siteThemeCommon(ownFormat ? null : contentRoot),
      sitePages(settings.generatedDir),
      siteCss(client, settings.customCss, settings.navbarStyle, chromeSwizzled),
      clientModules(web, settings.clientModules),
      siteCssModules(contentRoot),
      infimaLayerCss(web, chromeSwizzled, settings.infimaUse),
      appChunk.plugin,
      docChunks.plugin,
    ],
    resolve: {
      // The Docusaurus modules a site's own components import, over this project's router and data
      // (docusaurus/client/api/, one file per module). `@theme/*` is no alias: `themeModules` resolves it.
      alias: [
        ...clientApiAliases(client),
        { find: '@content', replacement: contentRoot },
        { find: '@common', replacement: join(PROJECT_ROOT, 'common') },
        { find: '@site', replacement: contentRoot },
      ],
      // Component files of a site folder outside this repository still get this repository's React.
      dedupe: ['react', 'react-dom'],
    },
    // theme-common's ES modules import each other without extensions (for webpack): the prerenderer's
    // bundle takes them in rather than leaving them to Node, which would not find them.
    // A Docusaurus site's own packages, as its webpack bundles them (`site-server-packages.ts`).
    ssr: { noExternal: [THEME_COMMON_PACKAGES, ...SERVER_BUNDLED_PACKAGES, ...(ownFormat ? [] : siteServerPackages(contentRoot, PROJECT_ROOT))] },
    // Dev mode serves theme-common as source, as the build bundles it: pre-bundled, its imports of the
    // client API (docusaurus/client/api/) would be a second copy inside the optimized chunk, whose
    // site data never loads. Its own packages (clsx, prism-react-renderer...) are still optimized.
    optimizeDeps: {
      ...(ownFormat || !themeCommonInternal(contentRoot) ? {} : { exclude: THEME_COMMON_NAMES, include: THEME_COMMON_CJS_DEPS }),
      // The dev server's dependency scan reads a Docusaurus site's scripts, whose `.js` files hold JSX
      // (as Docusaurus's Babel reads them): without this the scan fails and nothing is pre-bundled.
      ...(ownFormat ? {} : { rolldownOptions: { moduleTypes: { '.js': 'jsx' } } }),
    },
    build: {
      outDir: join(PROJECT_ROOT, 'build'),
      emptyOutDir: false,
      assetsDir: 'assets',
      sourcemap: false,
      target: 'es2022',
      // `.vite/manifest.json`: the prerenderer names each page kind's files in the page's head from it
      // (pipeline/prerender/page-assets.ts), then removes it from the output.
      manifest: true,
      // No JavaScript preload lists in the entry: each lazy import kept the file names of every
      // chunk it reaches (600 B gzipped of a first visit on a site with 30 lazy chunks), for a
      // client navigation to a kind of page not loaded yet, whose static imports the browser
      // then fetches one round trip later. A prerendered page names its own files in its head
      // (prerender/page-assets.ts); stylesheets are still loaded before a lazy chunk runs, and a
      // chunk that fails still reaches the vite:preloadError handler (web/main.tsx).
      modulePreload: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 1 }, appChunk.group, ...docChunks.groups],
          },
        },
      },
    },
    server: { fs: { allow: [PROJECT_ROOT, contentRoot] } },
  };
}

/** A plugin a site needs only sometimes: none when it asks for nothing, so the list holds only plugins. */
const present = <T>(plugin: T | null): T[] => (plugin ? [plugin] : []);
