/**
 * The navbar's items as the browser reads them: doc ids and sidebars resolved to routes (with the
 * closest valid choices when one does not exist), `html` items parsed into elements. The items'
 * shape was checked before (`site-config-schema.ts`): an item of an unknown type or a broken
 * `activeBaseRegex` is left out here without a second report.
 */
import type { DropdownVersionItem, HastRoot, JsonValue, NavbarDropdownAround, NavbarItem, NavbarItemLook } from '../../common/contract.js';
import type { DropdownItemConfig, DropdownItemsAround, DropdownVersions, NavbarItemConfig, SiteConfig } from '../site-config.js';
import { isExternalUrl } from '../../common/url.js';
import { suggest } from '../check/suggest.js';
import { instanceSidebarName, instanceSidebarNames } from '../sidebars/names.js';
import { regexProblem } from './site-config-schema.js';
import { versionItemsOf } from '../../docusaurus/shared/navbar-items.js';

type VersionRoute = { version: string; route: string };
type VersionMainDoc = VersionRoute & { label: string; isLast: boolean };

/** What resolving the navbar needs from the site and the run. */
export interface NavbarTargets {
  docRoutes: Map<string, string>;
  sidebarFirstRoute: Map<string, string>;
  /** Each sidebar's first link (its route and label), by the manifest's sidebar name: a label-less `docSidebar` item's label. */
  sidebarFirstLink?: Map<string, { route: string; label: string }>;
  /** A docs instance's doc ids in its last version, for items with `docsPluginId` (null: no such instance). */
  pluginDocRoutes?: (pluginId: string) => Map<string, string> | null;
  /** A navbar target in each version of the default docs plugin (`assemble/site-config.ts`); empty with one version. */
  versionRoutes?: { doc(id: string): VersionRoute[]; sidebar(id: string): VersionRoute[] };
  /**
   * Whether a doc id is one the build left out as a draft (a production build), in the docs
   * instance `pluginId` names (absent: any). Its `doc` item is left out without a word, as
   * theme-classic's `DocNavbarItem` draws nothing for a doc `useLayoutDoc` finds among `draftIds`.
   */
  isDraft?: (id: string, pluginId: string | undefined) => boolean;
  /** Each version of a docs instance (newest first, as the manifest lists them) and the route of its main doc. */
  versionMainDocs?: (pluginId: string) => VersionMainDoc[];
  /** Reports a problem of the site config. */
  error: (message: string) => void;
  /** An `html` item's value as elements (`config/html.ts`, with the site's base URL). */
  html: (value: string, where: string) => HastRoot;
}

/** `navbar item 2 ("Docs")`: how problems name an item. */
const navbarItemName = (item: NavbarItemConfig, i: number) => `navbar item ${i + 1}${'label' in item && item.label ? ` ("${item.label}")` : ''}`;

/** The navbar's items in order; items of an unknown type are left out (the schema reported them). */
export function navbarOf(config: Pick<SiteConfig, 'navbar' | 'i18n'>, targets: NavbarTargets): NavbarItem[] {
  const routes = docTargets(targets);
  return config.navbar.flatMap((item, i) => {
    const resolved = navbarItemOf(item, navbarItemName(item, i), config, routes, targets);
    return resolved ? [resolved] : [];
  });
}

