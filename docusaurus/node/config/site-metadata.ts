import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { lockedVersion } from './lockfile.js';
import { UNKNOWN_SITE_METADATA, type CompatSiteMetadata } from '../../shared/site-context.js';

/** Docusaurus's `SiteMetadata` (`@generated/site-metadata`, `useDocusaurusContext().siteMetadata`): the shared shape. */
export type SiteMetadata = CompatSiteMetadata;

/** What a site gets when its folder has no `@docusaurus/core` installed: the major version this layer follows. */
export const UNKNOWN_DOCUSAURUS_VERSION = UNKNOWN_SITE_METADATA.docusaurusVersion;

/**
 * Whether a site's Docusaurus (`docusaurusVersion`, `3.7.0`) is `major.minor` or later: a folder
 * without `@docusaurus/core` installed (the bare major) follows the latest minor of its major.
 */
export function docusaurusAtLeast(docusaurusVersion: string, major: number, minor: number): boolean {
  const [own = major, ownMinor = Infinity] = docusaurusVersion.split('.').map(Number);
  return own > major || (own === major && ownMinor >= minor);
}

/** The version of a package the site's folder resolves (its own `node_modules`, as Node finds it from there), if any. */
function installedVersion(siteDir: string, pkg: string): string | undefined {
  try {
    return versionIn(createRequire(join(siteDir, 'package.json')).resolve(`${pkg}/package.json`));
  } catch {
    return undefined;
  }
}

