/**
 * Docusaurus's docs versions (`plugin-content-docs/src/versions/`): which versions a docs plugin
 * instance has, where each one's files and sidebars are, its route, label, banner and badge.
 * Pure over the options and the files the caller read.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CURRENT_VERSION = 'current';

export type VersionBanner = 'unreleased' | 'unmaintained';

/** The docs plugin's version options, as given (`lastVersion`, `versions`, ...). */
export interface VersionOptions {
  lastVersion: string | null;
  onlyIncludeVersions: string[] | null;
  includeCurrentVersion: boolean;
  disableVersioning: boolean;
  versions: Record<string, { label?: string; path?: string; banner?: 'none' | VersionBanner; badge?: boolean; className?: string }>;
}

export interface VersionMeta {
  pluginId: string;
  name: string;
  label: string;
  /** Route of the version's root: `/docs`, `/docs/next`, `/docs/1.0` (`''` for a docs plugin at `/`). */
  prefix: string;
  isLast: boolean;
  banner: VersionBanner | null;
  badge: boolean;
  /** The version's `className` option; absent: Docusaurus's `docs-version-<name>` (`docusaurus/shared/docs-data.ts` versionClassName). */
  className?: string;
  /** Folder of the version's docs, relative to the site folder. */
  path: string;
  /** The version's sidebars file relative to the site folder (versioned ones are JSON); `undefined`: the plugin's own option. */
  sidebarPath: string | false | undefined;
  /** Folder of the version's translations inside `i18n/<locale>/`. */
  localizedPath: string;
}

export function readVersionOptions(o: Record<string, unknown>, problems: string[], where: string): VersionOptions {
  const versions: VersionOptions['versions'] = {};
  if (o.versions !== undefined) {
    if (typeof o.versions !== 'object' || o.versions === null || Array.isArray(o.versions))
      problems.push(`${where} \`versions\`: expected an object of version name → { label, path, banner, badge }, got ${JSON.stringify(o.versions)}`);
    else
      for (const [name, v] of Object.entries(o.versions as Record<string, Record<string, unknown>>)) {
        const banner = typeof v.banner === 'string' ? v.banner : undefined;
        if (v.banner !== undefined && !['none', 'unreleased', 'unmaintained'].includes(banner ?? ''))
          problems.push(`${where} \`versions.${name}.banner\`: expected 'none', 'unreleased' or 'unmaintained', got ${JSON.stringify(v.banner)}`);
        versions[name] = {
          label: typeof v.label === 'string' ? v.label : undefined,
          path: typeof v.path === 'string' ? v.path : undefined,
          banner: banner === 'none' || banner === 'unreleased' || banner === 'unmaintained' ? banner : undefined,
          badge: typeof v.badge === 'boolean' ? v.badge : undefined,
          className: typeof v.className === 'string' ? v.className : undefined,
        };
      }
  }
  return {
    lastVersion: typeof o.lastVersion === 'string' ? o.lastVersion : null,
    onlyIncludeVersions: Array.isArray(o.onlyIncludeVersions) ? o.onlyIncludeVersions.filter((x): x is string => typeof x === 'string') : null,
    includeCurrentVersion: o.includeCurrentVersion !== false,
    disableVersioning: o.disableVersioning === true,
    versions,
  };
}

/** `versions.json`, or `<id>_versions.json` for another docs plugin instance. */
export const versionsFileName = (pluginId: string) => (pluginId === 'default' ? 'versions.json' : `${pluginId}_versions.json`);
const versionedDocsDir = (pluginId: string) => (pluginId === 'default' ? 'versioned_docs' : `${pluginId}_versioned_docs`);
const versionedSidebarsDir = (pluginId: string) => (pluginId === 'default' ? 'versioned_sidebars' : `${pluginId}_versioned_sidebars`);
/** The plugin's folder inside `i18n/<locale>/`. */
export const docsI18nDir = (pluginId: string) => (pluginId === 'default' ? 'docusaurus-plugin-content-docs' : `docusaurus-plugin-content-docs-${pluginId}`);