function navbarItemOf(item: NavbarItemConfig, where: string, config: Pick<SiteConfig, 'i18n'>, routes: DocTargets, targets: NavbarTargets): NavbarItem | null {
  const position = item.position ?? 'left';
  switch (item.type ?? 'default') {
    case 'doc': {
      const it = item as Extract<NavbarItemConfig, { type: 'doc' }>;
      if (targets.isDraft?.(it.docId, it.docsPluginId)) return null;
      return {
        type: 'doc',
        label: it.label,
        route: routes.doc(it.docId, where, it.docsPluginId),
        position,
        ...inPluginVersions(it.docsPluginId, () => targets.versionRoutes?.doc(it.docId)),
        ...lookOf(it),
        config: { type: 'doc', docId: it.docId, ...pluginOf(it) },
      };
    }
    case 'docSidebar': {
      const it = item as Extract<NavbarItemConfig, { type: 'docSidebar' }>;
      // Without a label of its own, theme-classic's DocSidebarNavbarItem shows the sidebar's first link's.
      const firstLabel = () => targets.sidebarFirstLink?.get(instanceSidebarName(it.docsPluginId ?? 'default', it.sidebarId))?.label;
      return {
        type: 'doc',
        label: it.label || firstLabel() || it.sidebarId,
        route: routes.sidebar(it.sidebarId, where, it.docsPluginId ?? 'default'),
        position,
        ...inPluginVersions(it.docsPluginId, () => targets.versionRoutes?.sidebar(it.sidebarId)),
        ...lookOf(it),
        config: { type: 'docSidebar', sidebarId: it.sidebarId, ...pluginOf(it) },
      };
    }
    case 'default': {
      const it = item as { label: string; to?: string; href?: string } & NavbarItemLook;
      const href = it.to ?? it.href ?? '/';
      return { type: 'link', label: it.label, href, external: isExternalUrl(href), position, ...lookOf(it) };
    }
    case 'dropdown': {
      const it = item as Extract<NavbarItemConfig, { type: 'dropdown' }>;
      return {
        type: 'dropdown',
        label: it.label,
        position,
        ...lookOf(it),
        items: it.items.flatMap((sub, j) => (isDraftDoc(sub, targets) ? [] : [dropdownLinkOf(sub, `${where} › item ${j + 1}`, routes)])),
      };
    }
    case 'search':
      return { type: 'search', position: item.position ?? 'right' };
    case 'localeDropdown': {
      const it = item as Extract<NavbarItemConfig, { type: 'localeDropdown' }>;
      return {
        type: 'localeDropdown',
        position: item.position ?? 'right',
        locales: config.i18n?.locales ?? [{ code: 'en', label: 'English' }],
        ...(it.queryString ? { queryString: it.queryString } : {}),
        ...linksAround(it, where, routes, targets),
      };
    }
    case 'html': {
      const { value: text, className } = item as Extract<NavbarItemConfig, { type: 'html' }>;
      return { type: 'html', value: targets.html(text, where), text, position, ...(className ? { className } : {}) };
    }
    case 'custom': {
      // What the site's component gets: JSON, as the manifest carries it (a function in it is left out).
      const it = item as Extract<NavbarItemConfig, { type: 'custom' }>;
      return { type: 'custom', customType: it.customType, props: JSON.parse(JSON.stringify(it.props)) as Record<string, JsonValue>, position };
    }
    case 'docsVersion':
      return docsVersionItem(item as Extract<NavbarItemConfig, { type: 'docsVersion' }>, where, targets);
    case 'docsVersionDropdown': {
      const it = item as Extract<NavbarItemConfig, { type: 'docsVersionDropdown' }>;
      return {
        type: 'docsVersionDropdown',
        position: item.position ?? 'right',
        pluginId: it.docsPluginId ?? 'default',
        ...(it.dropdownActiveClassDisabled === true ? { dropdownActiveClassDisabled: true as const } : {}),
        ...(it.versions ? { versionItems: dropdownVersionItems(it.versions, it.docsPluginId ?? 'default', where, targets) } : {}),
        ...linksAround(it, where, routes, targets),
      };
    }
    default:
      return null;
  }
}

/**
 * Docusaurus's `docsVersion` item (theme-classic `DocsVersionNavbarItem`): one link to the main doc
 * of the version being read, else the last version's; its label that version's unless set. It is
 * drawn as a doc item: one route per version, so it follows the version as doc items do.
 */
function docsVersionItem(it: Extract<NavbarItemConfig, { type: 'docsVersion' }>, where: string, targets: NavbarTargets): NavbarItem {
  const pluginId = it.docsPluginId ?? 'default';
  const versions = targets.versionMainDocs?.(pluginId) ?? [];
  const last = versions.find((v) => v.isLast) ?? versions[0];
  if (!last) targets.error(`${where}: docsVersion item: docsPluginId "${pluginId}" names no docs plugin instance with docs`);
  const routes = it.to ? [] : versions.map(({ version, route }) => ({ version, route }));
  return {
    type: 'doc',
    label: it.label ?? last?.label ?? '',
    route: it.to ?? last?.route ?? '/',
    position: it.position ?? 'left',
    ...(pluginId === 'default' ? inVersions(routes) : {}),
    ...(it.label === undefined && versions.length > 1 ? { versionLabel: pluginId } : {}),
    ...lookOf(it),
    config: { type: 'docsVersion', ...(it.label !== undefined ? { label: it.label } : {}), ...(it.to ? { to: it.to } : {}), ...pluginOf(it) },
  };
}

/**
 * theme-classic's `versions` of a version dropdown, as its `getVersionItems` reads them: names in
 * the order given, each with its own label where the object form sets one. A name that is no
 * version of the instance is an error here (theme-classic throws it while the page renders).
 */
function dropdownVersionItems(versions: DropdownVersions, pluginId: string, where: string, targets: NavbarTargets): DropdownVersionItem[] {
  const items = versionItemsOf(versions);
  const known = (targets.versionMainDocs?.(pluginId) ?? []).map((v) => v.version);
  const unknown = items.filter((item) => !known.includes(item.name));
  for (const { name } of unknown)
    targets.error(
      `${where}: docsVersionDropdown item: versions names "${name}", which is no version of docs plugin instance "${pluginId}" (its versions: ${known.map((v) => `"${v}"`).join(', ') || 'none'})`,
    );
  return items.filter((item) => !unknown.includes(item));
}

/** The item's docs instance as the config named it (absent: the default one). */
const pluginOf = (it: { docsPluginId?: string }) => (it.docsPluginId ? { docsPluginId: it.docsPluginId } : {});

