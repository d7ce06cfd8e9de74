import { resolve } from 'node:path';
import type {
  BrokenLinkSeverity,
  DropdownItemConfig,
  DropdownItemsAround,
  DropdownVersions,
  EditUrlFunction,
  HeadTagConfig,
  LogoConfig,
  NavbarItemConfig,
  SearchConfig,
  SiteConfig,
} from '../../../pipeline/site-config.js';
import type { LoadedDocusaurusConfig } from './load.js';
import type { MermaidTheme, NavbarItemLook } from '../../../common/contract.js';
import { docusaurusPlugins, type DocusaurusPlugins, type Options, type PluginEntry } from './plugins.js';
import { isExternalUrl } from '../../../common/url.js';

/**
 * What a site's own `docusaurus.config.*` sets, in this project's site-config shape: the navbar,
 * footer, announcement bar, colour mode, edit links, custom CSS and the site options the
 * pipeline applies. Everything the config sets that has no effect here is listed in `unapplied`
 * (the build prints it as one warning), so nothing is dropped silently.
 */
export interface FromDocusaurus {
  value: SiteConfig;
  plugins: DocusaurusPlugins;
  /** `themeConfig.navbar`, `plugins[3] (docusaurus-plugin-x)`, ...: set, but without effect here. */
  unapplied: string[];
}

import { codeThemesOf } from './prism-themes.js';
import { docusaurusAtLeast, siteMetadata } from './site-metadata.js';
import { idealImageOptions } from './ideal-image.js';
import type { BrokenMarkdownHook, MarkdownCompileOptions } from '../../../pipeline/config/markdown-options.js';

type Obj = Record<string, unknown>;
const MERMAID_THEMES: readonly string[] = ['default', 'neutral', 'forest', 'dark', 'base'];

/** `themeConfig.mermaid.theme`, with theme-mermaid's defaults (`default`, `dark`) for what it leaves out. */
function mermaidThemes(theme: Obj): { light: MermaidTheme; dark: MermaidTheme } {
  const pick = (v: unknown, fallback: MermaidTheme) => (typeof v === 'string' && MERMAID_THEMES.includes(v) ? (v as MermaidTheme) : fallback);
  return { light: pick(theme.light, 'default'), dark: pick(theme.dark, 'dark') };
}

const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Top-level keys: applied, or accepted because they change nothing a reader sees here. */
const APPLIED_KEYS = new Set([
  'title',
  'tagline',
  'url',
  'baseUrl',
  'favicon',
  'noIndex',
  'customFields',
  'headTags',
  'stylesheets',
  'scripts',
  'themeConfig',
  'presets',
  'plugins',
  'themes',
  'i18n',
  'markdown',
  'trailingSlash',
  'titleDelimiter',
  'staticDirectories',
  // Imported by the browser entry before the app, after the plugins' (site-folder.ts).
  'clientModules',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  // Deployment metadata (`docusaurus deploy`): nothing to render.
  'organizationName',
  'projectName',
  'deploymentBranch',
  'githubHost',
  'githubPort',
  // The base-URL banner is always on here (web/theme/BaseUrlBanner).
  'baseUrlIssueBanner',
]);
const APPLIED_THEME_KEYS = new Set([
  'navbar',
  'footer',
  'announcementBar',
  'colorMode',
  'metadata',
  'image',
  'docs',
  'blog',
  'tableOfContents',
  'prism',
  'mermaid',
]);
/** Plugins whose options are applied (or that need nothing here). */
const APPLIED_PLUGINS = new Set([
  '@docusaurus/plugin-sitemap',
  '@docusaurus/plugin-client-redirects',
  '@docusaurus/theme-mermaid',
  '@easyops-cn/docusaurus-search-local',
  '@docusaurus/plugin-svgr',
  '@docusaurus/plugin-ideal-image',
  // Sass stylesheets and modules: Vite compiles them (with this project's `sass`).
  'docusaurus-plugin-sass',
  // Page views through the site's own analytics (GA4's collection endpoint, no Google script).
  '@docusaurus/plugin-google-gtag',
  // The container's script from Google's host (named in the CSP), its data layer started by a client module.
  '@docusaurus/plugin-google-tag-manager',
]);
/**
 * Plugins and themes this build implements itself or that cannot apply: never loaded and run
 * (`site-plugins/`), each warned with its reason when its options have no effect here.
 */
