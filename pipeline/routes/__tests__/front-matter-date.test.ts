import { describe, expect, it } from 'vitest';
import { frontMatterDay, frontMatterInstant } from '../front-matter-date';
import { postIdentity } from '../blog';

describe('a front matter date, read as Docusaurus reads it', () => {
  it('takes what js-yaml reads as a YAML 1.1 timestamp: one-digit months and days once a time is given, and the zone', () => {
    expect(frontMatterInstant('2023-2-07T00:00:00.000Z')?.toISOString()).toBe('2023-02-07T00:00:00.000Z');
    expect(frontMatterInstant('2023-2-7 1:00:00')?.toISOString()).toBe('2023-02-07T01:00:00.000Z');
    expect(frontMatterInstant('2023-02-07T23:30:00-02:00')?.toISOString()).toBe('2023-02-08T01:30:00.000Z');
    expect(frontMatterInstant('2023-02-07 10:00:00.5 +05:30')?.toISOString()).toBe('2023-02-07T04:30:00.500Z');
    expect(frontMatterDay('2023-02-07')).toBe('2023-02-07');
  });

  it('reads any other text as the blog plugin does, as UTC', () => {
    expect(frontMatterInstant('2023-02-07 10:00')?.toISOString()).toBe('2023-02-07T10:00:00.000Z');
    expect(frontMatterDay('2023-2-7')).toBe('2023-02-07');
    expect(frontMatterDay(new Date('2024-03-04T00:00:00Z'))).toBe('2024-03-04');
  });

  it('is null for what is no date', () => {
    expect(frontMatterDay('soon')).toBeNull();
    expect(frontMatterDay(20230207)).toBeNull();
    expect(frontMatterDay(new Date('nope'))).toBeNull();
  });

  it('dates a post by it, keeping the route the file name gives', () => {
    expect(postIdentity({ relativePath: '2023-02-01-lamps.md', frontMatterDate: '2023-2-07T00:00:00.000Z' })).toMatchObject({
      date: '2023-02-07',
      route: '/blog/2023/02/01/lamps',
    });
    expect(() => postIdentity({ relativePath: 'lamps.md', frontMatterDate: 'soon' })).toThrow(/front matter `date` "soon" is not a date/);
  });
});