type NavbarLink = Extract<NavbarItem, { type: 'dropdown' }>['items'][number];

/** A dropdown's `doc` item naming a draft: left out, as at the top level. */
const isDraftDoc = (sub: DropdownItemConfig, targets: NavbarTargets) =>
  'type' in sub && sub.type === 'doc' && targets.isDraft?.(sub.docId, sub.docsPluginId) === true;

function dropdownLinkOf(sub: DropdownItemConfig, where: string, routes: DocTargets): NavbarLink {
  if ('type' in sub && sub.type === 'doc') return { label: sub.label, href: routes.doc(sub.docId, where, sub.docsPluginId), external: false, ...lookOf(sub) };
  const s = sub as { label: string; to?: string; href?: string };
  const href = s.to ?? s.href ?? '/';
  return { label: s.label, href, external: isExternalUrl(href), ...lookOf(sub) };
}

/** A locale or version dropdown's `dropdownItemsBefore` and `dropdownItemsAfter` as links (a draft's doc left out), each only when it has one. */
function linksAround(it: DropdownItemsAround, where: string, routes: DocTargets, targets: NavbarTargets): NavbarDropdownAround {
  const links = (list: DropdownItemConfig[] | undefined, key: string) =>
    (list ?? []).flatMap((sub, j) => (isDraftDoc(sub, targets) ? [] : [dropdownLinkOf(sub, `${where} › ${key} ${j + 1}`, routes)]));
  const before = links(it.dropdownItemsBefore, 'dropdownItemsBefore');
  const after = links(it.dropdownItemsAfter, 'dropdownItemsAfter');
  return { ...(before.length ? { dropdownItemsBefore: before } : {}), ...(after.length ? { dropdownItemsAfter: after } : {}) };
}

/** Docusaurus's `className`, `aria-label`, `target` and active-route settings, only those set (a broken regex left out). */
function lookOf(it: NavbarItemLook): NavbarItemLook {
  return {
    ...(it.className ? { className: it.className } : {}),
    ...(it.ariaLabel ? { ariaLabel: it.ariaLabel } : {}),
    ...(it.target ? { target: it.target } : {}),
    ...(it.activeBasePath ? { activeBasePath: it.activeBasePath } : {}),
    ...(it.activeBaseRegex && regexProblem(it.activeBaseRegex) === null ? { activeBaseRegex: it.activeBaseRegex } : {}),
  };
}

/** A navbar item's `versions`, only when the target is in more than one version. */
const inVersions = (routes: VersionRoute[] | undefined) => (routes && routes.length > 1 ? { versions: routes } : {});

/**
 * The SPA follows the default plugin's versions (`web/app/versions.ts`): an item into another
 * instance leads to that instance's last version.
 */
const inPluginVersions = (pluginId: string | undefined, routes: () => VersionRoute[] | undefined) =>
  !pluginId || pluginId === 'default' ? inVersions(routes()) : {};

interface DocTargets {
  doc(id: string, where: string, pluginId?: string): string;
  sidebar(id: string, where: string, pluginId: string): string;
}

/** A doc id's or sidebar's route; a missing one is reported with the closest valid choices, and leads to `/`. */
function docTargets(targets: NavbarTargets): DocTargets {
  // `docsPluginId` picks the docs instance, as in Docusaurus; without it (or `default`) ids are
  // looked up as before: the default instance's first, then the others'.
  const pluginDocs = (pluginId: string | undefined, where: string): Map<string, string> | null => {
    if (!pluginId || pluginId === 'default') return targets.docRoutes;
    const routes = targets.pluginDocRoutes?.(pluginId) ?? null;
    if (!routes) targets.error(`${where}: docsPluginId "${pluginId}" names no docs plugin instance; give the \`id\` of one of the site's docs plugins`);
    return routes;
  };
  const inPlugin = (pluginId: string | undefined) => (pluginId && pluginId !== 'default' ? ` in docs plugin "${pluginId}"` : '');
  return {
    doc(id, where, pluginId) {
      const routes = pluginDocs(pluginId, where);
      if (!routes) return '/';
      const route = routes.get(id);
      if (!route) targets.error(`${where}: doc id "${id}" does not exist${inPlugin(pluginId)}. ${suggest(id, [...routes.keys()])}`);
      return route ?? '/';
    },
    sidebar(id, where, pluginId) {
      // Sidebars are per docs instance (`sidebars/names.ts`); an unknown instance is reported once.
      const known = pluginDocs(pluginId, where) !== null;
      const route = targets.sidebarFirstRoute.get(instanceSidebarName(pluginId, id));
      if (!route && known)
        targets.error(
          `${where}: sidebar "${id}" does not exist${inPlugin(pluginId)}. ${suggest(id, instanceSidebarNames(pluginId, targets.sidebarFirstRoute.keys()))}`,
        );
      return route ?? '/';
    },
  };
}
