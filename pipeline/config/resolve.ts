/**
 * Turns the author's config into the JSON the browser reads: navbar doc ids and sidebars resolved
 * to routes, HTML parsed into elements, defaults filled in. The config's shape was checked first
 * (`site-config-schema.ts`, `assemble/site-config.ts`); problems found here (a doc id that does
 * not exist, an inline script) name the item and list the valid choices.
 */
import type { SiteConfig, LogoConfig } from '../site-config.js';
import type { SiteConfigJson, SiteLogo, HastRoot, JsonValue } from '../../common/contract.js';
import { htmlToHast } from './html.js';
import { normalizeBase, withBase as joinBase, withoutBase } from '../../common/base-url.js';
import type { Report } from '../check/report.js';
import { isExternalUrl } from '../../common/url.js';
import { navbarOf, type NavbarTargets } from './navbar.js';
import { bodyTagsOf, headOf } from './head-tags.js';

/** What resolving needs from the site and the run besides the config. */
export interface SiteConfigContext extends Omit<NavbarTargets, 'error' | 'html'> {
  preview: boolean;
  previewOf?: string | null;
  analyticsId: string | undefined;
}

export function resolveSiteConfig(config: SiteConfig, file: string, ctx: SiteConfigContext, report: Report): SiteConfigJson {
  const error = (m: string) => report.error(file, 1, 1, m);
  const base = normalizeBase(config.baseUrl);
  const withBase = (path: string) => joinBase(path, base);
  const html = (value: string, where: string): HastRoot => {
    // Links written with the base URL (`/sub/blog`) become routes; the router adds the base again.
    const { root, dropped } = htmlToHast(value, (href) => withoutBase(href, base) ?? href);
    if (dropped.length > 0) report.warn(file, 1, 1, `${where}: left out of the page (it could run code): ${[...new Set(dropped)].join(', ')}`);
    return root;
  };
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url.replace(/\/+$/, ''),
    baseUrl: base,
    logo: config.logo && logoOf(config.logo),
    ...(config.image ? { image: config.image } : {}),
    navbarTitle: config.navbarTitle === undefined ? config.title : config.navbarTitle,
    navbar: navbarOf(config, { ...ctx, error, html }),
    ...(config.navbarStyle ? { navbarStyle: config.navbarStyle } : {}),
    footer: footerOf(config, html),
    announcement: announcementOf(config.announcement, html),
    colorMode: {
      defaultMode: config.colorMode?.defaultMode ?? 'light',
      respectPrefersColorScheme: config.colorMode?.respectPrefersColorScheme ?? false,
      disableSwitch: config.colorMode?.disableSwitch ?? false,
      ...(systemChoice(config.colorMode) ? { systemChoice: true as const } : {}),
    },
    mermaid: { theme: { light: config.mermaid?.theme?.light ?? 'neutral', dark: config.mermaid?.theme?.dark ?? 'forest' } },
    analytics: analyticsOf(config.analytics, ctx),
    favicon: config.favicon ? withBase(config.favicon) : null,
    ...(config.tagManager && !ctx.preview ? { tagManager: { containerId: config.tagManager.containerId } } : {}),
    head: {
      ...headOf(ctx.preview ? { ...config, tagManager: undefined } : config, withBase, error),
      ...bodyTagsOf(config, withBase, error),
    },
    docsSidebar: { hideable: config.docsSidebar?.hideable ?? false, autoCollapseCategories: config.docsSidebar?.autoCollapseCategories ?? false },
    search: searchOf(config.search),
    customFields: toJson(config.customFields ?? {}, 'customFields', (m) => report.warn(file, 1, 1, m)) as Record<string, JsonValue>,
    ...(config.sitePlugins && Object.keys(config.sitePlugins.globalData).length > 0
      ? // As Docusaurus writes it (JSON.stringify): a function in it is left out without a word (Meta's preset puts its options, remark plugins included, there).
        { globalData: JSON.parse(JSON.stringify(config.sitePlugins.globalData)) as SiteConfigJson['globalData'] }
      : {}),
    ...(typeof config.trailingSlash === 'boolean' ? { trailingSlash: config.trailingSlash } : {}),
    ...(config.titleDelimiter !== undefined && config.titleDelimiter !== '|' ? { titleDelimiter: config.titleDelimiter } : {}),
    ...(config.blogSidebar?.groupByYear === false ? { blogGroupByYear: false as const } : {}),
    editUrl: typeof config.editUrl === 'string' ? config.editUrl : null,
    preview: ctx.preview,
    previewOf: ctx.preview ? (ctx.previewOf ?? null) : null,
  };
}

type Html = (value: string, where: string) => HastRoot;

function logoOf(l: LogoConfig): SiteLogo {
  return { alt: l.alt, src: l.src, srcDark: l.srcDark ?? null, href: l.href ?? null, width: l.width ?? null, height: l.height ?? null };
}

/** The footer's columns and text; its logo is the site's unless the footer sets its own (or null). */
function footerOf(config: SiteConfig, html: Html): SiteConfigJson['footer'] {
  const { footer } = config;
  if (!footer) return null;
  return {
    style: footer.style ?? 'dark',
    logo: footer.logo === undefined ? config.logo && logoOf(config.logo) : footer.logo && logoOf(footer.logo),
    columns: footer.columns.map((c, i) => ({
      title: c.title ?? null,
      items: c.items.map((it, j) => {
        if ('html' in it) return { html: html(it.html, `footer column ${i + 1} item ${j + 1}`) };
        const href = it.to ?? it.href ?? '/';
        return { label: it.label, href, external: isExternalUrl(href) };
      }),
    })),
    thanks: footer.thanks ?? null,
    copyright: html(footer.copyright, 'footer copyright'),
  };
}

function announcementOf(announcement: SiteConfig['announcement'], html: Html): SiteConfigJson['announcement'] {
  if (!announcement) return null;
  return {
    id: announcement.id,
    content: html(announcement.content, 'announcement'),
    href: announcement.href ?? null,
    backgroundColor: announcement.backgroundColor ?? null,
    textColor: announcement.textColor ?? null,
    isCloseable: announcement.isCloseable ?? true,
  };
}

/** Analytics from the config's or the environment's measurement id; never in a deploy preview. */
function analyticsOf(analytics: SiteConfig['analytics'], ctx: Pick<SiteConfigContext, 'analyticsId' | 'preview'>): SiteConfigJson['analytics'] {
  const measurementId = ctx.analyticsId ?? analytics?.measurementId;
  const provider = analytics?.provider ?? 'plausible';
  if (!measurementId || ctx.preview) return null;
  return { provider, measurementId, origin: provider === 'ga4' ? 'https://www.google-analytics.com' : 'https://plausible.io' };
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

/** The toggle offers the system's mode: a switch that follows the system, unless the config says no (Docusaurus before 3.8). */
const systemChoice = (c: SiteConfig['colorMode']) => c?.respectPrefersColorScheme === true && c.disableSwitch !== true && c.systemChoice !== false;
