import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NavbarItemConfig } from '../../../pipeline/site-config.js';
import { themeComponents } from '../theme/swizzles.js';

const COMPONENT_TYPES = 'NavbarItem/ComponentTypes';

/**
 * The site's own navbar item types (`custom-*`) that no component is registered for. Docusaurus
 * draws such an item with the component its swizzled `NavbarItem/ComponentTypes` maps the type to,
 * and throws on a type without one; here that is a build error, before any page is drawn. The map
 * is the site's module, run only in the browser bundle: a type its source does not name is not in it.
 */
export function unregisteredNavbarTypes(siteDir: string, navbar: readonly NavbarItemConfig[]): string[] {
  const types = [...new Set(navbar.flatMap((item) => (item.type === 'custom' ? [item.customType] : [])))];
  if (types.length === 0) return [];
  const file = themeComponents([join(siteDir, 'src', 'theme')]).get(COMPONENT_TYPES);
  const source = file ? readFileSync(file, 'utf8') : '';
  return types
    .filter((type) => !source.includes(type))
    .map(
      (type) =>
        `navbar item type "${type}" has no component: ${file ? `the site's ${COMPONENT_TYPES} (${file}) does not register it` : `swizzle ${COMPONENT_TYPES} (src/theme/${COMPONENT_TYPES}.js) and register it there`}, as Docusaurus draws a custom navbar item`,
    );
}
