import { describe, expect, it } from 'vitest';
import type { SiteConfigJson } from '../../../common/contract';
import { docusaurusContext } from '../../shared/site-context';
import { compatFooter } from '../footer-config';

type Footer = NonNullable<SiteConfigJson['footer']>;
const text = (value: string) => ({ type: 'text' as const, value });

const footer: Footer = {
  style: 'dark',
  logo: { alt: 'Kiln works', src: '/img/kiln.svg', srcDark: null, href: 'https://kiln.example', width: 120, height: null },
  columns: [
    {
      title: 'Learn',
      items: [
        { label: 'Loading', href: '/docs/loading', external: false },
        { label: 'Forum', href: 'https://forum.kiln.example', external: true },
      ],
    },
    { title: 'Elsewhere', items: [{ html: { type: 'root', children: [{ type: 'element', tagName: 'b', children: [text('Badge')] }] } }] },
  ],
  thanks: null,
  copyright: { type: 'root', children: [text('© Kiln works')] },
};

describe("the footer as Docusaurus's themeConfig.footer (useThemeConfig())", () => {
  it('gives the columns, logo and copyright in the config’s shape, the HTML as text, one object per footer', () => {
    const config = compatFooter(footer, '/');
    expect(config).toEqual({
      style: 'dark',
      logo: { alt: 'Kiln works', src: '/img/kiln.svg', href: 'https://kiln.example', width: 120 },
      links: [
        {
          title: 'Learn',
          items: [
            { label: 'Loading', to: '/docs/loading' },
            { label: 'Forum', href: 'https://forum.kiln.example' },
          ],
        },
        { title: 'Elsewhere', items: [{ html: '<b>Badge</b>' }] },
      ],
      copyright: '© Kiln works',
    });
    expect(compatFooter(footer, '/')).toBe(config);
  });

  it('serialises the HTML with the shared configHtmlText, links to pages under the base URL, as the build-time side does', () => {
    const link = { type: 'element' as const, tagName: 'a', properties: { href: '/docs/loading' }, children: [text('Loading')] };
    const under = compatFooter(
      { ...footer, copyright: { type: 'root', children: [link] }, columns: [{ title: 'Elsewhere', items: [{ html: { type: 'root', children: [link] } }] }] },
      '/kiln/',
    )!;
    expect(under.copyright).toBe('<a href="/kiln/docs/loading">Loading</a>');
    expect(under.links).toEqual([{ title: 'Elsewhere', items: [{ html: '<a href="/kiln/docs/loading">Loading</a>' }] }]);
  });

  it('is undefined for a site without a footer, as theme-classic leaves it', () => {
    expect(compatFooter(null, '/')).toBeUndefined();
    const site = { title: 'T', tagline: '', url: 'https://t.example', baseUrl: '/' };
    expect(docusaurusContext(site).siteConfig.themeConfig).not.toHaveProperty('footer');
    expect(docusaurusContext({ ...site, footer: compatFooter(footer, '/') }).siteConfig.themeConfig).toHaveProperty('footer.style', 'dark');
  });
});