const NOT_RUN: Record<string, string | null> = {
  '@docusaurus/plugin-debug': 'the debug pages show webpack-era internals',
  '@docusaurus/plugin-google-analytics': 'Universal Analytics no longer collects data; use gtag',
  '@docusaurus/plugin-google-tag-manager': null,
  '@docusaurus/plugin-google-gtag': null,
  '@docusaurus/plugin-pwa': 'no web app manifest or service worker is made; pages are cached by the host and the content-hashed files forever',
  '@docusaurus/theme-search-algolia': null,
  '@docusaurus/theme-live-codeblock': null,
  '@docusaurus/plugin-vercel-analytics': null,
};

/** The site's own plugins and themes, loaded and run through Docusaurus's lifecycle (`site-plugins/run.ts`). */
export function pluginsToRun(plugins: DocusaurusPlugins): PluginEntry[] {
  return plugins.others.filter((p) => p.kind && p.spec !== undefined && !APPLIED_PLUGINS.has(p.name) && !(p.name in NOT_RUN));
}

/** A Docusaurus path (`docs/x`, `/docs/x`, `/sub/docs/x`) as a route of this site (no base URL). */
export function routeOf(to: string, baseUrl: string): string {
  if (isExternalUrl(to) || to.startsWith('#')) return to;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (base !== '/' && (to.startsWith(base) || `${to}/` === base)) return `/${to.slice(base.length)}`;
  return to.startsWith('/') ? to : `/${to}`;
}

function logo(v: unknown, baseUrl: string, fallbackAlt: string): LogoConfig | undefined {
  const l = obj(v);
  const src = str(l.src);
  if (!src) return undefined;
  const out: LogoConfig = { alt: str(l.alt) ?? fallbackAlt, src: routeOf(src, baseUrl) };
  if (str(l.srcDark)) out.srcDark = routeOf(str(l.srcDark)!, baseUrl);
  if (str(l.href)) out.href = routeOf(str(l.href)!, baseUrl);
  if (typeof l.width === 'number' || typeof l.width === 'string') out.width = l.width;
  if (typeof l.height === 'number' || typeof l.height === 'string') out.height = l.height;
  return out;
}

function navbarItem(v: unknown, baseUrl: string, where: string, unapplied: string[]): NavbarItemConfig | null {
  const it = obj(v);
  const position = it.position === 'right' ? 'right' : 'left';
  const label = str(it.label) ?? '';
  const type = str(it.type) ?? (Array.isArray(it.items) ? 'dropdown' : 'default');
  const link = () => {
    const to = str(it.to);
    const href = str(it.href);
    return to ? { to: routeOf(to, baseUrl) } : href ? { href: routeOf(href, baseUrl) } : { to: '/' };
  };
  const look = navbarItemLook(it, baseUrl);
  switch (type) {
    case 'default':
      return { label, position, ...link(), ...look };
    case 'doc':
      return { type: 'doc', docId: str(it.docId) ?? '', ...pluginOf(it), label: label || str(it.docId) || '', position, ...look };
    case 'docSidebar':
      // Without a label: the sidebar's first link's, once the sidebars are known (pipeline/config/navbar.ts).
      return { type: 'docSidebar', sidebarId: str(it.sidebarId) ?? '', ...pluginOf(it), label, position, ...look };
    case 'dropdown':
      return {
        type: 'dropdown',
        label,
        position,
        ...look,
        items: dropdownLinks(it.items, baseUrl, `${where}.items`, unapplied),
      };
    case 'html':
      return { type: 'html', value: str(it.value) ?? '', position, ...(str(it.className) ? { className: str(it.className) } : {}) };
    case 'search':
      return { type: 'search', position: it.position === 'left' ? 'left' : 'right' };
    case 'localeDropdown':
      return {
        type: 'localeDropdown',
        position,
        ...(str(it.queryString) ? { queryString: str(it.queryString)! } : {}),
        ...itemsAround(it, baseUrl, where, unapplied),
      };
    case 'docsVersion': {
      // One link (theme-classic `DocsVersionNavbarItem`), not the dropdown: its label and target default to the version's.
      const to = str(it.to);
      return { type: 'docsVersion', position, ...(label ? { label } : {}), ...(to ? { to: routeOf(to, baseUrl) } : {}), ...pluginOf(it), ...look };
    }
    case 'docsVersionDropdown':
      return {
        type: 'docsVersionDropdown',
        position,
        ...(str(it.docsPluginId) ? { docsPluginId: str(it.docsPluginId)! } : {}),
        ...(it.dropdownActiveClassDisabled === true ? { dropdownActiveClassDisabled: true } : {}),
        // Checked by the config's schema, then against the instance's versions (pipeline/config/navbar.ts).
        ...(it.versions !== undefined ? { versions: it.versions as DropdownVersions } : {}),
        ...itemsAround(it, baseUrl, where, unapplied),
      };
    default:
      // A site's own type (`custom-*`): drawn by the component its `NavbarItem/ComponentTypes` registers (`navbar-types.ts` checks that it does).
      if (type.startsWith('custom-')) {
        const props = Object.fromEntries(Object.entries(it).filter(([key]) => key !== 'type'));
        return { type: 'custom', customType: type, props, position };
      }
      unapplied.push(`${where} (navbar item type "${type}")`);
      return null;
  }
}