/** The ranges a site's `package.json` declares for its packages (`dependencies`, then `devDependencies`); none without one. */
function declaredRanges(siteDir: string): Record<string, string> {
  let manifest: { dependencies?: Record<string, unknown>; devDependencies?: Record<string, unknown> };
  try {
    manifest = JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8')) as typeof manifest;
  } catch {
    return {};
  }
  const entries = Object.entries({ ...manifest.devDependencies, ...manifest.dependencies });
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * The lowest version a range or version names (`^3.4.0`, `~3.4.0`, `3.4.0` and a lockfile's
 * `3.4.0-canary.1` are `3.4.0`; `3.x` is the bare major `3`), undefined when it names none (`latest`).
 */
function lowestVersion(range: string): string | undefined {
  const found = /(?:^|[\s=^~>v])(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(range.trim());
  if (!found) return undefined;
  return [found[1], found[2], found[2] === undefined ? undefined : (found[3] ?? '0')].filter((part) => part !== undefined).join('.');
}

/**
 * The lowest version a site's `package.json` declares for the first of `packages` it depends on
 * (`lowestVersion`): the release its code, and so its swizzles, were written against. Undefined
 * when it declares none with a version number.
 */
export function declaredVersion(siteDir: string, packages: readonly string[]): string | undefined {
  const ranges = declaredRanges(siteDir);
  for (const pkg of packages) {
    const version = ranges[pkg] === undefined ? undefined : lowestVersion(ranges[pkg]);
    if (version) return version;
  }
  return undefined;
}

/** The version the site's lockfile (`lockfile.ts`) resolves for the first of `packages` it names, at the range the site declares. */
function siteLockedVersion(siteDir: string, packages: readonly string[]): string | undefined {
  const ranges = declaredRanges(siteDir);
  const locked = lockedVersion(
    siteDir,
    packages.map((name) => (ranges[name] === undefined ? { name } : { name, range: ranges[name] })),
  );
  return locked === undefined ? undefined : lowestVersion(locked);
}

/** Where a site's theme-classic release is read from, in order: theme-classic, else the preset that brings it, else the core. */
const THEME_CLASSIC_SOURCES = ['@docusaurus/theme-classic', '@docusaurus/preset-classic', '@docusaurus/core'];

/**
 * The `@docusaurus/theme-classic` whose components a site's swizzles replace, as `3.4.0`: the one its
 * folder has installed; else its installed core's (Docusaurus requires its packages at one version);
 * else, a folder without node_modules, the version its lockfile resolves for theme-classic, the
 * classic preset or the core (what its owners install: `lockfile.ts`, the nearest lockfile at or
 * above the folder that lists it); else the lowest version its `package.json` declares for them
 * (`declaredVersion`); else the bare major this layer follows (`UNKNOWN_DOCUSAURUS_VERSION`), which
 * `docusaurusAtLeast` takes as its latest release.
 */
export function themeClassicVersion(siteDir: string): string {
  return (
    installedVersion(siteDir, '@docusaurus/theme-classic') ??
    installedVersion(siteDir, '@docusaurus/core') ??
    siteLockedVersion(siteDir, THEME_CLASSIC_SOURCES) ??
    declaredVersion(siteDir, THEME_CLASSIC_SOURCES) ??
    UNKNOWN_DOCUSAURUS_VERSION
  );
}

/** Docusaurus's `PluginVersionInformation`: where a plugin's code comes from. */
export type PluginVersion = { type: 'package'; name?: string; version?: string } | { type: 'project' } | { type: 'local' };

/** The site's plugins as `pluginVersions` names them. */
export interface SitePluginList {
  /** Packages this build implements itself (docs, blog, pages, theme-classic, sitemap, ...): never run, so named by their package. */
  builtIn: string[];
  /** The plugins that ran (`site-plugins/run.ts`): the `name` their instance gave, and their module file (null: a function in the config). */
  instances: { name: string; file: string | null }[];
}

/**
 * The site's metadata as Docusaurus's `loadSiteMetadata` gathers it: the version of the
 * `@docusaurus/core` the site's folder resolves (its own `node_modules`, as it runs Docusaurus), its
 * `package.json` version, and each plugin's name and origin (`pluginVersions`).
 */
export function siteMetadata(siteDir: string, plugins: SitePluginList = { builtIn: [], instances: [] }): SiteMetadata {
  const manifest = join(siteDir, 'package.json');
  const siteVersion = existsSync(manifest) ? versionIn(manifest) : undefined;
  let core: string | undefined;
  try {
    core = versionIn(createRequire(manifest).resolve('@docusaurus/core/package.json'));
  } catch {
    core = undefined;
  }
  const docusaurusVersion = core ?? UNKNOWN_DOCUSAURUS_VERSION;
  return { docusaurusVersion, ...(siteVersion ? { siteVersion } : {}), pluginVersions: pluginVersions(siteDir, plugins, docusaurusVersion) };
}

/**
 * `pluginVersions`: plugin name → origin, as Docusaurus keys it by each instance's `name` (several
 * instances of one plugin share one entry). A built-in's name is the one Docusaurus's own plugins
 * give (`@docusaurus/plugin-content-docs` → `docusaurus-plugin-content-docs`); its version is the
 * installed package's, else the core's (Docusaurus requires all its packages at the core's version).
 */
export function pluginVersions(siteDir: string, plugins: SitePluginList, docusaurusVersion: string): Record<string, PluginVersion> {
  const out: Record<string, PluginVersion> = {};
  for (const name of plugins.builtIn) out[instanceName(name)] = builtInVersion(name, siteDir, docusaurusVersion);
  for (const p of plugins.instances) out[p.name] = p.file ? pluginVersion(p.file, siteDir) : { type: 'local' };
  return out;
}

const instanceName = (pkg: string) => (pkg.startsWith('@docusaurus/') ? `docusaurus-${pkg.slice('@docusaurus/'.length)}` : pkg);

function builtInVersion(pkg: string, siteDir: string, docusaurusVersion: string): PluginVersion {
  const version = installedVersion(siteDir, pkg);
  const fallback = pkg.startsWith('@docusaurus/') && docusaurusVersion !== UNKNOWN_DOCUSAURUS_VERSION ? docusaurusVersion : undefined;
  const found = version ?? fallback;
  return { type: 'package', name: pkg, ...(found ? { version: found } : {}) };
}

/**
 * Docusaurus's `getPluginVersion`: the nearest `package.json` above the plugin's module names it,
 * unless that is the site's own (`project`: a plugin file of the site); none at all: `local`.
 */
export function pluginVersion(file: string, siteDir: string): PluginVersion {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (!isFile(manifest)) continue;
    if (dir === siteDir) return { type: 'project' };
    const name = nameIn(manifest);
    const version = versionIn(manifest);
    return { type: 'package', ...(name ? { name } : {}), ...(version ? { version } : {}) };
  }
  return { type: 'local' };
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function nameIn(file: string): string | undefined {
  try {
    const name = (JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name;
    return typeof name === 'string' ? name : undefined;
  } catch {
    return undefined;
  }
}

function versionIn(file: string): string | undefined {
  try {
    const version = (JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version;
    return typeof version === 'string' ? version : undefined;
  } catch {
    return undefined;
  }
}
