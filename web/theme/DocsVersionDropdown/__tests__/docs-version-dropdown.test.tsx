import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { BootDocsVersion, NavbarItem } from '../../../../common/contract';
import { DocsVersionDropdown } from '..';
import type { DocHere } from '../../../app/versions';
import { LocaleDropdown } from '../../LocaleDropdown';

const version = (name: string, path: string, isLast: boolean): BootDocsVersion => ({
  pluginId: 'default',
  name,
  label: name === 'current' ? 'Next' : `v${name}`,
  isLast,
  path,
  banner: null,
  badge: true,
  mainDocId: 'firing',
  mainDocPath: `${path}/firing`,
});
const only = version('current', '/manual', true);
const older = version('2.0', '/manual/2.0', false);
type Item = Extract<NavbarItem, { type: 'docsVersionDropdown' }>;
const item: Item = { type: 'docsVersionDropdown', position: 'right', pluginId: 'default' };

/** A doc in both versions, as its route entry names it. */
const glazes = (version: string): DocHere => ({ pluginId: 'default', version, paths: { current: '/manual/glazes', '2.0': '/manual/2.0/glazes' } });

function render(versions: BootDocsVersion[], at: string, it: Item = item, doc: DocHere = glazes(at.startsWith('/manual/2.0/') ? '2.0' : 'current')): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[at]}>
      <DocsVersionDropdown versions={versions} pluginId="default" doc={doc} item={it} />
    </MemoryRouter>,
  );
}

describe("the bar's version dropdown", () => {
  it("with one version and nothing around it: a plain link to the page in it, labelled with the version, as theme-classic's DocsVersionDropdownNavbarItem draws DefaultNavbarItem", () => {
    const html = render([only], '/manual/glazes');
    expect(html).not.toMatch(/<button/);
    expect(html).toMatch(/^<a [^>]*href="\/manual\/glazes"[^>]*>Next<\/a>$/);
    // Marked where the bar marks a link to the page read (NavLink's rule)...
    expect(html).toMatch(/class="navbar-link active"/);
    // ...never with dropdownActiveClassDisabled (theme-classic hands it `isActive: () => false`).
    expect(render([only], '/manual/glazes', { ...item, dropdownActiveClassDisabled: true })).toMatch(/class="navbar-link"/);
  });

  it('with one version and a link of the config around it, or with two versions: a menu', () => {
    const around = render([only], '/manual/glazes', { ...item, dropdownItemsAfter: [{ label: 'Archive', href: 'https://old.kiln.example/', external: true }] });
    expect(around).toMatch(/<button [^>]*aria-label="Docs version: Next"/);
    // The config's link after the version's.
    expect([...around.matchAll(/<a [^>]*>([^<]*)/g)].map((m) => m[1])).toEqual(['Next', 'Archive']);
    const two = render([only, older], '/manual/2.0/glazes');
    expect(two).toMatch(/<button [^>]*aria-label="Docs version: v2.0"/);
    expect([...two.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1])).toEqual(['/manual/glazes', '/manual/2.0/glazes']);
    // Off the docs (no doc read), a version's link leads to its main doc.
    expect(render([only], '/blog', item, null)).toMatch(/^<a [^>]*href="\/manual\/firing"[^>]*>Next<\/a>$/);
  });
});

describe("the bar's locale dropdown", () => {
  it("lists the config's links before and after the locales", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/manual/glazes']}>
        <LocaleDropdown
          item={{
            type: 'localeDropdown',
            position: 'right',
            locales: [{ code: 'en', label: 'English' }],
            dropdownItemsBefore: [{ label: 'All languages', href: '/languages', external: false }],
            dropdownItemsAfter: [{ label: 'Translate', href: 'https://translate.kiln.example/', external: true }],
          }}
        />
      </MemoryRouter>,
    );
    expect([...html.matchAll(/<a [^>]*>([^<]*)/g)].map((m) => m[1])).toEqual(['All languages', 'English', 'Translate']);
  });
});
