import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PROJECT_ROOT } from '../../../pipeline/project-root.js';

/**
 * Docusaurus packages that run as they are (their imports of the client API resolve to
 * docusaurus/client/): the theme's hooks and utilities, and the pure helpers they use.
 */
export const THEME_COMMON_PACKAGES = /^@docusaurus\/(?:theme-common(?:\/.*)?|utils-common|theme-translations(?:\/.*)?)$/;

/** The same packages by name, for Vite's dependency optimizer (which takes names, not patterns). */
export const THEME_COMMON_NAMES = ['@docusaurus/theme-common', '@docusaurus/theme-translations'];

/**
 * The CommonJS packages theme-common imports in the browser: served as source in dev mode
 * (`THEME_COMMON_NAMES` are not pre-bundled), it finds them pre-bundled only when they are named
 * (Vite discovers no dependency of a file in node_modules).
 */
export const THEME_COMMON_CJS_DEPS = ['@docusaurus/utils-common', 'parse-numeric-range'];

/**
 * Where a site without its own `@docusaurus/theme-common` finds one: this project's package.json,
 * when this project has it installed (a devDependency: a clone has it, the packed tool does not,
 * since it brings Docusaurus's core with it as a peer). Null when it is not installed.
 */
export function ownThemeCommonFrom(): string | null {
  const from = join(PROJECT_ROOT, 'package.json');
  try {
    createRequire(from).resolve('@docusaurus/theme-common');
    return from;
  } catch {
    return null;
  }
}

/** `@docusaurus/theme-common/internal` as Node resolves it from the site folder, else (`own`) from this project (`ownThemeCommonFrom`); null when neither has it. */
export function themeCommonInternal(siteDir: string, own = true): string | null {
  for (const from of [join(siteDir, 'package.json'), own ? ownThemeCommonFrom() : null]) {
    if (!from) continue;
    try {
      return createRequire(from).resolve('@docusaurus/theme-common/internal');
    } catch {
      // not installed there
    }
  }
  return null;
}

/**
 * The theme-common a Docusaurus site's bundle takes (its own, else this project's: the order of
 * `themeCommonInternal`): its folder (real path) and version, or null. Part of the client bundle's
 * cache key, since node_modules is no input the cache lists: theme-common installed, removed or
 * upgraded in the site (or in this project, for a site without one) bundles again.
 */
export function resolvedThemeCommon(siteDir: string): { dir: string; version: string } | null {
  const internal = themeCommonInternal(siteDir);
  if (!internal) return null;
  // Up from `lib/internal.js` to the package's own package.json (its exports map does not export it).
  for (let dir = dirname(internal); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
    if (name === '@docusaurus/theme-common') return { dir: realpathSync(dir), version: version ?? '' };
  }
  return null;
}

/**
 * The names of theme-common's `internal` that docusaurus/client/ reads: the providers Docusaurus's
 * theme puts around a page and the hooks that read them. The client's declaration of the module
 * (`client/site-theme-common.d.ts`) lists the same names, so reading another is a type error; a
 * unit test keeps the two lists equal.
 */
export const SITE_THEME_COMMON_NAMES = [
  'AnnouncementBarProvider',
  'BlogPostProvider',
  'CodeBlockContextProvider',
  'ColorModeProvider',
  'DocProvider',
  'DocsPreferredVersionContextProvider',
  'DocsSidebarProvider',
  'NavbarProvider',
  'ScrollControllerProvider',
  'TitleFormatterProvider',
  'useCodeBlockContext',
  'useNavbarMobileSidebar',
  'useTitleFormatter',
];
