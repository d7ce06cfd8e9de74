import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { inlineScriptPath, scriptKind } from './head-scripts.js';
import type { SiteConfig, NavbarItemConfig, HeadTagConfig } from '../site-config.js';
import type { SiteConfigJson, NavbarItem, NavbarItemLook, SiteLogo, HastRoot, HeadTag, JsonValue } from '../../common/contract.js';
import type { LogoConfig } from '../site-config.js';
import { htmlToHast } from './html.js';
import { normalizeBase, withBase as joinBase, withoutBase } from '../../common/base-url.js';
import type { SidebarsConfig } from '../sidebars/types.js';
import type { Report } from '../validate/report.js';
import { suggest } from '../validate/suggest.js';
import { isExternalUrl } from '../../common/url.js';
import { tocLevelProblems } from '../mdx/plugins/toc/levels.js';
import { loadFreshModule } from './fresh-module.js';
import { instanceSidebarName, instanceSidebarNames } from '../sidebars/names.js';

/** Imports the first of `names` that exists in `dir` (TS or JS, CommonJS or ESM) and returns its default export. */
export function importFirst<T>(dir: string, names: string[]): { path: string; value: T } | null {
  for (const name of names) {
    const path = join(dir, name);
    if (!existsSync(path)) continue;
    let value = loadFreshModule(path);
    // CommonJS through ESM interop may nest the export once more.
    if (value && typeof value === 'object' && 'default' in value && Object.keys(value).length === 1) value = value.default;
    return { path, value: value as T };
  }
  return null;
}

export function loadSidebars(contentRoot: string): { path: string; value: SidebarsConfig } | null {
  return importFirst<SidebarsConfig>(contentRoot, ['sidebars.ts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs']);
}

export function loadSiteConfig(contentRoot: string, configFile?: string): { path: string; value: SiteConfig } | null {
  if (configFile) return importFirst<SiteConfig>(dirname(resolve(configFile)), [basename(configFile)]);
  return importFirst<SiteConfig>(contentRoot, SITE_CONFIGS);
}

export const SITE_CONFIGS = ['site.config.ts', 'site.config.js', 'site.config.mjs'];

/**
 * Where the content is: `--content <dir>`, else the `contentDir` of the site config given with
 * `--config <file>` (relative to that file; a team can keep its Docusaurus folder as it is and put
 * a site config beside it), else `CONTENT_ROOT`, else `content/`.
 */
export function resolveContentRoot(args: { content?: string; config?: string; env?: string }): string {
  if (args.content) return resolve(args.content);
  if (args.config) {
    const loaded = importFirst<SiteConfig>(dirname(resolve(args.config)), [basename(args.config)]);
    if (!loaded) throw new Error(`--config ${args.config}: no such file`);
    return resolve(dirname(loaded.path), loaded.value.contentDir ?? '.');
  }
  return resolve(args.env ?? 'content');
}

const NAVBAR_TYPES = ['default', 'doc', 'docSidebar', 'dropdown', 'search', 'localeDropdown', 'html', 'docsVersionDropdown'];

/** A navbar item's `versions`, only when the target is in more than one version. */
const inVersions = (routes: { version: string; route: string }[] | undefined) => (routes && routes.length > 1 ? { versions: routes } : {});

/**
 * Turns the author's config into the JSON the browser reads, resolving doc ids and sidebars to
 * routes. Problems name the item and list the valid choices.
 */
