/** What a site's own Docusaurus plugins contribute to the build (`run.ts`); imports only types, so the site config can name it. */
import type { WebpackTranslation } from './webpack-config.js';

/** An HTML tag a plugin injects (`injectHtmlTags`), in the shape of the config's `headTags`. */
export interface PluginHtmlTag {
  tagName: string;
  attributes: Record<string, string | boolean>;
  innerHTML?: string;
}

export interface PluginRouteConfig {
  /** The route without the base URL, as every route of the pipeline. */
  path: string;
  /** The component's module: a file path (or a package name, resolved from the plugin's folder). */
  component: string;
  /** The component as the plugin gave it (`@site/src/x.js`, a package name): what `postBuild`'s `props.routes` shows. */
  givenComponent: string;
  /** Docusaurus's `modules`: prop name → module path (a `createData` file, usually); nested objects and arrays of them too. */
  modules: Record<string, unknown>;
  exact: boolean;
  /** Docusaurus's `route.props`: handed to the component as they are (JSON). */
  props?: Record<string, unknown>;
  plugin: { name: string; id: string };
  /** The plugin's file (for messages), or the config. */
  file: string;
}

export type PostBuild = (props: Record<string, unknown>) => unknown;

export interface SitePluginsRun {
  /** plugin name → plugin id → what `setGlobalData` was given (Docusaurus's `GlobalData`). */
  globalData: Record<string, Record<string, unknown>>;
  routes: PluginRouteConfig[];
  /** Modules to import in the browser before the app (`getClientModules`), absolute paths. */
  clientModules: string[];
  headTags: PluginHtmlTag[];
  preBodyTags: PluginHtmlTag[];
  postBodyTags: PluginHtmlTag[];
  /** `getThemePath` folders, in plugin order (a theme's before a plugin's, as Docusaurus orders them). */
  themePaths: string[];
  /** `getTypeScriptThemePath` folders (the TypeScript sources of the same components; swizzling reads them). */
  typeScriptThemePaths: string[];
  /** Default messages of `<Translate>` ids (`getDefaultCodeTranslationMessages`), overridden by the locale's `code.json`. */
  codeTranslations: Record<string, string>;
  /** Called once the build is written, with Docusaurus's `postBuild` props and each plugin's content. */
  postBuild: { name: string; file: string; run: PostBuild }[];
  /** `plugins[2] (name) configureWebpack (...)`: lifecycle methods that cannot apply here, and plugins that cannot be loaded, with why. */
  unapplied: string[];
  /** What the plugins' `configureWebpack` asked of the bundler that Vite does alike: aliases, fallbacks, provided and defined names. */
  webpack: WebpackTranslation;
  /** The plugins that ran (their entries' `from`), so the "no effect" warning leaves them out. */
  ran: string[];
  /** Each plugin instance that ran: its `name` and module file (null for a function in the config), for `siteMetadata.pluginVersions`. */
  instances: { name: string; file: string | null }[];
  /** A plugin that threw: at the first frame of its stack inside the site or the plugin. */
  errors: { file: string; line: number; message: string }[];
}