/** The names in `versions.json`, newest first; problems when it is not an array of strings. */
export function readVersionsFile(siteDir: string, pluginId: string, problems: string[]): string[] {
  const file = join(siteDir, versionsFileName(pluginId));
  if (!existsSync(file)) return [];
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${versionsFileName(pluginId)}: not valid JSON (${(error as Error).message}); write an array of version names, newest first: ["2.0", "1.0"]`);
    return [];
  }
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v.trim() !== '')) {
    problems.push(`${versionsFileName(pluginId)}: expected an array of version names, newest first ("2.0", "1.0"), got ${JSON.stringify(value)}`);
    return [];
  }
  return value as string[];
}

/**
 * Every version of one docs plugin instance, newest first, the way Docusaurus orders and names
 * them: `current` (the `docs/` folder) first unless `includeCurrentVersion: false`, then the
 * released versions of `versions.json`; the last version is `lastVersion`, else the newest
 * released one, else `current`.
 */
export function docsVersions(
  input: { pluginId: string; routeBase: string; docsPath: string; sidebarPath: string | false | undefined; released: string[]; options: VersionOptions },
  problems: string[],
): VersionMeta[] {
  const { pluginId, options } = input;
  const where = `docs${pluginId === 'default' ? '' : ` (id "${pluginId}")`}`;
  const released = options.disableVersioning ? [] : input.released;
  const all = [...(options.includeCurrentVersion ? [CURRENT_VERSION] : []), ...released];
  if (all.length === 0) {
    problems.push(`${where}: \`includeCurrentVersion: false\` needs at least one released version in ${versionsFileName(pluginId)}`);
    return [];
  }
  for (const name of options.onlyIncludeVersions ?? [])
    if (!all.includes(name)) problems.push(`${where} \`onlyIncludeVersions\`: unknown version "${name}"; versions: ${all.join(', ')}`);
  if (options.lastVersion && !all.includes(options.lastVersion))
    problems.push(`${where} \`lastVersion\`: unknown version "${options.lastVersion}"; versions: ${all.join(', ')}`);
  for (const name of Object.keys(options.versions))
    if (!all.includes(name)) problems.push(`${where} \`versions\`: unknown version "${name}"; versions: ${all.join(', ')}`);
  const names = options.onlyIncludeVersions ? all.filter((n) => options.onlyIncludeVersions!.includes(n)) : all;
  const last = options.lastVersion && names.includes(options.lastVersion) ? options.lastVersion : (names.find((n) => n !== CURRENT_VERSION) ?? CURRENT_VERSION);
  return names.map((name) => {
    const own = options.versions[name] ?? {};
    const part = own.path ?? (name === last ? '' : name === CURRENT_VERSION ? 'next' : name);
    const segments = [input.routeBase, part].map((s) => s.replace(/^\/+|\/+$/g, '')).filter(Boolean);
    const current = name === CURRENT_VERSION;
    const sidebarsFile = `${versionedSidebarsDir(pluginId)}/version-${name}-sidebars.json`;
    return {
      pluginId,
      name,
      label: own.label ?? (current ? 'Next' : name),
      prefix: segments.length ? `/${segments.join('/')}` : '',
      isLast: name === last,
      banner: own.banner
        ? own.banner === 'none'
          ? null
          : own.banner
        : name === last
          ? null
          : names.indexOf(name) < names.indexOf(last)
            ? 'unreleased'
            : 'unmaintained',
      badge: own.badge ?? names.length !== 1,
      ...(own.className ? { className: own.className } : {}),
      path: current ? input.docsPath : `${versionedDocsDir(pluginId)}/version-${name}`,
      sidebarPath: current ? input.sidebarPath : sidebarsFile,
      localizedPath: `${docsI18nDir(pluginId)}/${current ? 'current' : `version-${name}`}`,
    };
  });
}
