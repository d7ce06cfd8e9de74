import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { I18nJson } from '../../../../common/contract';
import { MobileMenuContext, type MobileMenu } from '../menu';
import { MobileLocaleItem } from '../Locales';

const i18n: I18nJson = {
  currentLocale: 'en',
  defaultLocale: 'en',
  translations: {},
  locales: [
    { code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', prefix: '' },
    { code: 'fr', label: 'Français', direction: 'ltr', htmlLang: 'fr-FR', prefix: '/fr' },
    { code: 'eo', label: 'Esperanto', direction: 'ltr', htmlLang: 'eo', prefix: '/eo', url: 'https://eo.kiln.example' },
  ],
};

/** The menu's locale group on a page, its links as `label href target lang current`. */
function render(pathname: string, queryString?: string): string {
  const menu = { props: { manifest: { i18n } } } as unknown as MobileMenu;
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[pathname]}>
      <MobileMenuContext.Provider value={menu}>
        <MobileLocaleItem item={{ type: 'localeDropdown', position: 'right', locales: [], ...(queryString ? { queryString } : {}) }} routes={{}} />
      </MobileMenuContext.Provider>
    </MemoryRouter>,
  );
}

function links(pathname: string, queryString?: string): string[] {
  const html = render(pathname, queryString);
  return [...html.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map(([, attributes, label]) => {
    const attribute = (name: string) => new RegExp(`(?:^| )${name}="([^"]*)"`).exec(attributes!)?.[1] ?? '';
    return [label, attribute('href'), attribute('target'), attribute('lang'), attribute('aria-current')].join(' ');
  });
}

describe("the mobile menu's locale group", () => {
  it('links the page being read in each locale, as the bar does: the current one in the app, another loaded in the tab, each in its language', () => {
    expect(links('/docs/glazes')).toEqual([
      'English /docs/glazes  en page',
      'Français /fr/docs/glazes _self fr-FR ',
      // A locale on a site of its own: its URL, in the tab too.
      'Esperanto https://eo.kiln.example/eo/docs/glazes _self eo ',
    ]);
  });

  it("is the menu's dropdown group, labelled Language, as before it was drawn through the dropdown module", () => {
    expect(render('/docs/glazes')).toMatch(/^<li class="mobile-menu-group"><p class="mobile-menu-group-label">Language<\/p><ul class="sidebar-list"><li><a /);
  });

  it("appends the item's queryString; the address's own query and hash wait for hydration (none in a server render)", () => {
    expect(links('/docs/glazes?x=1#firing', 'lang=switch')).toEqual([
      'English /docs/glazes?lang=switch  en page',
      'Français /fr/docs/glazes?lang=switch _self fr-FR ',
      'Esperanto https://eo.kiln.example/eo/docs/glazes?lang=switch _self eo ',
    ]);
  });
});
