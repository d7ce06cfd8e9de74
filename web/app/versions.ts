import type { DocsVersion } from '../../pipeline/contract';

/**
 * Docusaurus's `docsClientUtils` over the manifest's versions: which version a path is in, and
 * where the same doc is in another version. Pure, so the dropdown and the banner are thin.
 */

/** The versions of one docs plugin instance, newest first as the manifest lists them. */
export const pluginVersions = (versions: DocsVersion[], pluginId: string) => versions.filter((v) => v.pluginId === pluginId);

/**
 * The version a path belongs to: the last version's path (`/docs`) is a prefix of the others'
 * (`/docs/next`), so it is tried after them, as Docusaurus does.
 */
export function activeVersion(versions: DocsVersion[], pathname: string): DocsVersion | null {
  const under = (v: DocsVersion) => {
    const base = v.path.replace(/\/$/, '');
    return base === '' || pathname === base || pathname.startsWith(`${base}/`);
  };
  const ordered = [...versions.filter((v) => !v.isLast), ...versions.filter((v) => v.isLast)];
  return ordered.find((v) => v.docs.some((d) => d.path === pathname)) ?? ordered.find(under) ?? null;
}

export const mainDocPath = (version: DocsVersion) => version.docs.find((d) => d.id === version.mainDocId)?.path ?? version.path;

/** The doc a path shows in its version, if it is a doc. */
export function activeDoc(version: DocsVersion | null, pathname: string) {
  return version?.docs.find((d) => d.path === pathname) ?? null;
}

/** The same doc (by id) in another version, else that version's main doc. */
export function sameDocIn(target: DocsVersion, from: DocsVersion | null, pathname: string): string {
  const doc = activeDoc(from, pathname);
  return (doc && target.docs.find((d) => d.id === doc.id)?.path) || mainDocPath(target);
}

/** The dropdown's entries: each version, linking to the page being read where it exists there. */
export function versionLinks(versions: DocsVersion[], pluginId: string, pathname: string) {
  const own = pluginVersions(versions, pluginId);
  const current = activeVersion(own, pathname);
  return own.map((v) => ({ version: v, href: sameDocIn(v, current, pathname), active: v === (current ?? own.find((x) => x.isLast)) }));
}