export function resolveSiteConfig(
  config: SiteConfig,
  file: string,
  ctx: {
    docRoutes: Map<string, string>;
    sidebarFirstRoute: Map<string, string>;
    preview: boolean;
    previewOf?: string | null;
    analyticsId: string | undefined;
    /** A docs instance's doc ids in its last version, for items with `docsPluginId` (null: no such instance). */
    pluginDocRoutes?: (pluginId: string) => Map<string, string> | null;
    /** A navbar target in each version of the default docs plugin (`assemble/site-config.ts`); empty with one version. */
    versionRoutes?: { doc(id: string): { version: string; route: string }[]; sidebar(id: string): { version: string; route: string }[] };
  },
  report: Report,
): SiteConfigJson {
  const toc = config.tableOfContents;
  for (const p of tocLevelProblems(toc?.minHeadingLevel, toc?.maxHeadingLevel, {
    min: 'tableOfContents.minHeadingLevel',
    max: 'tableOfContents.maxHeadingLevel',
  }))
    report.error(file, 1, 1, p);
  // `docsPluginId` picks the docs instance, as in Docusaurus; without it (or `default`) ids are
  // looked up as before: the default instance's first, then the others'.
  const pluginDocs = (pluginId: string | undefined, where: string): Map<string, string> | null => {
    if (!pluginId || pluginId === 'default') return ctx.docRoutes;
    const routes = ctx.pluginDocRoutes?.(pluginId) ?? null;
    if (!routes)
      report.error(file, 1, 1, `${where}: docsPluginId "${pluginId}" names no docs plugin instance; give the \`id\` of one of the site's docs plugins`);
    return routes;
  };
  const docRoute = (id: string, where: string, pluginId?: string): string => {
    const routes = pluginDocs(pluginId, where);
    if (!routes) return '/';
    const route = routes.get(id);
    const of = pluginId && pluginId !== 'default' ? ` in docs plugin "${pluginId}"` : '';
    if (!route) report.error(file, 1, 1, `${where}: doc id "${id}" does not exist${of}. ${suggest(id, [...routes.keys()])}`);
    return route ?? '/';
  };
  // The SPA follows the default plugin's versions (`web/app/versions.ts`): an item into another
  // instance leads to that instance's last version.
  const inPluginVersions = (pluginId: string | undefined, routes: () => { version: string; route: string }[] | undefined) =>
    !pluginId || pluginId === 'default' ? inVersions(routes()) : {};
  const html = (value: string, where: string): HastRoot => {
    // Links written with the base URL (`/sub/blog`) become routes; the router adds the base again.
    const { root, dropped } = htmlToHast(value, (href) => withoutBase(href, base) ?? href);
    if (dropped.length > 0) report.warn(file, 1, 1, `${where}: left out of the page (it could run code): ${[...new Set(dropped)].join(', ')}`);
    return root;
  };
  const base = normalizeBase(config.baseUrl);
  const withBase = (path: string) => joinBase(path, base);
  const logo = (l: LogoConfig): SiteLogo => ({
    alt: l.alt,
    src: l.src,
    srcDark: l.srcDark ?? null,
    href: l.href ?? null,
    width: l.width ?? null,
    height: l.height ?? null,
  });
  const navbar: NavbarItem[] = [];
  // The browser builds the expression on each render: a broken one is the config's error, not a crashed page.
  const validRegex = (source: string, where: string): boolean => {
    try {
      new RegExp(source, 'i');
      return true;
    } catch (e) {
      report.error(
        file,
        1,
        1,
        `${where} is not a valid regular expression (${(e as Error).message}); write it as a JavaScript RegExp source, such as "^/docs/(api|guides)/"`,
      );
      return false;
    }
  };
  const lookOf = (it: NavbarItemLook, where: string): NavbarItemLook => ({
    ...(it.className ? { className: it.className } : {}),
    ...(it.ariaLabel ? { ariaLabel: it.ariaLabel } : {}),
    ...(it.target ? { target: it.target } : {}),
    ...(it.activeBasePath ? { activeBasePath: it.activeBasePath } : {}),
    ...(it.activeBaseRegex && validRegex(it.activeBaseRegex, `${where}: activeBaseRegex`) ? { activeBaseRegex: it.activeBaseRegex } : {}),
  });
  config.navbar.forEach((item: NavbarItemConfig, i) => {
    const where = `navbar item ${i + 1}${'label' in item && item.label ? ` ("${item.label}")` : ''}`;
    const type = item.type ?? 'default';
    const position = item.position ?? 'left';
    switch (type) {
      case 'doc': {
        const it = item as Extract<NavbarItemConfig, { type: 'doc' }>;
        navbar.push({
          type: 'doc',
          label: it.label,
          route: docRoute(it.docId, where, it.docsPluginId),
          position,
          ...inPluginVersions(it.docsPluginId, () => ctx.versionRoutes?.doc(it.docId)),
          ...lookOf(it, where),
        });
        break;
      }
      case 'docSidebar': {
        const it = item as Extract<NavbarItemConfig, { type: 'docSidebar' }>;
        const pluginId = it.docsPluginId ?? 'default';
        // Sidebars are per docs instance (`sidebars/names.ts`); an unknown instance is reported once.
        const known = pluginDocs(pluginId, where) !== null;
        const route = ctx.sidebarFirstRoute.get(instanceSidebarName(pluginId, it.sidebarId));
        const of = pluginId === 'default' ? '' : ` in docs plugin "${pluginId}"`;
        if (!route && known)
          report.error(
            file,
            1,
            1,
            `${where}: sidebar "${it.sidebarId}" does not exist${of}. ${suggest(it.sidebarId, instanceSidebarNames(pluginId, ctx.sidebarFirstRoute.keys()))}`,
          );
        navbar.push({
          type: 'doc',
          label: it.label,
          route: route ?? '/',
          position,
          ...inPluginVersions(it.docsPluginId, () => ctx.versionRoutes?.sidebar(it.sidebarId)),
          ...lookOf(it, where),
        });
        break;
      }
      case 'default': {
        const it = item as { label: string; to?: string; href?: string } & NavbarItemLook;
        const href = it.to ?? it.href ?? '/';
        navbar.push({ type: 'link', label: it.label, href, external: isExternalUrl(href), position, ...lookOf(it, where) });
        break;
      }
      case 'dropdown': {
        const it = item as Extract<NavbarItemConfig, { type: 'dropdown' }>;
        navbar.push({
          type: 'dropdown',
          label: it.label,
          position,
          ...lookOf(it, where),
          items: it.items.map((sub, j) => {
            if ('type' in sub && sub.type === 'doc')
              return {
                label: sub.label,
                href: docRoute(sub.docId, `${where} › item ${j + 1}`, sub.docsPluginId),
                external: false,
                ...lookOf(sub, `${where} › item ${j + 1}`),
              };
            const s = sub as { label: string; to?: string; href?: string };
            const href = s.to ?? s.href ?? '/';
            return { label: s.label, href, external: isExternalUrl(href), ...lookOf(sub, `${where} › item ${j + 1}`) };
          }),
        });
        break;
      }
      case 'search':
        navbar.push({ type: 'search', position: item.position ?? 'right' });
        break;
      case 'localeDropdown':
        navbar.push({ type: 'localeDropdown', position: item.position ?? 'right', locales: config.i18n?.locales ?? [{ code: 'en', label: 'English' }] });
        break;
      case 'html':
        navbar.push({ type: 'html', value: html((item as { value: string }).value, where), position });
        break;
      case 'docsVersionDropdown':
        navbar.push({
          type: 'docsVersionDropdown',
          position: item.position ?? 'right',
          pluginId: (item as { docsPluginId?: string }).docsPluginId ?? 'default',
        });
        break;
      default:
        report.error(file, 1, 1, `${where}: unknown navbar item type "${String(type)}"; valid types are ${NAVBAR_TYPES.map((t) => `"${t}"`).join(', ')}`);
    }
  });
  const measurementId = ctx.analyticsId ?? config.analytics?.measurementId;
  const provider = config.analytics?.provider ?? 'plausible';
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url.replace(/\/+$/, ''),
    baseUrl: base,
    logo: config.logo && logo(config.logo),
    ...(config.image ? { image: config.image } : {}),
    navbarTitle: config.navbarTitle === undefined ? config.title : config.navbarTitle,
    navbar,
    ...(config.navbarStyle ? { navbarStyle: config.navbarStyle } : {}),
    footer: {
      style: config.footer.style ?? 'dark',
      logo: config.footer.logo === undefined ? config.logo && logo(config.logo) : config.footer.logo && logo(config.footer.logo),
      columns: config.footer.columns.map((c, i) => ({
        title: c.title ?? null,
        items: c.items.map((it, j) => {
          if ('html' in it) return { html: html(it.html, `footer column ${i + 1} item ${j + 1}`) };
          const href = it.to ?? it.href ?? '/';
          return { label: it.label, href, external: isExternalUrl(href) };
        }),
      })),
      thanks: config.footer.thanks ?? null,
      copyright: html(config.footer.copyright, 'footer copyright'),
    },
    announcement: config.announcement
      ? {
          id: config.announcement.id,
          content: html(config.announcement.content, 'announcement'),
          href: config.announcement.href ?? null,
          backgroundColor: config.announcement.backgroundColor ?? null,
          textColor: config.announcement.textColor ?? null,
          isCloseable: config.announcement.isCloseable ?? true,
        }
      : null,
    colorMode: {
      defaultMode: config.colorMode?.defaultMode ?? 'light',
      respectPrefersColorScheme: config.colorMode?.respectPrefersColorScheme ?? false,
      disableSwitch: config.colorMode?.disableSwitch ?? false,
    },
    mermaid: { theme: { light: config.mermaid?.theme?.light ?? 'neutral', dark: config.mermaid?.theme?.dark ?? 'forest' } },
    analytics:
      measurementId && !ctx.preview
        ? { provider, measurementId, origin: provider === 'ga4' ? 'https://www.google-analytics.com' : 'https://plausible.io' }
        : null,
    favicon: config.favicon ? withBase(config.favicon) : null,
    ...(config.tagManager && !ctx.preview ? { tagManager: { containerId: config.tagManager.containerId } } : {}),
    head: {
      ...headOf(ctx.preview ? { ...config, tagManager: undefined } : config, withBase, (m) => report.error(file, 1, 1, m)),
      ...bodyTagsOf(config, withBase, (m) => report.error(file, 1, 1, m)),
    },
    docsSidebar: { hideable: config.docsSidebar?.hideable ?? false, autoCollapseCategories: config.docsSidebar?.autoCollapseCategories ?? false },
    search: searchOf(config.search),
    customFields: toJson(config.customFields ?? {}, 'customFields', (m) => report.warn(file, 1, 1, m)) as Record<string, JsonValue>,
    ...(config.sitePlugins && Object.keys(config.sitePlugins.globalData).length > 0
      ? // As Docusaurus writes it (JSON.stringify): a function in it is left out without a word (Meta's preset puts its options, remark plugins included, there).
        { globalData: JSON.parse(JSON.stringify(config.sitePlugins.globalData)) as SiteConfigJson['globalData'] }
      : {}),
    editUrl: typeof config.editUrl === 'string' ? config.editUrl : null,
    preview: ctx.preview,
    previewOf: ctx.preview ? (ctx.previewOf ?? null) : null,
  };
}

