import { describe, expect, it } from 'vitest';
import { docusaurusNavbarItem } from '../navbar-items';
import { docusaurusContext } from '../site-context';

describe('navbar items as the Docusaurus config wrote them', () => {
  it('gives a custom item (`custom-*`) back as the config wrote it: its own type and fields', () => {
    expect(docusaurusNavbarItem({ type: 'custom', customType: 'custom-kilnTemp', props: { label: 'Heat', unit: 'C' }, position: 'right' })).toEqual({
      type: 'custom-kilnTemp',
      label: 'Heat',
      unit: 'C',
      position: 'right',
    });
  });

  it('gives doc items their route as `to`, links `to` or `href`, dropdowns their entries', () => {
    expect(docusaurusNavbarItem({ type: 'doc', label: 'Docs', route: '/docs/intro', position: 'left' })).toEqual({
      type: 'default',
      label: 'Docs',
      to: '/docs/intro',
      position: 'left',
    });
    expect(docusaurusNavbarItem({ type: 'link', label: 'Forum', href: 'https://forum.example', external: true, position: 'right', className: 'x' })).toEqual({
      type: 'default',
      label: 'Forum',
      href: 'https://forum.example',
      position: 'right',
      className: 'x',
      'aria-label': undefined,
    });
    expect(
      docusaurusNavbarItem({ type: 'dropdown', label: 'More', position: 'left', items: [{ label: 'Blog', href: '/blog', external: false }] }),
    ).toMatchObject({ type: 'dropdown', items: [{ label: 'Blog', to: '/blog' }] });
  });

  it("in another locale: a doc item's path under the base URL, a link's `to` as the config wrote it (the Link adds base and locale)", () => {
    const paths = { siteBaseUrl: '/sub/', localePrefix: '/ar' };
    expect(docusaurusNavbarItem({ type: 'doc', label: 'Docs', route: '/ar/docs/intro', position: 'left' }, paths)).toMatchObject({ to: '/sub/ar/docs/intro' });
    expect(docusaurusNavbarItem({ type: 'link', label: 'News', href: '/ar/blog', external: false, position: 'left' }, paths)).toMatchObject({ to: '/blog' });
    expect(docusaurusNavbarItem({ type: 'link', label: 'Home', href: '/ar/', external: false, position: 'left' }, paths)).toMatchObject({ to: '/' });
    expect(
      docusaurusNavbarItem(
        { type: 'dropdown', label: 'More', position: 'left', items: [{ label: 'Install', href: '/ar/docs/install', external: false }] },
        paths,
      ),
    ).toMatchObject({ items: [{ to: '/docs/install' }] });
  });

  it('are useThemeConfig().navbar.items (a swizzled Navbar/Content draws them)', () => {
    const site = { title: 'T', tagline: '', url: 'https://t.example', baseUrl: '/', navbar: [{ type: 'search' as const, position: 'right' as const }] };
    expect(docusaurusContext(site).siteConfig.themeConfig.navbar.items).toEqual([{ type: 'search', position: 'right' }]);
  });
});
