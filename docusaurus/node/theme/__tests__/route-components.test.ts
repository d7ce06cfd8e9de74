import { describe, expect, it } from 'vitest';
import { docItemModule, routeComponents, withRouteComponents } from '../route-components';

describe("a docs instance's docItemComponent", () => {
  it('fills the DocItem slot only when an instance names one', () => {
    const site = new Map([['Navbar', '/site/src/theme/Navbar.js']]);
    expect([...withRouteComponents(site, {})]).toEqual([...site]);
    expect(withRouteComponents(site, { api: '@theme/ApiItem' }).get('DocItem')).toBe('\0route-component:DocItem');
    expect(withRouteComponents(site, { api: '@theme/ApiItem' }).get('Navbar')).toBe('/site/src/theme/Navbar.js');
    expect(routeComponents({ docItemComponents: {}, siteDocItem: undefined, slotPropsFile: '/p/slot-props.ts' })).toBeNull();
  });

  it("picks the component by the page's docs instance; the others draw the site's DocItem, else the chrome's", () => {
    const chrome = docItemModule({
      docItemComponents: { api: '@theme/ApiItem', 'field-notes': '@site/src/NotesItem' },
      siteDocItem: undefined,
      slotPropsFile: '/p/slot-props.ts',
    });
    expect(chrome).toContain(`import Default from "@theme-original/DocItem";`);
    expect(chrome).toContain(`import Component0 from "@theme/ApiItem";`);
    expect(chrome).toContain(`import Component1 from "@site/src/NotesItem";`);
    expect(chrome).toContain(`const BY_PLUGIN = { "api": Component0, "field-notes": Component1 };`);
    const own = docItemModule({
      docItemComponents: { api: '@theme/ApiItem' },
      siteDocItem: '/site/src/theme/DocItem/index.js',
      slotPropsFile: '/p/slot-props.ts',
    });
    expect(own).toContain(`import Default from "/site/src/theme/DocItem/index.js";`);
  });
});
