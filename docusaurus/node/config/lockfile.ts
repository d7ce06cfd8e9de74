import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { parse } from 'yaml';

/** A package the site depends on, and the range its `package.json` declares for it (none: a dependency of a dependency). */
export interface WantedPackage {
  name: string;
  range?: string;
}

/**
 * What a lockfile of one format resolves `pkg` to for the workspace at `workspace` (the site's
 * folder relative to the lockfile's, `/`-separated; `''` for the lockfile's own), if it lists that
 * workspace and the package. `rootDir` is the lockfile's folder.
 */
type LockReader = (text: string, workspace: string, pkg: WantedPackage, rootDir: string) => string | undefined;

/** The version a `packages` (npm 7+) or `dependencies` (npm 5–6) entry gives, when it is one. */
const versionField = (entry: unknown): string | undefined => {
  const version = (entry as { version?: unknown } | undefined)?.version;
  return typeof version === 'string' && /^\d/.test(version) ? version : undefined;
};

/** `apps/site` → `apps/site/`, `apps/`, `''`: the folders whose node_modules Node looks in from the workspace, nearest first. */
const folderPrefixes = (workspace: string): string[] => {
  const parts = workspace ? workspace.split('/') : [];
  return parts.map((_, i) => `${parts.slice(0, parts.length - i).join('/')}/`).concat('');
};

/**
 * `package-lock.json`. Versions 2 and 3 key `packages` by install path (`node_modules/<pkg>`, a
 * workspace's own `website/node_modules/<pkg>`) and list each workspace by its path; version 1
 * (npm 5–6, which had no workspaces) names the root's packages in `dependencies`.
 */
export const npmLocked: LockReader = (text, workspace, pkg) => {
  const lock = JSON.parse(text) as { packages?: Record<string, unknown>; dependencies?: Record<string, unknown> };
  if (lock.packages) {
    if (workspace && !lock.packages[workspace]) return undefined;
    for (const prefix of folderPrefixes(workspace)) {
      const version = versionField(lock.packages[`${prefix}node_modules/${pkg.name}`]);
      if (version) return version;
    }
    return undefined;
  }
  return workspace ? undefined : versionField(lock.dependencies?.[pkg.name]);
};

/** One entry of a `yarn.lock`: the descriptors (`name@range`) its key lists, and the version they resolve to. */
export interface YarnEntry {
  descriptors: WantedPackage[];
  version: string;
}

/** `"@docusaurus/core@npm:^3.4.0"` → `@docusaurus/core` and `^3.4.0` (berry writes the protocol, classic does not). */
const yarnDescriptor = (text: string): WantedPackage => {
  const at = text.indexOf('@', 1);
  return at < 0 ? { name: text } : { name: text.slice(0, at), range: text.slice(at + 1).replace(/^npm:/, '') };
};

/**
 * The entries of a `yarn.lock`, classic (v1: `"a@^1", a@^1.2:` and `  version "1.2.0"`) or berry
 * (YAML: `"a@npm:^1, a@npm:^1.2":` and `  version: 1.2.0`). An entry starts at an unindented key
 * ending in `:`; its own fields are indented two spaces (its dependencies' lines four, so they are
 * never taken for its version). Berry's `__metadata` block names no package and is left out.
 */
export function yarnEntries(text: string): YarnEntry[] {
  const entries: YarnEntry[] = [];
  let current: YarnEntry | undefined;
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const descriptors = line.endsWith(':')
        ? line
            .slice(0, -1)
            .split(',')
            .map((part) => yarnDescriptor(part.trim().replace(/^"/, '').replace(/"$/, '')))
            .filter((d) => d.range !== undefined)
        : [];
      current = descriptors.length > 0 ? { descriptors, version: '' } : undefined;
      if (current) entries.push(current);
      continue;
    }
    const version = /^ {2}version:? "?([^"\s]+)"?\s*$/.exec(line)?.[1];
    if (current && version) current.version = version;
  }
  return entries;
}