/** A dropdown's links as the config writes them (`to` a route under the base URL, `href`, a `doc`); other types are named as without effect. */
function dropdownLinks(items: unknown, baseUrl: string, where: string, unapplied: string[]): DropdownItemConfig[] {
  return arr(items).flatMap((sub, j): DropdownItemConfig[] => {
    const s = obj(sub);
    if (s.type === 'doc')
      return [{ type: 'doc' as const, docId: str(s.docId) ?? '', ...pluginOf(s), label: str(s.label) ?? str(s.docId) ?? '', ...navbarItemLook(s, baseUrl) }];
    if (s.type === 'html' || s.type === 'docSidebar') {
      unapplied.push(`${where}[${j}] (type "${String(s.type)}" inside a dropdown)`);
      return [];
    }
    const to = str(s.to);
    const href = str(s.href);
    return [{ label: str(s.label) ?? '', ...(to ? { to: routeOf(to, baseUrl) } : { href: routeOf(href ?? '/', baseUrl) }), ...navbarItemLook(s, baseUrl) }];
  });
}

/** A locale or version dropdown's `dropdownItemsBefore` and `dropdownItemsAfter`, each only when it lists a link. */
function itemsAround(it: Obj, baseUrl: string, where: string, unapplied: string[]): DropdownItemsAround {
  const before = dropdownLinks(it.dropdownItemsBefore, baseUrl, `${where}.dropdownItemsBefore`, unapplied);
  const after = dropdownLinks(it.dropdownItemsAfter, baseUrl, `${where}.dropdownItemsAfter`, unapplied);
  return { ...(before.length ? { dropdownItemsBefore: before } : {}), ...(after.length ? { dropdownItemsAfter: after } : {}) };
}

/** A doc item's `docsPluginId`: the docs instance it names (absent: the default one). */
const pluginOf = (it: Obj): { docsPluginId?: string } => (str(it.docsPluginId) ? { docsPluginId: str(it.docsPluginId)! } : {});

const SEVERITIES: readonly unknown[] = ['ignore', 'log', 'warn', 'throw'];

/**
 * `markdown.emoji`, `markdown.anchors.maintainCase` and `markdown.hooks` as the compile takes them
 * (`config/markdown-options.ts`); a severity for broken Markdown links joins the other link
 * checks. `format` and `mermaid` are read elsewhere; any other key is named as without effect.
 */
function markdownCompileOptions(markdown: Obj, unapplied: string[]): { options: MarkdownCompileOptions | undefined; linksSeverity: unknown } {
  const options: MarkdownCompileOptions = {};
  if (markdown.emoji === false) options.emoji = false;
  const anchors = obj(markdown.anchors);
  if (anchors.maintainCase === true) options.maintainCase = true;
  for (const key of Object.keys(anchors)) if (key !== 'maintainCase') unapplied.push(`markdown.anchors.${key}`);
  const hooks = obj(markdown.hooks);
  const images = hooks.onBrokenMarkdownImages;
  if (typeof images === 'function') options.onBrokenImages = images as BrokenMarkdownHook;
  else if (SEVERITIES.includes(images) && images !== 'throw') options.onBrokenImages = images as BrokenLinkSeverity;
  const links = hooks.onBrokenMarkdownLinks;
  if (typeof links === 'function') options.onBrokenLinks = links as BrokenMarkdownHook;
  for (const key of Object.keys(hooks)) if (key !== 'onBrokenMarkdownImages' && key !== 'onBrokenMarkdownLinks') unapplied.push(`markdown.hooks.${key}`);
  for (const key of Object.keys(markdown)) if (!['format', 'mermaid', 'emoji', 'anchors', 'hooks'].includes(key)) unapplied.push(`markdown.${key}`);
  return { options: Object.keys(options).length ? options : undefined, linksSeverity: SEVERITIES.includes(links) ? links : undefined };
}

