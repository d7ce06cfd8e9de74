import { describe, expect, it } from 'vitest';
import { formatDate } from '../../theme/PostMeta/format-date';
import { pageTitle } from '../../pages/page-title';
import { documentTitle, formattedTitle } from '../../../common/page-title';

describe('formatDate', () => {
  it('formats ISO dates in UTC', () => expect(formatDate('2025-02-19')).toBe('February 19, 2025'));
  it('formats timestamps', () => expect(formatDate('2024-12-31T23:30:00Z')).toBe('December 31, 2024'));
  it('returns unparseable input unchanged', () => expect(formatDate('soon')).toBe('soon'));
});

describe('pageTitle', () => {
  it('joins page and site with a vertical bar', () => expect(pageTitle('Light', 'Dev Docs', false)).toBe('Light | Dev Docs'));
  it('uses the site title alone on the home page', () => expect(pageTitle('Dev Docs', 'Dev Docs', true)).toBe('Dev Docs'));
});

describe('documentTitle and formattedTitle', () => {
  const site = { title: 'Kiln Log' };
  const format = (title: string | undefined) => `[${title ?? 'none'}]`;
  it("is this theme's title without a formatter", () => {
    expect(documentTitle({ site, route: '/docs/a', chunk: { title: 'A' } })).toBe('A | Kiln Log');
    expect(documentTitle({ site, route: '/', chunk: { title: 'Home' } })).toBe('Kiln Log');
    expect(documentTitle({ site, route: null, chunk: null })).toBe('Page Not Found | Kiln Log');
  });
  it("goes through a site's formatter: the page's title, none on the home page, the not-found page's", () => {
    expect(formattedTitle({ site, route: '/docs/a', chunk: { title: 'A' } }, format)).toBe('[A]');
    expect(formattedTitle({ site, route: '/', chunk: { title: 'Home' } }, format)).toBe('[none]');
    expect(formattedTitle({ site, route: null, chunk: null }, format)).toBe('[Page Not Found]');
  });
});