/** `website/*` → a test of `website/docs`: a workspaces glob, `*` one folder, `**` any number. */
const workspaceGlob = (pattern: string): RegExp => {
  const body = pattern
    .replace(/^\.\//, '')
    .replace(/\/+$/, '')
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`);
};

/** Whether the `package.json` at `rootDir` lists `workspace` among its `workspaces` (an array, or yarn's `{ packages }`). */
export function declaresWorkspace(rootDir: string, workspace: string): boolean {
  let workspaces: unknown;
  try {
    workspaces = (JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8')) as { workspaces?: unknown }).workspaces;
  } catch {
    return false;
  }
  const patterns = Array.isArray(workspaces) ? workspaces : (workspaces as { packages?: unknown } | undefined)?.packages;
  return Array.isArray(patterns) && patterns.some((p) => typeof p === 'string' && workspaceGlob(p).test(workspace));
}

/** The one version every entry of `versions` agrees on; none when they differ (which of them the site gets is not said). */
const onlyVersion = (versions: readonly string[]): string | undefined => {
  const distinct = new Set(versions);
  return distinct.size === 1 ? [...distinct][0] : undefined;
};

/**
 * `yarn.lock`: the entry whose key names the package at the range the site declares for it; for a
 * package the site gets through another (theme-classic through the preset), the version all its
 * entries share. A workspace below the lockfile's folder counts when berry lists it
 * (`website@workspace:website`) or, classic, the root `package.json` declares it.
 */
export const yarnLocked: LockReader = (text, workspace, pkg, rootDir) => {
  const entries = yarnEntries(text);
  const listed = entries.some((e) => e.descriptors.some((d) => d.range === `workspace:${workspace}`));
  if (workspace && !listed && !declaresWorkspace(rootDir, workspace)) return undefined;
  const named = entries.filter((e) => e.version && e.descriptors.some((d) => d.name === pkg.name));
  const declared = pkg.range === undefined ? undefined : named.find((e) => e.descriptors.some((d) => d.range === pkg.range));
  return declared?.version ?? onlyVersion(named.map((e) => e.version));
};

/** `3.4.0(react@18.3.1)` (pnpm 7+) and `3.4.0_react@18.3.1` (pnpm 6): the version without the peers it was resolved with. */
const withoutPeers = (version: string): string | undefined => {
  const bare = version.split(/[(_]/)[0]!;
  return /^\d/.test(bare) ? bare : undefined;
};

/** A pnpm importer's entry for a package: the version (pnpm 6: `3.4.0`) or `{ specifier, version }` (pnpm 8+). */
const pnpmImporterVersion = (entry: unknown): string | undefined => {
  const value = typeof entry === 'object' && entry !== null ? (entry as { version?: unknown }).version : entry;
  return typeof value === 'string' || typeof value === 'number' ? withoutPeers(String(value)) : undefined;
};

/** A `packages` key's version of `name`: `/name/3.4.0_peers` (pnpm 6), `/name@3.4.0(peers)` (7–8), `name@3.4.0(peers)` (9). */
const pnpmKeyVersion = (key: string, name: string): string | undefined => {
  const path = key.replace(/^\//, '');
  if (!path.startsWith(name) || !'@/'.includes(path[name.length] ?? '')) return undefined;
  return withoutPeers(path.slice(name.length + 1));
};

/**
 * `pnpm-lock.yaml`: the site's importer (`importers['.']`, a workspace's by its path; a lockfile
 * without importers is the root's) names the version of a package it depends on; a package it gets
 * through another is found among the `packages` keys, when they name one version of it.
 */
export const pnpmLocked: LockReader = (text, workspace, pkg) => {
  type Importer = { dependencies?: Record<string, unknown>; devDependencies?: Record<string, unknown> };
  const lock = parse(text) as (Importer & { importers?: Record<string, Importer>; packages?: Record<string, unknown> }) | null;
  if (!lock) return undefined;
  const importer = lock.importers ? lock.importers[workspace || '.'] : workspace ? undefined : lock;
  if (!importer) return undefined;
  const direct = pnpmImporterVersion(importer.dependencies?.[pkg.name] ?? importer.devDependencies?.[pkg.name]);
  if (direct) return direct;
  const keyed = Object.keys(lock.packages ?? {}).map((key) => pnpmKeyVersion(key, pkg.name));
  return onlyVersion(keyed.filter((v): v is string => v !== undefined));
};

/** The lockfiles a folder may hold, by name, in the order they are read when it holds several. */
const LOCKFILES: readonly (readonly [string, LockReader])[] = [
  ['package-lock.json', npmLocked],
  ['yarn.lock', yarnLocked],
  ['pnpm-lock.yaml', pnpmLocked],
];

/**
 * The folder of the lockfile a package manager would use for the site: the nearest at or above the
 * site's folder holding one (a site in a monorepo's `website/` is installed from the root's). That
 * lockfile counts only if it lists the site's folder as its own or as a workspace.
 */
function lockfileFolder(siteDir: string): string | undefined {
  for (let dir = siteDir; ; dir = dirname(dir)) {
    if (LOCKFILES.some(([name]) => existsSync(join(dir, name)))) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * The version the site's lockfile resolves the first of `packages` to that it names (`3.4.0`, as
 * written there): the release its owners install. Undefined without a lockfile above the site, one
 * that does not list the site, or one naming none of them; an unreadable lockfile names none.
 */
export function lockedVersion(siteDir: string, packages: readonly WantedPackage[]): string | undefined {
  const rootDir = lockfileFolder(siteDir);
  if (rootDir === undefined) return undefined;
  const workspace = relative(rootDir, siteDir).split(sep).join('/');
  for (const [name, read] of LOCKFILES) {
    let text: string;
    try {
      text = readFileSync(join(rootDir, name), 'utf8');
    } catch {
      continue;
    }
    for (const pkg of packages) {
      try {
        const version = read(text, workspace, pkg, rootDir);
        if (version) return version;
      } catch {
        break;
      }
    }
  }
  return undefined;
}