/**
 * `className`, `aria-label` and `target`, which Docusaurus passes on to the item's link, and its
 * active rule (`activeBasePath`, which Docusaurus prefixes with the base URL: a route here).
 */
function navbarItemLook(it: Obj, baseUrl: string): NavbarItemLook {
  const className = str(it.className);
  const ariaLabel = str(it['aria-label']);
  const target = str(it.target);
  const activeBasePath = str(it.activeBasePath);
  const activeBaseRegex = str(it.activeBaseRegex);
  return {
    ...(className ? { className } : {}),
    ...(ariaLabel ? { ariaLabel } : {}),
    ...(target ? { target } : {}),
    ...(activeBasePath ? { activeBasePath: routeOf(activeBasePath, baseUrl) } : {}),
    ...(activeBaseRegex ? { activeBaseRegex } : {}),
  };
}

function editUrlOption(v: unknown): string | EditUrlFunction | undefined {
  if (typeof v === 'string') return v.endsWith('/') ? v : `${v}/`;
  if (typeof v === 'function') return v as EditUrlFunction;
  return undefined;
}

function headTags(config: Obj, baseUrl: string): HeadTagConfig[] {
  const tags: HeadTagConfig[] = [];
  for (const t of arr(config.headTags)) {
    const tag = obj(t);
    if (str(tag.tagName))
      tags.push({
        tagName: str(tag.tagName)!,
        attributes: obj(tag.attributes) as HeadTagConfig['attributes'],
        ...(str(tag.innerHTML) ? { innerHTML: str(tag.innerHTML) } : {}),
      });
  }
  for (const s of arr(config.stylesheets)) {
    const attrs = typeof s === 'string' ? { href: s } : (obj(s) as Record<string, string | boolean>);
    tags.push({ tagName: 'link', attributes: { rel: 'stylesheet', ...attrs, href: routeOfAsset(String(attrs.href ?? ''), baseUrl) } });
  }
  for (const s of arr(config.scripts)) {
    const attrs = typeof s === 'string' ? { src: s } : (obj(s) as Record<string, string | boolean>);
    tags.push({ tagName: 'script', attributes: { ...attrs, ...(typeof attrs.src === 'string' ? { src: routeOfAsset(attrs.src, baseUrl) } : {}) } });
  }
  return tags;
}

/** A URL in a head tag: absolute URLs as they are, site paths without the base URL (added on output). */
function routeOfAsset(href: string, baseUrl: string): string {
  return isExternalUrl(href) ? href : routeOf(href, baseUrl);
}

function redirects(options: Options, baseUrl: string): { from: string; to: string }[] {
  const out: { from: string; to: string }[] = [];
  for (const r of arr(options.redirects)) {
    const rule = obj(r);
    const to = str(rule.to);
    if (!to) continue;
    const froms = Array.isArray(rule.from) ? rule.from : [rule.from];
    for (const from of froms) if (typeof from === 'string') out.push({ from: routeOf(from, baseUrl), to: routeOf(to, baseUrl) });
  }
  return out;
}

