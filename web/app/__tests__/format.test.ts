import { describe, expect, it } from 'vitest';
import { formatDate } from '../../theme/PostMeta/format-date';
import { pageTitle } from '../../pages/page-title';

describe('formatDate', () => {
  it('formats ISO dates in UTC', () => expect(formatDate('2025-02-19')).toBe('February 19, 2025'));
  it('formats timestamps', () => expect(formatDate('2024-12-31T23:30:00Z')).toBe('December 31, 2024'));
  it('returns unparseable input unchanged', () => expect(formatDate('soon')).toBe('soon'));
});

describe('pageTitle', () => {
  it('joins page and site with a vertical bar', () => expect(pageTitle('Light', 'Dev Docs', false)).toBe('Light | Dev Docs'));
  it('uses the site title alone on the home page', () => expect(pageTitle('Dev Docs', 'Dev Docs', true)).toBe('Dev Docs'));
});
