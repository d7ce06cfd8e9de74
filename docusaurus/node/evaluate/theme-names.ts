import { NeedsBrowser } from '../../../pipeline/mdx/evaluate/runtime.js';
import { providedThemeNames } from '../theme/theme-names.js';

const needsBrowser = (name: string) => () => {
  throw new NeedsBrowser(`@theme/${name}`);
};

/** Modules whose default export is a map of components, not one. */
const MAPS: Record<string, string[]> = {
  'Admonition/Types': ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'secondary', 'important', 'success'],
  'NavbarItem/ComponentTypes': ['default', 'dropdown', 'search', 'localeDropdown', 'docsVersionDropdown'],
};

/**
 * Every `@theme/<Name>` the browser side provides (`docusaurus/client/theme/`), at build time: those the
 * build renders itself are in `modules.ts` and take precedence; the others (the chrome's parts,
 * icons, blog and doc parts) render in the browser, so a component that renders one becomes a local
 * component, prerendered and hydrated with the page, as one using state does.
 */
export function browserThemeModules(): Record<string, () => unknown> {
  return Object.fromEntries(
    [...providedThemeNames()].map((name) => [
      `@theme/${name}`,
      () => ({ default: MAPS[name] ? Object.fromEntries(MAPS[name].map((key) => [key, needsBrowser(`${name}.${key}`)])) : needsBrowser(name) }),
    ]),
  );
}
