import { describe, expect, it } from 'vitest';
import { docusaurusNavbarItem } from '../navbar-items';
import { docusaurusContext } from '../site-context';

describe('navbar items as the Docusaurus config wrote them', () => {
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

  it('are useThemeConfig().navbar.items (a swizzled Navbar/Content draws them)', () => {
    const site = { title: 'T', tagline: '', url: 'https://t.example', baseUrl: '/', navbar: [{ type: 'search' as const, position: 'right' as const }] };
    expect(docusaurusContext(site).siteConfig.themeConfig.navbar.items).toEqual([{ type: 'search', position: 'right' }]);
  });
});
