import { builtin, NeedsBrowser, type RenderContext } from '../../../pipeline/mdx/evaluate/runtime.js';
import { localeBaseUrl, withBaseUrl, type BaseUrlOptions } from '../../shared/base-url.js';
import { docusaurusContext, ENGLISH, type CompatI18n, type CompatSiteInput, type CompatSiteMetadata } from '../../shared/site-context.js';
import { allPluginInstancesData, DEFAULT_PLUGIN_ID, globalData, pluginData, type GlobalData } from '../../shared/global-data.js';
import { executionEnvironment } from '../../shared/execution-environment.js';
import { routePlugin } from '../../shared/route-context.js';
import { interpolationParts, localizedMessage } from '../../shared/translate.js';
import { matchPath } from '../../shared/match-path.js';
import { hasProtocol, isInternalUrl } from '../../shared/internal-url.js';
import { buildTimeLink } from './link.js';
import { activeVersionOf, type CompatDocsVersion } from '../../shared/docs-data.js';
import type { SidebarItem } from '../../../common/contract.js';
import { GENERATED_DATA_MODULES, generatedModuleValue, isJsonModule, type GeneratedModules } from '../config/generated-modules.js';

/** What the build-time side of the compatibility layer reads about the site. */
export interface SiteData {
  site: CompatSiteInput;
  /** Every docs version with every doc's id, title, description and sidebar. */
  versions: CompatDocsVersion[];
  /** The page's locale and its `code.json`; English without translations when absent. */
  i18n?: CompatI18n;
  /** What the site's own plugins put in global data (plugin name → instance id → data), once plugins run. */
  pluginGlobalData?: GlobalData;
  /** The `@generated/*` data modules (`docusaurus.config`, `i18n`, `codeTranslations`), as Docusaurus writes them for the locale (`config/generated-modules.ts`). */
  generatedModules?: GeneratedModules;
  /** The docs sidebars, resolved (for `useCurrentSidebarCategory`). */
  sidebars?: Record<string, SidebarItem[]>;
}

/**
 * The page's path as Docusaurus gives it to theme code (`useLocation().pathname`), under the
 * locale's base URL (`/sub/ar/docs/intro`): routes compile without the locale's prefix. Null
 * outside a page. Global data's and the docs hooks' paths have the same form.
 */
export function pagePathname(ctx: Pick<ModuleContext, 'route' | 'data'>): string | null {
  const { site } = ctx.data;
  return ctx.route === null ? null : withBaseUrl(ctx.route, localeBaseUrl(site.baseUrl, ctx.data.i18n ?? ENGLISH), site.url);
}

export interface ModuleContext {
  route: string | null;
  data: SiteData;
  render: RenderContext;
  /** Called when content reads the docs data (dev mode recompiles such pages when a title changes). */
  usedDocsData: () => void;
}

const browserOnly = (what: string) => () => {
  throw new NeedsBrowser(what);
};

/**
 * `@docusaurus/*` modules of Docusaurus's client API (`@docusaurus/core`'s `client/exports/`) at
 * build time, in Node: the page renders once, top-down, without a browser, as Docusaurus's server
 * render does. What only a browser has (history, effects, `<Head>` managing the document's head)
 * throws NeedsBrowser, so the component that uses it renders in the browser (prerendered there).
 * The browser side is docusaurus/client/api/; README lists both ("Moving a Docusaurus site in").
 */
