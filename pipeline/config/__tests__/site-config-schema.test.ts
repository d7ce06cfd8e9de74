import { describe, expect, it } from 'vitest';
import { describePath, siteConfigProblems } from '../site-config-schema';
import type { SiteConfig } from '../../site-config';

const config: SiteConfig = {
  title: 'Lantern',
  tagline: 'Lamps.',
  url: 'https://lantern.example',
  logo: { alt: 'Lantern', src: '/img/logo.svg' },
  navbar: [],
  footer: { columns: [], copyright: 'c' },
};
const messages = (c: unknown) => siteConfigProblems(c).map((p) => p.message);

describe('the site config schema', () => {
  it('accepts a complete config, and keys it does not name', () => {
    expect(siteConfigProblems(config)).toEqual([]);
    expect(siteConfigProblems({ ...config, somethingElse: 1, navbar: [{ type: 'search' }, { label: 'Blog', to: '/blog', position: 'right' }] })).toEqual([]);
  });

  it('names an unknown navbar item type and lists the valid ones, leaving the config resolvable', () => {
    const problems = siteConfigProblems({ ...config, navbar: [{ type: 'docVersion', label: 'v' }] });
    expect(problems).toEqual([
      {
        message:
          'navbar item 1 ("v"): unknown navbar item type "docVersion"; valid types are "default", "doc", "docSidebar", "dropdown", "search", "localeDropdown", "html", "docsVersionDropdown", "custom", "docsVersion"',
        resolvable: true,
      },
    ]);
  });

  it('rejects an activeBaseRegex the browser cannot build, in items and dropdown items', () => {
    const navbar = [
      { label: 'Docs', to: '/docs', activeBaseRegex: '^/docs/(guide' },
      {
        type: 'dropdown',
        label: 'More',
        items: [
          { label: 'A', to: '/a' },
          { label: 'B', to: '/b', activeBaseRegex: '[' },
        ],
      },
    ];
    expect(messages({ ...config, navbar })).toEqual([
      expect.stringMatching(/^navbar item 1 \("Docs"\): activeBaseRegex is not a valid regular expression \(.+\); write it as a JavaScript RegExp source/),
      expect.stringMatching(/^navbar item 2 \("More"\) › item 2: activeBaseRegex is not a valid regular expression/),
    ]);
  });

  it('checks the table of contents levels as Docusaurus does', () => {
    expect(messages({ ...config, tableOfContents: { minHeadingLevel: 1, maxHeadingLevel: 3 } })).toEqual([
      '`tableOfContents.minHeadingLevel` must be a whole number from 2 to 6, got 1',
    ]);
    expect(messages({ ...config, tableOfContents: { minHeadingLevel: 4, maxHeadingLevel: 3 } })).toEqual([
      '`tableOfContents.minHeadingLevel` (4) must not be above `tableOfContents.maxHeadingLevel` (3)',
    ]);
  });

  it('reports every missing or mistyped field in one run, as not resolvable', () => {
    const broken = {
      title: 3,
      logo: null,
      navbar: [{ type: 'doc', label: 'Intro' }],
      footer: { columns: [{ items: [{ to: '/x' }] }] },
      colorMode: { defaultMode: 'blue' },
    };
    const problems = siteConfigProblems(broken);
    expect(problems.map((p) => p.message)).toEqual([
      'title must be a string, got a number',
      'tagline is missing; give a string',
      'url is missing; give a string',
      'navbar item 1 ("Intro"): docId is missing; give a string',
      'footer column 1 item 1: label is missing; give a string',
      'footer.copyright is missing; give a string',
      'colorMode.defaultMode is "blue"; valid values are "light", "dark"',
    ]);
    expect(problems.every((p) => !p.resolvable)).toBe(true);
    expect(messages('no config')).toEqual(['the site config must be an object, got a string']);
  });
});

describe('describePath', () => {
  it('names navbar items by number and label, footer items by column, else the dotted path', () => {
    const c = { navbar: [{ label: 'Docs', items: [{}] }, {}] };
    expect(describePath(['navbar', 0, 'items', 0, 'docId'], c)).toBe('navbar item 1 ("Docs") › item 1: docId');
    expect(describePath(['navbar', 1], c)).toBe('navbar item 2');
    expect(describePath(['footer', 'columns', 2, 'items', 0, 'href'], c)).toBe('footer column 3 item 1: href');
    expect(describePath(['colorMode', 'defaultMode'], c)).toBe('colorMode.defaultMode');
  });
});
