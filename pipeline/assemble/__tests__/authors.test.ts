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