export function siteConfigFromDocusaurusConfig(
  loaded: LoadedDocusaurusConfig,
  siteDir: string,
  ctx: { sidebarNames: string[]; hasBlog: boolean },
): FromDocusaurus {
  const c = loaded.config;
  const theme = obj(c.themeConfig);
  const title = str(c.title) ?? 'Documentation';
  const baseUrl = str(c.baseUrl) ?? '/';
  // The core the site's folder resolves: what its classic preset adds and its toggle offers follow it.
  const docusaurusVersion = siteMetadata(siteDir).docusaurusVersion;
  const plugins = docusaurusPlugins(c, docusaurusVersion);
  // The steps that name what has no effect here run in this order, so the warning lists it in the config's order.
  const unapplied = unappliedKeysAndPlugins(c, theme, plugins);
  const navbar = obj(theme.navbar);
  const navItems = navbarItemsOf(navbar, baseUrl, ctx, unapplied);
  const fromPlugins = pluginSettings(plugins, baseUrl, unapplied);
  const markdown = obj(c.markdown);
  const markdownFormat = markdown.format === 'md' || markdown.format === 'detect' ? markdown.format : undefined;
  const { options: markdownOptions, linksSeverity } = markdownCompileOptions(markdown, unapplied);
  // `theme` is applied (the light and dark diagram themes); other mermaid options are not.
  for (const key of Object.keys(obj(theme.mermaid))) if (key !== 'theme') unapplied.push(`themeConfig.mermaid.${key}`);

  const { sitemapOptions, redirectOptions, search, trackingIds, containerId, idealImage } = fromPlugins;
  const docsOptions = plugins.docs[0]?.options ?? {};
  const blogOptions = plugins.blog[0]?.options ?? {};
  const pagesOptions = plugins.pages[0]?.options ?? {};
  const sidebarOptions = obj(obj(theme.docs).sidebar);
  const statics = arr(c.staticDirectories).filter((x): x is string => typeof x === 'string');
  const value: SiteConfig = {
    title,
    tagline: str(c.tagline) ?? '',
    url: str(c.url) ?? 'http://localhost',
    baseUrl,
    // No `navbar.logo`: the title alone, as Docusaurus shows it (never a logo of this project's own).
    logo: logo(navbar.logo, baseUrl, title) ?? null,
    navbarTitle: str(navbar.title) ?? null,
    navbar: navItems,
    ...(navbar.style === 'dark' || navbar.style === 'primary' ? { navbarStyle: navbar.style } : {}),
    // No `themeConfig.footer`: theme-classic's Footer draws nothing.
    footer: theme.footer === undefined || theme.footer === null ? null : footerOf(obj(theme.footer), baseUrl, title),
    ...announcementOf(obj(theme.announcementBar)),
    colorMode: colorModeOf(obj(theme.colorMode), docusaurusVersion),
    mermaid: { theme: mermaidThemes(obj(obj(theme.mermaid).theme)) },
    codeThemes: codeThemesOf(obj(theme.prism), siteDir, loaded.path),
    ...(str(c.favicon) ? { favicon: routeOfAsset(str(c.favicon)!, baseUrl) } : {}),
    ...customCssOf(plugins.theme.customCss, siteDir),
    customFields: obj(c.customFields),
    headTags: headTags(c, baseUrl),
    metadata: arr(theme.metadata).map((m) => obj(m) as Record<string, string>),
    ...(str(theme.image) ? { image: routeOfAsset(str(theme.image)!, baseUrl) } : {}),
    noIndex: c.noIndex === true,
    redirects: redirectOptions ? redirects(redirectOptions, baseUrl) : [],
    ...(redirectOptions && typeof redirectOptions.createRedirects === 'function'
      ? { createRedirects: redirectOptions.createRedirects as SiteConfig['createRedirects'] }
      : {}),
    ...(typeof c.trailingSlash === 'boolean' ? { trailingSlash: c.trailingSlash } : {}),
    ...(typeof c.titleDelimiter === 'string' ? { titleDelimiter: c.titleDelimiter } : {}),
    ...(Array.isArray(c.staticDirectories) ? { staticDirectories: statics } : {}),
    ...(markdownFormat ? { markdownFormat } : {}),
    ...(markdownOptions ? { markdownOptions } : {}),
    ...(idealImage ? { idealImage } : {}),
    ...(containerId ? { tagManager: { containerId } } : {}),
    ...(trackingIds[0] ? { analytics: { provider: 'ga4' as const, measurementId: String(trackingIds[0]) } } : {}),
    ...(sitemapOptions ? { sitemap: sitemapOf(sitemapOptions, baseUrl) } : {}),
    ...(search ? { search } : {}),
    docsSidebar: { hideable: sidebarOptions.hideable === true, autoCollapseCategories: sidebarOptions.autoCollapseCategories === true },
    // Docusaurus 3.5's default: the recent posts under a heading per year.
    blogSidebar: { groupByYear: obj(obj(theme.blog).sidebar).groupByYear !== false },
    tableOfContents: tableOfContentsOf(obj(theme.tableOfContents)),
    onBrokenLinks: severity(c.onBrokenLinks, 'throw'),
    // The top-level option wins over `markdown.hooks`, as Docusaurus 3 keeps it.
    onBrokenMarkdownLinks: severity(c.onBrokenMarkdownLinks ?? linksSeverity, 'warn'),
    onBrokenAnchors: severity(c.onBrokenAnchors, 'warn'),
    ...(editUrlOption(docsOptions.editUrl) ? { editUrl: editUrlOption(docsOptions.editUrl) } : {}),
    blogEditUrl: editUrlOption(blogOptions.editUrl) ?? null,
    ...(editUrlOption(pagesOptions.editUrl) ? { pagesEditUrl: editUrlOption(pagesOptions.editUrl) } : {}),
    ...i18nOf(obj(c.i18n)),
  };
  return { value, plugins, unapplied };
}

