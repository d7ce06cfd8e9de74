import { docusaurusPath } from './base-url.js';
import { matchPath } from './match-path.js';

/** One doc as `useDocsVersion().docs[id]` gives it. */
export interface CompatDoc {
  id: string;
  title: string;
  description: string;
  sidebar: string | null;
}

/** What the compat layer knows of a doc: its id, route, sidebar, title, description and whether it is unlisted. */
export interface CompatDocInput extends CompatDoc {
  path: string;
  unlisted?: true;
}

/** One doc of `useActiveVersion().docs` (the docs plugin's global data): `unlisted` only when it is, as Docusaurus leaves it out otherwise. */
export interface CompatGlobalDoc {
  id: string;
  path: string;
  sidebar: string | null;
  unlisted?: true;
}

export interface CompatDocsVersion {
  /** The docs plugin instance the version is of (`default`, or the instance's `id`). */
  pluginId: string;
  version: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  /** Docusaurus's `useDocsVersion().docs`: doc id → id, title, description, sidebar. */
  docs: Record<string, CompatDoc>;
  /** The `useActiveVersion()` shape: docs as a list with their paths. */
  docsList: CompatGlobalDoc[];
  name: string;
  /** Docusaurus's `PropVersionMetadata.banner` and `badge` (`useDocsVersion()`, which an ejected `DocVersionBanner` or `DocVersionBadge` reads), where the caller knows them. */
  banner?: 'unreleased' | 'unmaintained' | null;
  badge?: boolean;
  /** `PropVersionMetadata.className`: the class `DocVersionRoot` puts on `<html>`, the version's `className` option or `docs-version-<name>`. */
  className: string;
  /** Sidebar id → its first link (`path` under the base URL, `label`), for global data's `sidebars[id].link`; `null` for a sidebar with none. */
  sidebarLinks?: Record<string, { path: string; label: string } | null>;
  /** The ids of the version's drafts, left out of a production build (global data's `draftIds`). */
  draftIds: string[];
}

/**
 * The value of Docusaurus's docs hooks for one version, shared by the build-time and browser sides.
 * Paths are Docusaurus's, under the base URL (`/sub/ar/docs/intro`): `base` is put in front of this
 * build's routes (the site's base URL for routes that carry the locale's prefix, as the browser's
 * do; the locale's for the unprefixed routes pages compile with). A sidebar is named by its own id
 * (`guide`), as Docusaurus names it, not this build's `<version>/guide`.
 */
export function docsVersionData(
  version: {
    pluginId?: string;
    name: string;
    label: string;
    isLast: boolean;
    path: string;
    mainDocId: string;
    banner?: 'unreleased' | 'unmaintained' | null;
    badge?: boolean;
    /** The version's `className` option, when the site sets one. */
    className?: string;
    /** Sidebar name (as the docs' `sidebar`) → its first link (this build's route and the item's label), or `null`. */
    sidebars?: Record<string, { path: string; label: string } | null>;
    /** The ids of the version's drafts (a production build's; none in dev, which shows them). */
    draftIds?: readonly string[];
  },
  docs: CompatDocInput[],
  base = '/',
): CompatDocsVersion {
  const path = (route: string) => docusaurusPath(route, base);
  const sidebar = (name: string | null) => (name?.startsWith(`${version.name}/`) ? name.slice(version.name.length + 1) : name);
  const byId: Record<string, CompatDoc> = {};
  for (const d of docs) byId[d.id] = { id: d.id, title: d.title, description: d.description, sidebar: sidebar(d.sidebar) };
  return {
    pluginId: version.pluginId ?? 'default',
    version: version.name,
    name: version.name,
    label: version.label,
    isLast: version.isLast,
    path: path(version.path),
    mainDocId: version.mainDocId,
    docs: byId,
    docsList: docs.map((d) => ({ id: d.id, path: path(d.path), ...(d.unlisted ? { unlisted: true as const } : {}), sidebar: sidebar(d.sidebar) })),
    ...(version.banner !== undefined ? { banner: version.banner } : {}),
    ...(version.badge !== undefined ? { badge: version.badge } : {}),
    className: versionClassName(version),
    draftIds: [...(version.draftIds ?? [])],
    ...(version.sidebars && Object.keys(version.sidebars).length > 0
      ? {
          sidebarLinks: Object.fromEntries(
            Object.entries(version.sidebars).map(([name, link]) => [sidebar(name)!, link && { path: path(link.path), label: link.label }]),
          ),
        }
      : {}),
  };
}

/** An instance's latest version, as the docs client's `getLatestVersion` gives it: the one marked last, else its first. */
export function latestVersionOf<V extends { isLast: boolean }>(versions: readonly V[]): V | undefined {
  return versions.find((v) => v.isLast) ?? versions[0];
}

/**
 * The version a pathname is in, as the docs client's `getActiveVersion` finds it: React Router's
 * `matchPath` on the version's path, not exact (`/docs` holds `/docs/intro`, not `/docs-next`),
 * the last version tried last, since its path (`/docs`) holds the others' (`/docs/next`).
 */
export function activeVersionOf<V extends { path: string; isLast: boolean }>(versions: readonly V[], pathname: string | null | undefined): V | undefined {
  if (pathname === null || pathname === undefined) return undefined;
  const ordered = [...versions.filter((v) => !v.isLast), ...versions.filter((v) => v.isLast)];
  return ordered.find((v) => matchPath(pathname, { path: v.path, exact: false, strict: false }) !== null);
}

/** A docs version's class on `<html>` (`DocVersionRoot`'s `HtmlClassNameProvider`): its `className` option, else Docusaurus's default. */
export const versionClassName = (version: { name: string; className?: string }): string => version.className ?? `docs-version-${version.name}`;
