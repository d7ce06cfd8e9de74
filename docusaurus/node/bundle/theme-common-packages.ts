import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../../pipeline/project-root.js';

/**
 * Docusaurus packages that run as they are (their imports of the client API resolve to
 * docusaurus/client/): the theme's hooks and utilities, and the pure helpers they use.
 */
export const THEME_COMMON_PACKAGES = /^@docusaurus\/(?:theme-common(?:\/.*)?|utils-common|theme-translations(?:\/.*)?)$/;

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