type Plugins = ReturnType<typeof docusaurusPlugins>;

/** The config's and `themeConfig`'s keys and the plugins that have no effect here. */
function unappliedKeysAndPlugins(c: Obj, theme: Obj, plugins: Plugins): string[] {
  const unapplied: string[] = [];
  for (const key of Object.keys(c)) if (!APPLIED_KEYS.has(key)) unapplied.push(key);
  for (const key of Object.keys(theme)) if (!APPLIED_THEME_KEYS.has(key)) unapplied.push(`themeConfig.${key}`);
  // Plugins that run here report themselves (a lifecycle method that cannot apply, a module not installed).
  const run = new Set(pluginsToRun(plugins));
  for (const p of plugins.others)
    if (!APPLIED_PLUGINS.has(p.name) && !run.has(p)) unapplied.push(`${p.from} (${p.name}${NOT_RUN[p.name] ? `: ${NOT_RUN[p.name]}` : ''})`);
  for (const p of [...plugins.docs, ...plugins.blog, ...plugins.pages])
    for (const key of ROUTE_COMPONENT_OPTIONS) if (p.options[key] !== undefined) unapplied.push(`${p.from} ${key} (${ROUTE_COMPONENT_WHY})`);
  return unapplied;
}

/**
 * The content plugins' options naming the component a kind of route renders (`docRootComponent:
 * '@theme/MyDocRoot'`). This theme draws those routes with its own chrome, through the slots a site
 * swizzles (`DocRoot`, `BlogPostPage`, ...), so another component named here is not drawn.
 * `docItemComponent` is drawn: it fills the `DocItem` slot (`theme/route-components.ts`).
 */
const ROUTE_COMPONENT_OPTIONS = [
  'docRootComponent',
  'docVersionRootComponent',
  'docsRootComponent',
  'docTagDocListComponent',
  'docTagsListComponent',
  'docCategoryGeneratedIndexComponent',
  'blogListComponent',
  'blogPostComponent',
  'blogTagsListComponent',
  'blogTagsPostsComponent',
  'blogArchiveComponent',
  'blogAuthorsListComponent',
  'blogAuthorsPostsComponent',
  'mdxPageComponent',
];
const ROUTE_COMPONENT_WHY = "this theme draws the route with its own chrome: swizzle the theme's component of that name instead";

/** `themeConfig.navbar.items`, else Docusaurus's default (the first sidebar, the blog); a search box unless there is one. */
function navbarItemsOf(navbar: Obj, baseUrl: string, ctx: { sidebarNames: string[]; hasBlog: boolean }, unapplied: string[]): NavbarItemConfig[] {
  const navItems = Array.isArray(navbar.items)
    ? (navbar.items as unknown[])
        .map((it, i) => navbarItem(it, baseUrl, `themeConfig.navbar.items[${i}]`, unapplied))
        .filter((x): x is NavbarItemConfig => x !== null)
    : [
        ...(ctx.sidebarNames[0] ? [{ type: 'docSidebar' as const, sidebarId: ctx.sidebarNames[0], label: 'Docs', position: 'left' as const }] : []),
        ...(ctx.hasBlog ? [{ label: 'Blog', to: '/blog', position: 'left' as const }] : []),
      ];
  // Docusaurus adds a search box when a search plugin is installed and the navbar has none.
  if (!navItems.some((i) => i.type === 'search')) navItems.push({ type: 'search', position: 'right' });
  return navItems;
}

