import { describe, expect, it } from 'vitest';
import { footerThemeConfig } from '../footer-theme-config.js';

const siteLogo = { alt: 'Kiln works', src: '/img/kiln.svg' };
// The shape alone: the HTML text as written (the build passes the cleaned text, `config-html-text.test.ts`).
const asWritten = (html: string) => html;

describe("the build-time themeConfig.footer (useThemeConfig() in Markdown's evaluation)", () => {
  it("gives titled columns, the logo and the copyright's HTML text in Docusaurus's shape", () => {
    const footer = {
      style: 'light' as const,
      logo: { alt: 'Kiln footer', src: '/img/foot.svg', href: 'https://kiln.example', width: 90 },
      columns: [
        {
          title: 'Learn',
          items: [
            { label: 'Loading', to: '/docs/loading' },
            { label: 'Forum', href: 'https://forum.kiln.example' },
          ],
        },
        { title: 'Elsewhere', items: [{ html: '<b>Badge</b>' }] },
      ],
      copyright: '© <em>Kiln</em> works',
    };
    expect(footerThemeConfig({ footer, logo: siteLogo }, asWritten)).toEqual({
      style: 'light',
      logo: { alt: 'Kiln footer', src: '/img/foot.svg', href: 'https://kiln.example', width: 90 },
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
      copyright: '© <em>Kiln</em> works',
    });
  });

  it('flattens the simple footer, keeps a site-internal href as `to`, and takes the defaults the manifest takes', () => {
    const footer = { columns: [{ items: [{ label: 'Glaze notes', href: '/docs/glaze' }] }], copyright: '' };
    expect(footerThemeConfig({ footer, logo: siteLogo }, asWritten)).toEqual({
      style: 'dark',
      logo: siteLogo,
      links: [{ label: 'Glaze notes', to: '/docs/glaze' }],
    });
    expect(footerThemeConfig({ footer: { ...footer, logo: null }, logo: siteLogo }, asWritten)).not.toHaveProperty('logo');
  });

  it('is undefined for a site without a footer', () => {
    expect(footerThemeConfig({ footer: null, logo: siteLogo }, asWritten)).toBeUndefined();
  });
});
