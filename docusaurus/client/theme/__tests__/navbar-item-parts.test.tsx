import { beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { HastRoot } from '../../../../common/contract';
import { bootQuery, queryClient } from '../../../../web/app/query';
import HtmlNavbarItem from '../NavbarItem/HtmlNavbarItem';
import NavbarNavLink from '../NavbarItem/NavbarNavLink';
import { navbarDropdownNavLink } from '../slot-adapters';

const kiln: HastRoot = { type: 'root', children: [{ type: 'element', tagName: 'b', properties: {}, children: [{ type: 'text', value: 'Kiln' }] }] };

/** A site whose navbar has one `html` item, its config string `<b>Kiln</b>` and the tree the build parsed from it. */
beforeAll(() => {
  queryClient.setQueryData(bootQuery.queryKey, {
    site: { baseUrl: '/', url: 'https://kiln.example', navbar: [{ type: 'html', value: kiln, text: '<b>Kiln</b>', position: 'right' }] },
    i18n: { currentLocale: 'en', defaultLocale: 'en', locales: [{ code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en' }] },
  });
});

const at = (path: string, node: ReactNode) => renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);

describe('@theme/NavbarItem/HtmlNavbarItem', () => {
  it("draws the build's tree for the config string it is given, in theme-classic's markup, never the string itself", () => {
    expect(at('/', <HtmlNavbarItem value="<b>Kiln</b>" className="kiln-badge" />)).toBe('<div class="navbar__item kiln-badge"><b>Kiln</b></div>');
    expect(at('/', <HtmlNavbarItem value="<b>Kiln</b>" mobile />)).toBe('<div class="menu__list-item"><b>Kiln</b></div>');
    expect(at('/', <HtmlNavbarItem value="<b>Kiln</b>" isDropdownItem />)).toBe('<li><b>Kiln</b></li>');
    // A string the config does not hold has no tree: nothing is parsed in the browser.
    expect(at('/', <HtmlNavbarItem value='<img src="x" onerror="alert(1)">' />)).toBe('<div class="navbar__item"></div>');
  });
});

describe('@theme/NavbarItem/NavbarNavLink', () => {
  it('marks the link by the `isActive` it is given (a doc item: its sidebar), and puts a data attribute on the anchor', () => {
    const link = (isActive: () => boolean) =>
      at(
        '/docs/loading',
        <NavbarNavLink
          to="/docs/firing"
          label="Schedule"
          className="navbar__item navbar__link"
          activeClassName="navbar__link--active"
          isActive={isActive}
          data-kiln-link="bar"
        />,
      );
    expect(link(() => true)).toBe(
      '<a data-kiln-link="bar" class="navbar-link navbar__item navbar__link active navbar__link--active" aria-current="page" href="/docs/firing">Schedule</a>',
    );
    expect(link(() => false)).toBe('<a data-kiln-link="bar" class="navbar-link navbar__item navbar__link" href="/docs/firing">Schedule</a>');
  });

  it("takes the mobile menu's look for a `menu__link`, and marks its page (or one under it, without `exact`)", () => {
    expect(at('/docs/loading', <NavbarNavLink to="/docs/loading" label="Log" className="menu__link" activeClassName="menu__link--active" />)).toBe(
      '<a class="menu__link sidebar-link menu__link--active" aria-current="page" href="/docs/loading">Log</a>',
    );
    expect(at('/docs/loading/more', <NavbarNavLink to="/docs/loading" label="Log" exact className="menu__link" />)).toBe(
      '<a class="menu__link sidebar-link" href="/docs/loading">Log</a>',
    );
  });
});

describe("a dropdown's link, as theme-classic's DefaultNavbarItem/Desktop hands NavbarNavLink", () => {
  it('is a `dropdown__link` with `isDropdownLink`, choosing it does what the bar does, and it is marked as the bar marks it', () => {
    const chosen: string[] = [];
    const props = navbarDropdownNavLink({
      entry: { label: '1.0', href: '/docs/1.0/loading', active: true, className: 'kiln-version', onSelect: () => chosen.push('stored') },
      onChosen: () => chosen.push('closed'),
    });
    expect(props).toMatchObject({
      label: '1.0',
      to: '/docs/1.0/loading',
      className: 'dropdown__link kiln-version',
      isDropdownLink: true,
      activeClassName: 'dropdown__link--active',
    });
    expect(props).not.toHaveProperty('isDropdownItem');
    (props.onClick as () => void)();
    expect(chosen).toEqual(['stored', 'closed']);
    expect((props.isActive as () => boolean)()).toBe(true);
  });
});
