// Which folder may import which: the house's arrows, written down once (ARCHITECTURE.md lists them).
// `npm run check:deps` fails on any import these do not allow, types included; the tests of a
// folder (`__tests__`) are left out, since they drive the parts from above.
// pipeline/__tests__/dependency-rules.test.ts plants forbidden imports and sees the check fail.

/** The house's own folders; an import of anything else (a package, Node's modules, the site's content) is free. */
const HOUSE = '^(common|pipeline|web|server|docusaurus)/';

/** The pipeline's entries that run the whole build (the report builds a site and reads the result). */
const BUILD_USERS = '^(pipeline/dev/|docusaurus/node/report/cli[.]ts$)';

/**
 * The adapter's published seams on its Node side: the modules the pipeline calls (the Vite
 * config in pipeline/bundle/ among them). Its other modules are its own business.
 */
const NODE_SEAMS = [
  // A site folder's docusaurus.config: the site config, its file names, how it is loaded (locale, output folder), the content layout its
  // plugins give, their Markdown plugins, the site's Babel, what its own plugins returned (their
  // webpack config among it, read into Vite's terms), the route tree their postBuild gets.
  'config/(site-folder|load|layout|site-load|markdown-plugins|babel|babel-fallback|generated-modules|svgr-settings|site-plugins/types|site-plugins/run|site-plugins/route-configs|site-plugins/webpack-config)[.]ts',
  // Theme folders and `@theme/*`: the site's swizzles, the names the adapter provides, their resolver,
  // the route components a docs instance names (`docItemComponent`), and the old names the site's
  // theme-classic release still draws (`legacy-names.ts`).
  'theme/(swizzles|theme-names|theme-modules|chrome-slots|route-components|legacy-names)[.]ts',
  // The client bundle's aliases of the `@docusaurus/*` and `@theme/*` modules the adapter provides,
  // its check of unsupported Docusaurus modules, Infima's layer (with what a site uses of it),
  // where theme-common comes from (and the module of its names the client reads), and what the site's plugins asked of webpack.
  'bundle/(unsupported-modules|generated-modules|svg-components|svgr|infima-layer|infima-use|site-infima-use|client-aliases|theme-common-packages|site-theme-common-module|webpack-resolve|prism-themes-module)[.]ts',
  // The modules MDX code imports when a page is evaluated at build time, and the theme's MDXComponents
  // map the site's swizzled one replaces HTML elements of (pipeline/mdx/plugins/element-overrides).
  'evaluate/(modules|mdx-components|mdx-swizzles)[.]ts',
];

/**
 * The seams on its browser side: the providers a site's components render in, its router for a site's React pages, its `Head` for
 * `<Head>` in MDX, and what `<html>` and `<body>` carry, whose page classes a client navigation sets.
 */
const CLIENT_SEAMS = ['theme-common-providers[.]tsx', 'api/router[.]tsx', 'api/Head[.]tsx', 'api/document-attributes[.]ts'];

const under = (folder, files) => `^${folder}(${files.join('|')})$`;

module.exports = {
  allowed: [
    // Anything outside the house: packages, Node's own modules, the site's content and virtual modules.
    { from: {}, to: { pathNot: HOUSE } },
    // The top of the house (browser tests, benchmarks, scripts, the site's own config and pages,
    // the root config files) may import anything below.
    { from: { pathNot: HOUSE }, to: {} },
    // Every folder imports itself.
    { from: { path: '^(common|pipeline|web|server)/' }, to: { path: '^$1/' } },
    { from: { path: '^docusaurus/(node|client|shared)/' }, to: { path: '^docusaurus/$1/' } },
    // The ground floor: the contract and the helpers both sides share import nothing of the house.
    // Everything else may import it.
    { from: {}, to: { path: '^common/' } },
    // The Docusaurus adapter's shared values (what build time and the browser compute alike) stand
    // on the ground floor and are read by both of its sides and by the core on each side.
    { from: { path: '^(pipeline|web|docusaurus)/' }, to: { path: '^docusaurus/shared/' } },
    // Build time: the pipeline calls the adapter's Node side through its seams (the config
    // translation, the evaluation modules, the theme folders); the adapter builds on the pipeline's parts.
    { from: { path: '^pipeline/' }, to: { path: under('docusaurus/node/', NODE_SEAMS) } },
    { from: { path: '^docusaurus/node/' }, to: { path: '^pipeline/' } },
    // The browser: the SPA renders a Docusaurus site's components inside the adapter's providers and
    // router (its client side), which builds its `@docusaurus/*` and `@theme/*` modules on the SPA's theme.
    { from: { path: '^web/' }, to: { path: under('docusaurus/client/', CLIENT_SEAMS) } },
    { from: { path: '^docusaurus/client/' }, to: { path: '^web/' } },
    // The server serves a build: it reads the contract and shares Netlify's rules from common/ (above).
  ],
  allowedSeverity: 'error',
  forbidden: [
    {
      name: 'stages-from-build-and-dev',
      comment:
        'The stages are the build: only pipeline/build.ts, which runs them in order, and dev/, which reruns them on a save, import stages/ (their model types live in pipeline/model/).',
      severity: 'error',
      from: { path: '^(pipeline|docusaurus/node)/', pathNot: '^pipeline/(build[.]ts$|dev/|stages/)' },
      to: { path: '^pipeline/stages/' },
    },
    {
      name: 'build-from-entries',
      comment: 'pipeline/build.ts is the top of the pipeline: only the command lines above it (dev mode, the compatibility report) import it.',
      severity: 'error',
      from: { path: '^(pipeline|docusaurus/node)/', pathNot: BUILD_USERS },
      to: { path: '^pipeline/build[.]ts$' },
    },
    {
      name: 'lower-floors',
      comment: "The pipeline's lower floors (model/ its types, util/ and cache/ its helpers) import no stage, no build, no dev mode and no command line.",
      severity: 'error',
      from: { path: '^pipeline/(model|util|cache)/' },
      to: { path: '^pipeline/(stages/|build[.]ts$|dev/|scaffold/|check-content[.]ts$|check-markdown[.]ts$|preview-json[.]ts$)' },
    },
    {
      name: 'browser-no-node',
      comment: "Browser code (web/ and the adapter's client side) imports no Node code: the pipeline and the adapter's Node side are not bundled.",
      severity: 'error',
      from: { path: '^(web|docusaurus/client)/' },
      to: { path: '^(pipeline|docusaurus/node|server)/' },
    },
  ],
  options: {
    // Tests drive the parts from above; fixtures are sites, not the house.
    exclude: { path: ['(^|/)__tests__/', '(^|/)node_modules/', '^fixtures/', '^build', '^[.]cache/'] },
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are arrows too: a type from above ties a floor to it.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.node.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    moduleSystems: ['es6', 'cjs'],
    combinedDependencies: false,
  },
};
