import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NavbarItemConfig } from '../../../pipeline/site-config.js';
import { themeComponents } from '../theme/swizzles.js';

const COMPONENT_TYPES = 'NavbarItem/ComponentTypes';

/** What the build says about the site's own navbar item types: errors stop it, warnings do not. */
export interface NavbarTypeProblems {
  errors: string[];
  warnings: string[];
}

/**
 * The site's own navbar item types (`custom-*`) that no component is registered for. Docusaurus
 * draws such an item with the component its swizzled `NavbarItem/ComponentTypes` maps the type to,
 * and throws on a type without one. With no swizzled map at all that throw is certain: a build
 * error here, before any page is drawn. A map whose source does not name the type may still build
 * its keys some other way (spread from another module, computed), which only running it in the
 * browser shows: a warning, since what Docusaurus accepts is not an error here.
 */
export function unregisteredNavbarTypes(siteDir: string, navbar: readonly NavbarItemConfig[]): NavbarTypeProblems {
  const types = [...new Set(navbar.flatMap((item) => (item.type === 'custom' ? [item.customType] : [])))];
  const file = types.length > 0 ? themeComponents([join(siteDir, 'src', 'theme')]).get(COMPONENT_TYPES) : undefined;
  if (!file) {
    return {
      errors: types.map(
        (type) =>
          `navbar item type "${type}" has no component: swizzle ${COMPONENT_TYPES} (src/theme/${COMPONENT_TYPES}.js) and register it there, as Docusaurus draws a custom navbar item`,
      ),
      warnings: [],
    };
  }
  const source = readFileSync(file, 'utf8');
  return {
    errors: [],
    warnings: types
      .filter((type) => !source.includes(type))
      .map(
        (type) =>
          `navbar item type "${type}" is not named in the site's ${COMPONENT_TYPES} (${file}): unless that map gets it from elsewhere, Docusaurus throws on this item; register it there`,
      ),
  };
}
