import { describe, expect, it } from 'vitest';
import type { SearchContext, SearchManifest } from '../../../common/contract';
import type { SearchHit } from '../engine';
import { contextsToSearch, stepActive, suggestionOptions } from '../suggestions';

const hit = (route: string, anchor = ''): SearchHit => ({
  key: `${route}#${anchor}`,
  route,
  anchor,
  title: 'T',
  heading: '',
  context: 'guide',
  score: 1,
  titleRanges: [],
  headingRanges: [],
  snippet: { text: '', ranges: [] },
  partial: false,
});
const context = (id: string, version: string | null): SearchContext => ({ id, label: id.toUpperCase(), kind: 'docs', version, locale: 'en' }) as SearchContext;

describe('suggestionOptions', () => {
  it('lists nothing for an empty query', () => {
    expect(suggestionOptions({ query: '', hits: [hit('/a')], context: null, id: 's', i18n: undefined, highlightOnTarget: true })).toEqual([]);
  });

  it('lists the hits, then all results, then within and outside the page’s context', () => {
    const options = suggestionOptions({
      query: 'lamp',
      hits: [hit('/docs/a', 'x'), hit('/docs/b')],
      context: context('guide', null),
      id: 's',
      i18n: undefined,
      highlightOnTarget: true,
    });
    expect(options.map((o) => [o.kind, o.id, o.href])).toEqual([
      ['hit', 's-hit-0', '/docs/a?highlight=lamp#x'],
      ['hit', 's-hit-1', '/docs/b?highlight=lamp'],
      ['all', 's-all', '/search?q=lamp'],
      ['within', 's-within', '/search?q=lamp&ctx=guide'],
      ['outside', 's-outside', '/search?q=lamp&ctx=-guide'],
    ]);
    expect(options.slice(3).map((o) => (o.kind === 'hit' ? '' : o.label))).toEqual(['See all results within "GUIDE"', 'See all results outside "GUIDE"']);
  });

  it('leaves the words out of the links when the site turns highlighting off; off a context, only all results', () => {
    const options = suggestionOptions({ query: 'lamp', hits: [hit('/docs/a')], context: null, id: 's', i18n: undefined, highlightOnTarget: false });
    expect(options.map((o) => o.href)).toEqual(['/docs/a', '/search?q=lamp']);
  });
});

describe('contextsToSearch', () => {
  const search = { contexts: [context('guide', '2.0'), context('guide-old', '1.0'), context('blog', null)] } as unknown as SearchManifest;
  it("searches the page's version and the unversioned contexts; everything off a context", () => {
    expect(contextsToSearch(search, context('guide', '2.0'))).toEqual(['guide', 'blog']);
    expect(contextsToSearch(search, null)).toEqual(['guide', 'guide-old', 'blog']);
    expect(contextsToSearch(null, null)).toEqual([]);
  });
});

describe('stepActive', () => {
  it('moves through the rows and past either end to the input (-1), then round', () => {
    expect(stepActive(-1, 1, 3)).toBe(0);
    expect(stepActive(2, 1, 3)).toBe(-1);
    expect(stepActive(-1, -1, 3)).toBe(2);
    expect(stepActive(0, -1, 3)).toBe(-1);
  });
});
