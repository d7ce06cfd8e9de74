import { describe, expect, it } from 'vitest';
import { htmlToHast } from '../html';
import { normalizeBase, withoutBase } from '../../../common/base-url';
import { configHtmlText } from '../../../docusaurus/shared/config-html-text';
import { compileSiteData } from '../../stages/site-data';
import type { SiteConfig } from '../../site-config';

const base = '/kiln/';
const copyright =
  '© Kiln works · <a href="/kiln/docs/firing">Firing notes</a> · <a href="/blog">News</a> <script>steal()</script><span onclick="steal()">Clay</span>';
const badge = '<a href="https://status.kiln.example"><img src="/kiln/img/badge.svg" alt="Status"></a>';
const announcement = 'Glaze <b>recipes</b> moved to <a href="/kiln/docs/glaze">a new page</a>';

/** The tree the manifest carries for a config HTML string (`config/resolve.ts`'s `html`). */
const manifestTree = (html: string) => htmlToHast(html, (href) => withoutBase(href, normalizeBase(base)) ?? href).root;

describe('config HTML as the HTML text Docusaurus sites read (useThemeConfig())', () => {
  it('drops what the build drops and puts the links to pages back under the base URL, as the chrome draws them', () => {
    expect(configHtmlText(manifestTree(copyright), base)).toBe(
      '© Kiln works · <a href="/kiln/docs/firing">Firing notes</a> · <a href="/kiln/blog">News</a> <span>Clay</span>',
    );
    expect(configHtmlText(manifestTree(badge), base)).toBe('<a href="https://status.kiln.example"><img src="/kiln/img/badge.svg" alt="Status"></a>');
  });

  it("is at build time the text the browser makes from the manifest's tree (`configHtmlText`, footer-config.test.ts), so a component rendering it hydrates without a mismatch", () => {
    const siteConfig = {
      title: 'Kiln',
      tagline: '',
      url: 'https://kiln.example',
      baseUrl: base,
      footer: { columns: [{ title: 'Elsewhere', items: [{ html: badge }] }], copyright },
      announcement: { id: 'glaze', content: announcement },
    } as unknown as SiteConfig;
    const built = compileSiteData([], { siteFile: { path: 'docusaurus.config.js', value: siteConfig, text: '' }, sidebarsFile: null } as never).site;
    expect(built.footer?.copyright).toBe(configHtmlText(manifestTree(copyright), base));
    expect(built.footer?.links).toEqual([{ title: 'Elsewhere', items: [{ html: configHtmlText(manifestTree(badge), base) }] }]);
    expect(built.announcementBar?.content).toBe('Glaze <b>recipes</b> moved to <a href="/kiln/docs/glaze">a new page</a>');
  });
});