const GTM_ORIGIN = 'https://www.googletagmanager.com';

/**
 * Head elements for every page. An inline script is taken by what it is (`head-scripts.ts`): a data
 * block (`application/ld+json`, ...) as it is; code, from a file of its own (the CSP allows scripts
 * from this site and the origins of the configured scripts, never inline code).
 */
function headOf(config: SiteConfig, withBase: (p: string) => string, error: (message: string) => void): SiteConfigJson['head'] {
  const tags: HeadTag[] = [];
  // The config's own tags, then the site plugins' `injectHtmlTags` head tags, as Docusaurus orders them.
  for (const t of [...(config.headTags ?? []), ...(config.sitePlugins?.headTags ?? [])]) {
    const attributes = { ...t.attributes };
    if (t.tagName === 'script' && typeof attributes.src !== 'string') {
      const kind = scriptKind(attributes.type);
      const code = t.innerHTML ?? '';
      if (kind === 'data') tags.push({ tagName: 'script', attributes, text: code });
      else if (kind === 'importmap' || kind === 'speculationrules')
        error(
          `inline <script type="${String(attributes.type)}"> in headTags: the site's Content-Security-Policy (script-src 'self') forbids it inline and a browser does not read it from a file the same way; leave it out`,
        );
      else if (code.trim() !== '') {
        // An inline classic script runs where it stands, so a file in its place must not be deferred.
        if (kind === 'classic') for (const key of ['async', 'defer']) delete attributes[key];
        tags.push({ tagName: 'script', attributes: { ...attributes, src: withBase(inlineScriptPath(code)) } });
      } else error('a <script> in headTags/scripts has neither `src` nor `innerHTML`: give the URL of the script, or its code');
      continue;
    }
    if (t.innerHTML) {
      error(`headTags <${t.tagName}> with innerHTML: only attributes are supported (nothing is injected as raw HTML)`);
      continue;
    }
    for (const key of ['src', 'href']) if (typeof attributes[key] === 'string' && attributes[key].startsWith('/')) attributes[key] = withBase(attributes[key]);
    tags.push({ tagName: t.tagName, attributes });
  }
  for (const m of config.metadata ?? []) tags.push({ tagName: 'meta', attributes: { ...m } });
  // Tag Manager's container, as Docusaurus's plugin loads it but from a src (no inline snippet): its
  // host is then in the CSP's script-src; web/app/tag-manager-start.ts starts the data layer.
  if (config.tagManager) {
    tags.push({ tagName: 'link', attributes: { rel: 'preconnect', href: GTM_ORIGIN } });
    tags.push({ tagName: 'script', attributes: { async: true, src: `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(config.tagManager.containerId)}` } });
  }
  return { tags, image: config.image ? (config.image.startsWith('/') ? withBase(config.image) : config.image) : null, noIndex: config.noIndex ?? false };
}

