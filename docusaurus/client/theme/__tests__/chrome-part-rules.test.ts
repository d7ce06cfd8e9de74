import { describe, expect, it } from 'vitest';
import { fromHtml } from 'hast-util-from-html';
import type { FooterColumn, HastRoot } from '../../../../common/contract';
import { socialPlatform } from '../../../../web/theme/AuthorSocials/social-platforms';
import { pluralForm } from '../plural-form';
import { groupItemsByYear, groupsByYear } from '../group-items-by-year';
import { configFooterHtml } from '../footer-html';

describe("socialPlatform (theme-classic's Blog/Components/Author/Socials platforms)", () => {
  it('names the platforms theme-classic knows', () => {
    expect(socialPlatform('stackoverflow')).toEqual({ platform: 'stackoverflow', label: 'Stack Overflow' });
    expect(socialPlatform('x')).toEqual({ platform: 'x', label: 'X' });
  });
  it('gives another key its own label and no platform (the default icon)', () => {
    expect(socialPlatform('forge')).toEqual({ platform: null, label: 'forge' });
    expect(socialPlatform('toString')).toEqual({ platform: null, label: 'toString' });
  });
});

describe("pluralForm (theme-common's usePluralForm().selectMessage)", () => {
  const message = 'One min read|{readingTime} min read';
  it("picks English's one and other forms", () => {
    expect(pluralForm(message, 1, 'en')).toBe('One min read');
    expect(pluralForm(message, 4, 'en')).toBe('{readingTime} min read');
  });
  it("follows the locale's categories, in Docusaurus's order (Polish: one, few, many)", () => {
    expect(pluralForm('a|b|c|d', 1, 'pl')).toBe('a');
    expect(pluralForm('a|b|c|d', 3, 'pl')).toBe('b');
    expect(pluralForm('a|b|c|d', 5, 'pl')).toBe('c');
  });
  it('gives the last form where the message has fewer, and a single form for every count', () => {
    expect(pluralForm('a|b', 5, 'pl')).toBe('b');
    expect(pluralForm('always', 7, 'en')).toBe('always');
  });
});

describe("groupItemsByYear (the blog plugin's groupBlogSidebarItemsByYear)", () => {
  it('groups by UTC year in the order the items come', () => {
    const items = [
      { title: 'c', date: '2025-01-01T00:30:00.000Z' },
      { title: 'b', date: new Date(Date.UTC(2024, 11, 31, 23)) },
      { title: 'a', date: '2024-02-01' },
    ];
    expect(groupItemsByYear(items)).toEqual([
      ['2025', [items[0]]],
      ['2024', [items[1], items[2]]],
    ]);
  });
  it("follows the blog's groupByYear, which a blog page's chunk carries in its blogSidebar (default true)", () => {
    const sidebar = (groupByYear: boolean) => ({ title: 'Recent', groupByYear, items: [] });
    expect(groupsByYear({ kind: 'blog-post', blogSidebar: sidebar(false) })).toBe(false);
    expect(groupsByYear({ kind: 'blog-list', blogSidebar: sidebar(true) })).toBe(true);
    expect(groupsByYear({ kind: 'doc', sidebar: 'guide' })).toBe(true);
    expect(groupsByYear(null)).toBe(true);
  });
});

describe('configFooterHtml', () => {
  const tree = fromHtml('<small>Made with <a href="/docs/intro">lamps</a></small>', { fragment: true }) as unknown as HastRoot;
  const columns: FooterColumn[] = [{ title: null, items: [{ label: 'Forum', href: 'https://forum.example', external: true }, { html: tree }] }];
  it("finds the config's parsed tree for the HTML text Docusaurus's props carry", () => {
    expect(configFooterHtml(columns, '<small>Made with <a href="/docs/intro">lamps</a></small>', '/')).toBe(tree);
    // Under a base URL the props carry the link with it (`configHtmlText`), and the tree is still found.
    expect(configFooterHtml(columns, '<small>Made with <a href="/lamps/docs/intro">lamps</a></small>', '/lamps/')).toBe(tree);
  });
  it('gives no tree for HTML the config does not have (the browser parses no HTML)', () => {
    expect(configFooterHtml(columns, '<script>alert(1)</script>', '/')).toBeNull();
  });
});