export function docusaurusCoreModules(ctx: ModuleContext): Record<string, () => unknown> {
  const { site, versions } = ctx.data;
  const i18n = ctx.data.i18n ?? ENGLISH;
  let made: GlobalData | null = null;
  // One object for the page, as Docusaurus has one: `usePluginData(x)` is `useGlobalData()[x].default`.
  const global = () => {
    ctx.usedDocsData();
    return (made ??= globalData(versions, ctx.data.pluginGlobalData));
  };
  const routeContext = () => {
    // A docs route is known here; the blog's and pages' routes are told apart by their chunk, in the browser.
    const version = activeVersionOf(versions, pagePathname(ctx));
    if (!version) throw new NeedsBrowser('`useRouteContext` outside the docs');
    return { plugin: routePlugin({ kind: 'doc', pluginId: version.pluginId }) };
  };
  // The locale's base URL, as Docusaurus builds each locale with its own (`/sub/ar/`); routes here are the locale's unprefixed ones.
  const localeBase = localeBaseUrl(site.baseUrl, i18n);
  const baseUrl = (path: string, options: BaseUrlOptions = {}) => withBaseUrl(path, localeBase, site.url, options);
  const context = () =>
    docusaurusContext(
      site,
      i18n,
      global,
      ctx.data.generatedModules ? (generatedModuleValue('@generated/site-metadata', ctx.data.generatedModules) as unknown as CompatSiteMetadata) : undefined,
    );
  const translate = ({ id, message }: { id?: string; message?: string; description?: string }, values?: Record<string, unknown>) =>
    interpolationParts(localizedMessage(i18n.translations, { id, message }), values).join('');
  const interpolate = (text: string, values?: Record<string, unknown>) => {
    const parts = interpolationParts(text, values);
    return parts.every((p) => typeof p === 'string' || typeof p === 'number') ? parts.join('') : parts;
  };
  const location = () => {
    const pathname = pagePathname(ctx);
    if (pathname === null) throw new NeedsBrowser('`useLocation` outside a page');
    return { pathname, search: '', hash: '', state: undefined, key: 'default' };
  };
  const isomorphicLayoutEffect = () => undefined; // Docusaurus's is `useEffect` in Node, which never runs there
  return {
    '@docusaurus/Link': () => ({ default: buildTimeLink(site, i18n, () => pagePathname(ctx)) }),
    '@docusaurus/useBaseUrl': () => ({ default: baseUrl, useBaseUrlUtils: () => ({ withBaseUrl: baseUrl }) }),
    '@docusaurus/useDocusaurusContext': () => ({ default: context }),
    '@docusaurus/BrowserOnly': () => ({ default: browserOnly('<BrowserOnly>') }),
    '@docusaurus/useIsBrowser': () => ({ default: () => false }),
    '@docusaurus/ExecutionEnvironment': () => ({ default: executionEnvironment(false) }),
    '@docusaurus/constants': () => ({ DEFAULT_PLUGIN_ID }),
    '@docusaurus/Noop': () => ({ default: () => null }),
    '@docusaurus/useIsomorphicLayoutEffect': () => ({ default: isomorphicLayoutEffect }),
    '@docusaurus/useBrokenLinks': () => ({ default: () => ({ collectLink: () => undefined, collectAnchor: () => undefined }) }),
    '@docusaurus/useRouteContext': () => ({ default: routeContext }),
    '@docusaurus/useGlobalData': () => ({
      default: () => global(),
      useAllPluginInstancesData: (name: string, options?: { failfast?: boolean }) => allPluginInstancesData(global(), name, options),
      usePluginData: (name: string, id?: string, options?: { failfast?: boolean }) => pluginData(global(), name, id, options),
    }),
    '@docusaurus/Translate': () => ({
      default: ({ id, children, values }: { id?: string; children?: string; values?: Record<string, unknown> }) =>
        interpolate(localizedMessage(i18n.translations, { id, message: children }), values),
      translate,
    }),
    '@docusaurus/Interpolate': () => ({
      default: ({ children, values }: { children: string; values?: Record<string, unknown> }) => interpolate(children, values),
      interpolate,
    }),
    // Docusaurus's boundary catches what its children throw in the browser; a throw here is the page's error, with its file:line.
    '@docusaurus/ErrorBoundary': () => ({ default: ({ children }: { children?: unknown }) => children }),
    // Drawn by the theme (web/mdx/Head.tsx): its elements go into the prerendered page's head.
    '@docusaurus/Head': () => ({ default: builtin('Head') }),
    '@docusaurus/router': () => ({
      useLocation: location,
      useHistory: browserOnly('`useHistory`'),
      useParams: () => ({}),
      useRouteMatch: (path?: Parameters<typeof matchPath>[1]) => matchPath(location().pathname, path ?? '/'),
      matchPath,
      Redirect: browserOnly('<Redirect>'),
      withRouter: browserOnly('`withRouter`'),
    }),
    '@docusaurus/renderRoutes': () => ({ default: browserOnly('`renderRoutes`') }),
    '@docusaurus/isInternalUrl': () => ({ default: isInternalUrl, hasProtocol }),
    // theme-common reads the route table for `useHomePageRoute` and alternate-locale links: the browser has it.
    '@generated/routes': () => ({ default: [] }),
    '@generated/site-storage': () => ({ default: { type: 'localStorage', namespace: '' } }),
    // JSON modules, as Docusaurus's codegen writes most of them: the value, and its keys as named exports.
    ...Object.fromEntries(
      GENERATED_DATA_MODULES.map((name) => [name, () => (isJsonModule(name) ? jsonModule : esModule)(generatedModuleValue(name, ctx.data.generatedModules))]),
    ),
    '@generated/globalData': () => jsonModule(global()),
  };
}

const esModule = (value: unknown) => ({ default: value });

/** A JSON module's exports (webpack's and Vite's): the value as default and, for an object, each key by name. */
function jsonModule(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Record<string, unknown>), default: value } : { default: value };
}
