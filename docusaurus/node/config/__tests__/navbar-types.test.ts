import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { unregisteredNavbarTypes } from '../navbar-types';
import type { NavbarItemConfig } from '../../../../pipeline/site-config';

const dirs: string[] = [];
const site = (componentTypes?: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'navbar-types-'));
  dirs.push(dir);
  if (componentTypes !== undefined) {
    mkdirSync(join(dir, 'src/theme/NavbarItem'), { recursive: true });
    writeFileSync(join(dir, 'src/theme/NavbarItem/ComponentTypes.js'), componentTypes);
  }
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

const custom = (customType: string): NavbarItemConfig => ({ type: 'custom', customType, props: {}, position: 'left' });

describe("a navbar item of the site's own type (custom-*)", () => {
  it('is fine when the swizzled NavbarItem/ComponentTypes registers it, or the navbar has none', () => {
    const dir = site("import T from '@theme-original/NavbarItem/ComponentTypes';\nexport default { ...T, 'custom-kilnTemp': () => null };\n");
    expect(unregisteredNavbarTypes(dir, [custom('custom-kilnTemp')])).toEqual({ errors: [], warnings: [] });
    expect(unregisteredNavbarTypes(site(), [{ type: 'search', position: 'right' }])).toEqual({ errors: [], warnings: [] });
  });

  it('is an error with no swizzled map at all, naming where to register it, as Docusaurus throws for it', () => {
    expect(unregisteredNavbarTypes(site(), [custom('custom-kilnTemp')])).toEqual({
      errors: [
        'navbar item type "custom-kilnTemp" has no component: swizzle NavbarItem/ComponentTypes (src/theme/NavbarItem/ComponentTypes.js) and register it there, as Docusaurus draws a custom navbar item',
      ],
      warnings: [],
    });
  });

  it('is a warning when the swizzled map does not name it: the map may get it from another module', () => {
    const dir = site("import more from '../../navbar-types';\nexport default { 'custom-other': () => null, ...more };\n");
    expect(unregisteredNavbarTypes(dir, [custom('custom-kilnTemp'), custom('custom-other')])).toEqual({
      errors: [],
      warnings: [
        `navbar item type "custom-kilnTemp" is not named in the site's NavbarItem/ComponentTypes (${join(dir, 'src/theme/NavbarItem/ComponentTypes.js')}): unless that map gets it from elsewhere, Docusaurus throws on this item; register it there`,
      ],
    });
  });
});
