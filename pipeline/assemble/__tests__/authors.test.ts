import { describe, expect, it } from 'vitest';
import { resolveAuthors } from '../authors';

const known = new Map([['ada', { key: 'ada', name: 'Ada', url: 'https://ada.example' }]]);

describe('resolveAuthors', () => {
  it('takes keys of authors.yml, inline objects (over a key) and the legacy author fields', () => {
    const warnings: string[] = [];
    const authors = resolveAuthors(
      { authors: ['ada', { key: 'ada', title: 'Editor' }, { name: 'Bo', image_url: '/img/bo.png' }], author: 'Cy', authorURL: 'https://cy.example' },
      known,
      (m) => warnings.push(m),
    );
    expect(authors).toEqual([
      { key: 'ada', name: 'Ada', url: 'https://ada.example' },
      { key: 'ada', name: 'Ada', title: 'Editor', url: 'https://ada.example' },
      { key: 'Bo', name: 'Bo', imageUrl: '/img/bo.png' },
      { key: 'Cy', name: 'Cy', url: 'https://cy.example' },
    ]);
    expect(warnings).toEqual([]);
  });
  it('warns about an unknown key and names the known ones', () => {
    const warnings: string[] = [];
    expect(resolveAuthors({ authors: 'zed' }, known, (m) => warnings.push(m))).toEqual([]);
    expect(warnings).toEqual(['author key "zed" is not in authors.yml; known keys: ada']);
  });
});

describe('resolveAuthors: socials', () => {
  const mapped = new Map([['ada', { key: 'ada', name: 'Ada', socials: { github: 'https://github.com/ada-codes' } }]]);
  it('keeps a map author’s socials, normalises an inline author’s, and lets an inline author over a key replace them', () => {
    const errors: string[] = [];
    const authors = resolveAuthors(
      { authors: ['ada', { name: 'Bo', socials: { x: 'bo_posts', stackoverflow: 991 } }, { key: 'ada', title: 'Guest' }] },
      mapped,
      () => undefined,
      (m) => errors.push(m),
    );
    expect(authors.map((a) => a.socials)).toEqual([
      { github: 'https://github.com/ada-codes' },
      { x: 'https://x.com/bo_posts', stackoverflow: 'https://stackoverflow.com/users/991' },
      // Docusaurus spreads the inline author (with `socials: {}`) over the map's.
      undefined,
    ]);
    expect(errors).toEqual([]);
  });
  it('reports an inline author’s bad social as an error naming the author', () => {
    const errors: string[] = [];
    const authors = resolveAuthors(
      { authors: [{ name: 'Bo', socials: { github: 'gh.example/bo', x: 'bo_posts' } }] },
      mapped,
      () => undefined,
      (m) => errors.push(m),
    );
    expect(authors[0]?.socials).toEqual({ x: 'https://x.com/bo_posts' });
    expect(errors).toEqual([expect.stringMatching(/^author "Bo": socials\.github is "gh\.example\/bo", a path but no full URL/)]);
  });
});