/**
 * A site plugin's `preBodyTags`/`postBodyTags`, at the start and the end of every page's body:
 * attributes only, as head tags are (an inline script or raw HTML is refused with why).
 */
function bodyTagsOf(
  config: SiteConfig,
  withBase: (p: string) => string,
  error: (message: string) => void,
): Pick<SiteConfigJson['head'], 'preBody' | 'postBody'> {
  const elements = (list: HeadTagConfig[], where: string): HeadTag[] =>
    list.flatMap((t) => {
      if (t.innerHTML || (t.tagName === 'script' && typeof t.attributes.src !== 'string')) {
        error(
          `${where} <${t.tagName}> with inline content from a site plugin: only attributes are written (the CSP, script-src 'self', forbids inline code; nothing is injected as raw HTML)`,
        );
        return [];
      }
      const attributes = { ...t.attributes };
      for (const key of ['src', 'href'])
        if (typeof attributes[key] === 'string' && attributes[key].startsWith('/')) attributes[key] = withBase(attributes[key]);
      return [{ tagName: t.tagName, attributes }];
    });
  const preBody = elements(config.sitePlugins?.preBodyTags ?? [], 'preBodyTags');
  const postBody = elements(config.sitePlugins?.postBodyTags ?? [], 'postBodyTags');
  return { ...(preBody.length ? { preBody } : {}), ...(postBody.length ? { postBody } : {}) };
}

