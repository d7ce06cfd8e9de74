import { join } from 'node:path';
import { PROJECT_ROOT } from '../../../pipeline/project-root.js';
import { themeComponents } from './swizzles.js';

/** The compatibility layer's theme folder: one file per `@theme/<Name>` of Docusaurus's classic theme this build provides. */
export const COMPAT_THEME_DIR = join(PROJECT_ROOT, 'docusaurus', 'client', 'theme');

/**
 * `@theme/<Name>` → file, read from a theme folder laid out as Docusaurus's (`Navbar/Layout.tsx` is
 * `Navbar/Layout`). Theme names are capitalised in every segment, as theme-classic's are: the
 * folder's helpers (`slot-props.ts`) are no theme component.
 */
export function compatThemeComponents(dir: string = COMPAT_THEME_DIR): Map<string, string> {
  return new Map([...themeComponents([dir])].filter(([name]) => name.split('/').every((part) => /^[A-Z]/.test(part))));
}

let names: ReadonlySet<string> | null = null;

/** The names the browser side provides (read once per process: the folder is part of this build, not of the site). */
export function providedThemeNames(): ReadonlySet<string> {
  return (names ??= new Set(compatThemeComponents().keys()));
}
