import type { BootDocsVersion, DropdownVersionItem, NavbarItem } from '../../common/contract';

/**
 * Docusaurus's `docsClientUtils` over boot.json's versions and the page's own route entry: which
 * version a path is in, and where the same doc is in another version. Pure, so the dropdown and
 * the banner are thin. Nothing here needs a list of every doc.
 */

/** The doc being read: its plugin and version (from its chunk) and its routes in each version (its route entry). */
export type DocHere = { pluginId: string; version: string; paths?: Record<string, string> } | null;

/** The versions of one docs plugin instance, newest first as boot.json lists them. */
export const pluginVersions = (versions: BootDocsVersion[], pluginId: string) => versions.filter((v) => v.pluginId === pluginId);

/**
 * The version a path belongs to: a doc's own, else by path. The last version's path (`/docs`) is
 * a prefix of the others' (`/docs/next`), so it is tried after them, as Docusaurus does.
 */
export function activeVersion(versions: BootDocsVersion[], pathname: string, doc: DocHere): BootDocsVersion | null {
  const own = doc && versions.find((v) => v.pluginId === doc.pluginId && v.name === doc.version);
  if (own) return own;
  const under = (v: BootDocsVersion) => {
    const base = v.path.replace(/\/$/, '');
    return base === '' || pathname === base || pathname.startsWith(`${base}/`);
  };
  const ordered = [...versions.filter((v) => !v.isLast), ...versions.filter((v) => v.isLast)];
  return ordered.find(under) ?? null;
}

/** The same doc (by id) in another version, else that version's main doc. */
export function sameDocIn(target: BootDocsVersion, doc: DocHere, pathname: string): string {
  if (!doc || doc.pluginId !== target.pluginId) return target.mainDocPath;
  if (doc.version === target.name) return pathname;
  return doc.paths?.[target.name] ?? target.mainDocPath;
}

/**
 * The dropdown's entries: each version, linking to the page being read where it exists there.
 * `active`: the one the dropdown shows (the version being read, else the last); `read`: the
 * version of the page being read only (Docusaurus's `activeDocContext.activeVersion`, which marks a
 * version's link: none off this plugin's pages). `suffix`, the address's `?search#hash`, follows
 * each link, as theme-classic keeps them on a version switch. With the config's `versions`
 * (`items`), only those, in its order and with its labels; the one shown is then the first of the
 * version being read and the last version that it lists, else its first (theme-classic's
 * `useDisplayedVersionItem`).
 */
export function versionLinks(versions: BootDocsVersion[], pluginId: string, pathname: string, doc: DocHere, suffix = '', items?: DropdownVersionItem[]) {
  const own = pluginVersions(versions, pluginId);
  const current = activeVersion(own, pathname, doc);
  const listed = items
    ? items.flatMap(({ name, label }) => own.filter((v) => v.name === name).map((v) => ({ version: v, label: label ?? v.label })))
    : own.map((v) => ({ version: v, label: v.label }));
  const shown = [current, own.find((x) => x.isLast)].find((v) => v && listed.some((l) => l.version === v)) ?? listed[0]?.version;
  return listed.map(({ version: v, label }) => ({
    version: v,
    label,
    href: sameDocIn(v, doc, pathname) + suffix,
    active: v === shown,
    read: v === current,
  }));
}

/**
 * A navbar doc item's target (Docusaurus's `useLayoutDoc`): the first of the version being read,
 * the reader's preferred version (the last one chosen or read) and the last version where the
 * item's doc (or sidebar) is; else its target in the last version.
 */
export function navbarDocRoute(
  item: Extract<NavbarItem, { type: 'doc' }>,
  versions: BootDocsVersion[],
  pathname: string,
  doc: DocHere,
  preferred: string | null = null,
): string {
  if (!item.versions) return item.route;
  const own = pluginVersions(versions, 'default');
  const candidates = [activeVersion(own, pathname, doc)?.name, own.some((v) => v.name === preferred) ? preferred : undefined];
  for (const name of candidates) {
    const target = name && item.versions.find((v) => v.version === name);
    if (target) return target.route;
  }
  return item.route;
}

/**
 * Docusaurus's `useDocsVersionCandidates(pluginId)[0]`: the version being read in that docs plugin,
 * else the reader's preferred one, else the last (null: the plugin has no versions here).
 */
export function versionCandidate(
  versions: BootDocsVersion[],
  pluginId: string,
  pathname: string,
  doc: DocHere,
  preferred: string | null = null,
): BootDocsVersion | null {
  const own = pluginVersions(versions, pluginId);
  return activeVersion(own, pathname, doc) ?? own.find((v) => v.name === preferred) ?? own.find((v) => v.isLast) ?? own[0] ?? null;
}

/** A navbar doc item's label: a label-less `docsVersion` item's is its version candidate's (`DocsVersionNavbarItem`). */
export function navbarDocLabel(
  item: Extract<NavbarItem, { type: 'doc' }>,
  versions: BootDocsVersion[],
  pathname: string,
  doc: DocHere,
  preferred: string | null = null,
): string {
  if (item.versionLabel === undefined) return item.label;
  return versionCandidate(versions, item.versionLabel, pathname, doc, preferred)?.label ?? item.label;
}