function footerOf(footer: Obj, baseUrl: string, title: string): SiteConfig['footer'] {
  const links = arr(footer.links);
  // Docusaurus's "simple footer": a flat list of links instead of columns.
  const columns = links.length > 0 && links.every((l) => !Array.isArray(obj(l).items)) ? [{ items: links }] : links.map(obj);
  return {
    style: footer.style === 'dark' ? 'dark' : 'light',
    logo: logo(footer.logo, baseUrl, title) ?? null,
    columns: columns.map((col) => ({
      ...(str(col.title) ? { title: str(col.title) } : {}),
      items: arr(col.items).map((item) => {
        const it = obj(item);
        if (str(it.html) !== undefined) return { html: str(it.html)! };
        const to = str(it.to);
        return { label: str(it.label) ?? '', ...(to ? { to: routeOf(to, baseUrl) } : { href: routeOf(str(it.href) ?? '/', baseUrl) }) };
      }),
    })),
    copyright: str(footer.copyright) ?? '',
  };
}

/** `themeConfig.announcementBar`, when it has content. */
function announcementOf(bar: Obj): Pick<SiteConfig, 'announcement'> {
  if (!str(bar.content)) return {};
  return {
    announcement: {
      id: str(bar.id) ?? 'announcement-bar',
      content: str(bar.content)!,
      ...(str(bar.backgroundColor) ? { backgroundColor: str(bar.backgroundColor) } : {}),
      ...(str(bar.textColor) ? { textColor: str(bar.textColor) } : {}),
      isCloseable: bar.isCloseable !== false,
    },
  };
}

/**
 * The classic theme's `colorMode`. Its toggle offers the system's mode as a third choice from 3.8
 * (theme-classic's `ColorModeToggle` with `respectPrefersColorScheme`): before, light and dark only.
 * The version is the core's the site folder resolves (Docusaurus keeps its packages at one version).
 */
export function colorModeOf(colorMode: Obj, docusaurusVersion: string): NonNullable<SiteConfig['colorMode']> {
  return {
    defaultMode: colorMode.defaultMode === 'dark' ? 'dark' : 'light',
    respectPrefersColorScheme: colorMode.respectPrefersColorScheme === true,
    disableSwitch: colorMode.disableSwitch === true,
    ...(docusaurusAtLeast(docusaurusVersion, 3, 8) ? {} : { systemChoice: false }),
  };
}

/** The classic theme's `customCss`: a relative path is from the site folder, as theme-classic resolves it. */
function customCssOf(customCss: unknown, siteDir: string): Pick<SiteConfig, 'customCss'> {
  if (typeof customCss !== 'string' && !Array.isArray(customCss)) return {};
  return { customCss: (Array.isArray(customCss) ? customCss : [customCss]).filter((x): x is string => typeof x === 'string').map((p) => resolve(siteDir, p)) };
}

/**
 * What the plugins other than docs, blog and pages set: sitemap, client redirects, local search,
 * gtag, Tag Manager, ideal image. What does not apply is named in `unapplied`, in that order.
 */
function pluginSettings(plugins: Plugins, baseUrl: string, unapplied: string[]) {
  const find = (name: string) => plugins.others.find((p) => p.name === name);
  const sitemapOptions = find('@docusaurus/plugin-sitemap')?.options;
  const redirectOptions = find('@docusaurus/plugin-client-redirects')?.options;
  // The local search plugin: the options that mean something here are applied, the rest named.
  const searchOptions = find('@easyops-cn/docusaurus-search-local');
  const search = searchOptions ? localSearchOptions(searchOptions, baseUrl, unapplied) : undefined;
  const gtag = find('@docusaurus/plugin-google-gtag');
  const trackingIds = gtag
    ? (Array.isArray(gtag.options.trackingID) ? gtag.options.trackingID : [gtag.options.trackingID]).filter((x) => typeof x === 'string')
    : [];
  if (trackingIds.length > 1) unapplied.push(`${gtag!.from} (${gtag!.name}) trackingID after the first (page views go to ${String(trackingIds[0])} only)`);
  const containerId = str(find('@docusaurus/plugin-google-tag-manager')?.options.containerId);
  const idealImagePlugin = find('@docusaurus/plugin-ideal-image');
  const idealImage = idealImagePlugin ? idealImageOptions(idealImagePlugin, unapplied) : undefined;
  return { sitemapOptions, redirectOptions, search, trackingIds, containerId, idealImage };
}

