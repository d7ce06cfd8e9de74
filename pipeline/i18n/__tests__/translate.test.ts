import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../site-config.js';
import type { ContentLayout } from '../../../docusaurus/node/config/layout.js';
import { translateFooter, translateLayout, translateNavbar } from '../translate.js';
import { localeTranslations, readTranslationFile, type TranslationProblem } from '../translation-files.js';
import { tempDir } from '../../__tests__/temp-dir';

const config: SiteConfig = {
  title: 'Lantern',
  tagline: '',
  url: 'https://lantern.example',
  logo: { alt: 'Lantern logo', src: '/img/logo.svg' },
  navbarTitle: 'Lantern',
  navbar: [
    { type: 'docSidebar', sidebarId: 'manual', label: 'Manual', position: 'left' },
    {
      type: 'dropdown',
      label: 'More',
      items: [
        { label: 'Releases', to: '/blog' },
        { type: 'doc', docId: 'faq', label: 'FAQ' },
      ],
    },
    { type: 'search', position: 'right' },
  ],
  footer: {
    logo: { alt: 'Footer logo', src: '/img/logo.svg' },
    columns: [
      { title: 'Read', items: [{ label: 'Manual', to: '/docs' }, { html: '<b>kept</b>' }] },
      { items: [{ label: 'Forum', href: 'https://forum.example' }] },
    ],
    copyright: 'Copyright Lantern',
  },
};

describe('navbar and footer translations (docusaurus-theme-classic/navbar.json, footer.json)', () => {
  it('translates the title, the logo alt, item labels and dropdown entries; keeps what has no key', () => {
    const out = translateNavbar(config, { title: 'فانوس', 'logo.alt': 'شعار', 'item.label.Manual': 'الدليل', 'item.label.FAQ': 'أسئلة' });
    expect(out.navbarTitle).toBe('فانوس');
    expect(out.logo?.alt).toBe('شعار');
    expect(out.navbar.map((i) => ('label' in i ? i.label : i.type))).toEqual(['الدليل', 'More', 'search']);
    expect(out.navbar[1]).toMatchObject({ items: [{ label: 'Releases' }, { label: 'أسئلة' }] });
  });
  it('translates column titles, link labels of titled and simple columns, the copyright and the logo alt', () => {
    const out = translateFooter(config.footer, {
      'link.title.Read': 'اقرأ',
      'link.item.label.Manual': 'الدليل',
      'link.item.label.Forum': 'المنتدى',
      copyright: 'حقوق',
      'logo.alt': 'شعار التذييل',
    });
    expect(out!.columns).toEqual([
      { title: 'اقرأ', items: [{ label: 'الدليل', to: '/docs' }, { html: '<b>kept</b>' }] },
      { title: undefined, items: [{ label: 'المنتدى', href: 'https://forum.example' }] },
    ]);
    expect(out!.copyright).toBe('حقوق');
    expect(out!.logo?.alt).toBe('شعار التذييل');
  });
});

describe('translation files', () => {
  const site = tempDir('translations-');
  mkdirSync(join(site, 'i18n/fr/docusaurus-plugin-content-docs'), { recursive: true });
  mkdirSync(join(site, 'i18n/fr/docusaurus-plugin-content-blog-news'), { recursive: true });
  writeFileSync(join(site, 'i18n/fr/docusaurus-plugin-content-docs/current.json'), JSON.stringify({ 'version.label': { message: 'Prochaine' } }));
  writeFileSync(join(site, 'i18n/fr/docusaurus-plugin-content-docs/version-2.json'), '{ "version.label": 2 }');
  writeFileSync(join(site, 'i18n/fr/docusaurus-plugin-content-blog-news/options.json'), JSON.stringify({ title: 'Nouvelles', 'sidebar.title': 'Récents' }));

  it("translates each docs version's label and the blog's options of its own plugin instance", () => {
    const problems: TranslationProblem[] = [];
    const version = (name: string) => ({ label: name, localizedPath: `docusaurus-plugin-content-docs/${name === 'Next' ? 'current' : 'version-2'}` });
    const layout = {
      siteDir: site,
      docs: [{ version: version('Next') }, { version: version('2') }],
      blog: { id: 'news', blogTitle: 'News', blogDescription: 'What is new', blogSidebarTitle: 'Recent' },
      pages: null,
      problems: [],
    } as unknown as ContentLayout;
    const out = translateLayout(layout, localeTranslations(join(site, 'i18n/fr'), 'fr', problems));
    expect(out.docs.map((d) => d.version.label)).toEqual(['Prochaine', '2']);
    expect(out.blog).toMatchObject({ blogTitle: 'Nouvelles', blogDescription: 'What is new', blogSidebarTitle: 'Récents' });
    // A key whose value is neither a string nor { message } is reported with its file and line.
    expect(problems).toEqual([
      {
        file: join(site, 'i18n/fr/docusaurus-plugin-content-docs/version-2.json'),
        line: 1,
        message: '"version.label": expected a string or { "message": "..." }',
      },
    ]);
  });
  it('reports a file that is not JSON, and reads a missing file as no translation', () => {
    const problems: TranslationProblem[] = [];
    const broken = join(site, 'broken.json');
    writeFileSync(broken, '{ "title": ');
    expect(readTranslationFile(broken, problems)).toEqual({});
    expect(problems[0]?.message).toMatch(/^not valid JSON .*write \{ "key": \{ "message": "\.\.\." \} \}$/);
    expect(readTranslationFile(join(site, 'absent.json'), problems)).toEqual({});
    expect(problems).toHaveLength(1);
  });
});