/** customFields as JSON: functions and other values JSON cannot hold are left out, with a warning. */
function toJson(value: unknown, where: string, warn: (message: string) => void): JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return value.map((v, i) => toJson(v, `${where}[${i}]`, warn));
  if (typeof value === 'object') {
    const out: Record<string, JsonValue> = {};
    for (const [k, v] of Object.entries(value)) {
      if (v === undefined) continue;
      if (typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint') {
        warn(`${where}.${k} is a ${typeof v}, which pages cannot read from JSON; left out`);
        continue;
      }
      out[k] = toJson(v, `${where}.${k}`, warn);
    }
    return out;
  }
  warn(`${where} is a ${typeof value}; left out`);
  return null;
}

/** Search options with their defaults; a context path is a route prefix without a trailing slash. */
export function searchOf(search: SiteConfig['search']): SiteConfigJson['search'] {
  const positive = (n: number | undefined, fallback: number) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback);
  return {
    indexDocs: search?.indexDocs ?? true,
    indexBlog: search?.indexBlog ?? true,
    suggestions: positive(search?.suggestions, 8),
    snippetLength: positive(search?.snippetLength, 50),
    highlightOnTarget: search?.highlightOnTarget ?? true,
    contextsByPaths: (search?.contextsByPaths ?? []).map((c) => {
      const path = `/${c.path.replace(/^\/+|\/+$/g, '')}`;
      return {
        path,
        label:
          c.label ??
          path
            .split('/')
            .pop()!
            .replace(/[-_]+/g, ' ')
            .replace(/^./, (l) => l.toUpperCase()),
      };
    }),
  };
}