function sitemapOf(options: Obj, baseUrl: string): NonNullable<SiteConfig['sitemap']> {
  return {
    changefreq: options.changefreq === null ? null : (str(options.changefreq) ?? 'weekly'),
    priority: options.priority === null ? null : typeof options.priority === 'number' ? options.priority : 0.5,
    ignorePatterns: arr(options.ignorePatterns)
      .filter((x): x is string => typeof x === 'string')
      .map((p) => routeOf(p, baseUrl)),
    filename: str(options.filename) ?? 'sitemap.xml',
  };
}

/** `themeConfig.tableOfContents`, Docusaurus's h2–h3 where unset (the schema checks the levels). */
function tableOfContentsOf(toc: Obj): NonNullable<SiteConfig['tableOfContents']> {
  return {
    minHeadingLevel: typeof toc.minHeadingLevel === 'number' ? toc.minHeadingLevel : 2,
    maxHeadingLevel: typeof toc.maxHeadingLevel === 'number' ? toc.maxHeadingLevel : 3,
  };
}

const severity = (v: unknown, fallback: BrokenLinkSeverity): BrokenLinkSeverity =>
  v === 'ignore' || v === 'log' || v === 'warn' || v === 'throw' ? v : fallback;

/** The locales and their labels (`i18n.localeConfigs[code].label`, else the code). */
function i18nOf(i18n: Obj): Pick<SiteConfig, 'i18n'> {
  if (!Array.isArray(i18n.locales) || i18n.locales.length === 0) return {};
  const localeConfigs = obj(i18n.localeConfigs);
  return { i18n: { locales: (i18n.locales as unknown[]).map(String).map((code) => ({ code, label: str(obj(localeConfigs[code]).label) ?? code })) } };
}

// Local-search options this site's search behaves by already (file names are always hashed; docs
// and blog are where their plugins put them).
const SEARCH_SAME = new Set(['hashed', 'docsRouteBasePath', 'blogRouteBasePath', 'docsDir', 'blogDir']);

/**
 * `@easyops-cn/docusaurus-search-local`'s options as this site's search config (its defaults where
 * unset: `highlightSearchTermsOnTargetPage` is off unless set); what is not applied is named.
 */
export function localSearchOptions(p: { name: string; from: string; options: Record<string, unknown> }, baseUrl: string, unapplied: string[]): SearchConfig {
  const o = p.options;
  const where = `${p.from} (${p.name})`;
  const out: SearchConfig = { highlightOnTarget: o.highlightSearchTermsOnTargetPage === true };
  if (o.indexDocs === false) out.indexDocs = false;
  if (o.indexBlog === false) out.indexBlog = false;
  if (o.indexPages === true) unapplied.push(`${where} option indexPages (React and Markdown pages are not searched)`);
  if (typeof o.searchResultLimits === 'number') out.suggestions = o.searchResultLimits;
  if (typeof o.searchResultContextMaxLength === 'number') out.snippetLength = o.searchResultContextMaxLength;
  const languages = (Array.isArray(o.language) ? o.language : o.language === undefined ? ['en'] : [o.language]).map(String);
  if (languages.some((l) => l !== 'en')) unapplied.push(`${where} option language ${JSON.stringify(o.language)} (search stems and splits words as English)`);
  if (Array.isArray(o.searchContextByPaths)) {
    out.contextsByPaths = [];
    for (const c of o.searchContextByPaths as unknown[]) {
      const entry = typeof c === 'string' ? { path: c } : obj(c);
      const path = str(entry.path);
      if (!path) continue;
      // A label per locale (`{ en: 'API' }`) is read in English.
      const label = str(entry.label) ?? str(obj(entry.label).en);
      out.contextsByPaths.push({ path: routeOf(path.startsWith('/') ? path : `/${path}`, baseUrl), ...(label ? { label } : {}) });
    }
  }
  const applied = new Set([
    ...SEARCH_SAME,
    'indexDocs',
    'indexBlog',
    'indexPages',
    'searchResultLimits',
    'searchResultContextMaxLength',
    'highlightSearchTermsOnTargetPage',
    'language',
    'searchContextByPaths',
  ]);
  for (const key of Object.keys(o)) if (!applied.has(key)) unapplied.push(`${where} option ${key}`);
  return out;
}
