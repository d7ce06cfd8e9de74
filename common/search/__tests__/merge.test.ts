import { describe, expect, it } from 'vitest';
import { mergeHits, POST, POST_AGE, withinEdits } from '../merge';
import { queryWords } from '../terms';

const hit = (source: string, score: number, title: string, heading = title, anchor = '') => ({
  doc: { title, heading, route: `/${source}/${title}`, anchor },
  score,
  source,
});

describe('mergeHits', () => {
  it("does not compare raw scores across indexes: each is relative to its own index's best", () => {
    // The blog index scores everything ten times higher (fewer, shorter documents, say).
    const merged = mergeHits(queryWords('climate entity '), [
      hit('blog', 90, 'New entity features in Climate entity'),
      hit('blog', 80, 'Climate entity auxiliary heater is deprecated'),
      hit('core', 9, 'Climate entity'),
    ]);
    expect(merged.map((h) => h.doc.title)).toEqual([
      'Climate entity',
      'New entity features in Climate entity',
      'Climate entity auxiliary heater is deprecated',
    ]);
    expect(merged[0]).toMatchObject({ relative: 1, named: 1, exactness: 1, phrase: 1, merged: 12 });
  });

  it('prefers a hit whose title or heading names the query over a body match with a higher score', () => {
    const merged = mergeHits(queryWords('unique id '), [
      hit('core', 10, 'Config flow', 'Choosing a unique ID', 'id'),
      hit('core', 12, 'Entity', 'Properties', 'p'),
    ]);
    expect(merged.map((h) => h.doc.heading)).toEqual(['Choosing a unique ID', 'Properties']);
  });

  it("counts a typo within the query's tolerance as naming the word, and puts an intro before its sections on a tie", () => {
    const merged = mergeHits(queryWords('authentification '), [hit('a', 1, 'Security', 'Authentication', 'auth'), hit('b', 1, 'Authentication')], 2);
    expect(merged.map((h) => h.doc.anchor)).toEqual(['', 'auth']);
    expect(merged[0]!.named).toBe(1);
  });
});

type Doc = { title: string; heading: string; route: string; anchor: string; description?: string; keywords?: string; date?: string; content?: string };
const page = (source: string, score: number, doc: Partial<Doc> & { title: string }) => ({
  doc: { heading: doc.title, route: `/${doc.title}`, anchor: '', ...doc },
  score,
  source,
});
const order = (query: string, hits: ReturnType<typeof page>[]) => mergeHits(queryWords(query), hits).map((h) => h.doc.title);

describe('mergeHits: the reference page first (issue 49)', () => {
  it('names an identifier only where its words stand together, as written', () => {
    const merged = mergeHits(queryWords('has_entity_name'), [
      page('blog', 10, { title: 'Changes to entity naming' }),
      page('core', 8, { title: 'Entities use has_entity_name = True' }),
      page('core', 10, { title: 'Service actions are registered in async_setup' }),
    ]);
    expect(merged.map((h) => [h.doc.title, h.named])).toEqual([
      ['Entities use has_entity_name = True', 1],
      ['Changes to entity naming', 0],
      ['Service actions are registered in async_setup', 0],
    ]);
    // Nor is `async_setup_entry` named by `async_setup`.
    expect(mergeHits(queryWords('async_setup_entry'), [page('core', 1, { title: 'Registered in async_setup' })])[0]!.named).toBe(0);
  });

  it("counts a page's description, sidebar label and keywords as its names, on the intro only", () => {
    const merged = mergeHits(queryWords('DataUpdateCoordinator'), [
      page('core', 10, { title: 'Fetching data', description: 'Coordinated polling with DataUpdateCoordinator.' }),
      page('core', 10, { title: 'Fetching data', heading: 'Push', anchor: 'push', description: 'Coordinated polling with DataUpdateCoordinator.' }),
      page('misc', 10, { title: 'Home Assistant API for Large Language Models', keywords: 'DataUpdateCoordinator' }),
    ]);
    expect(merged.map((h) => [h.doc.anchor, h.named, h.phrase])).toEqual([
      ['', 1, 1],
      ['', 1, 1],
      ['push', 0, 0],
    ]);
  });

  it('puts a doc before a post that matches about as well, and a post before a doc that only mentions the query', () => {
    expect(
      order('DataUpdateCoordinator', [
        page('blog', 10, { title: 'Avoid callbacks with DataUpdateCoordinator', date: '2024-01-01' }),
        page('core', 9, { title: 'Coordinator', description: 'Polling with DataUpdateCoordinator' }),
      ]),
    ).toEqual(['Coordinator', 'Avoid callbacks with DataUpdateCoordinator']);
    expect(
      order('pydantic', [page('blog', 10, { title: 'Moving to Pydantic v2', date: '2024-12-21' }), page('misc', 10, { title: 'Modelling data' })]),
    ).toEqual(['Moving to Pydantic v2', 'Modelling data']);
  });

  it("does not read a post's tags as its names: they are categories many posts share", () => {
    const [post] = mergeHits(queryWords('config entries'), [page('blog', 1, { title: 'Altering entries', keywords: 'config-entries', date: '2024-02-12' })]);
    expect(post!.named).toBe(0.5);
  });

  it('puts a newer post before an older one that matches as well, by POST_AGE a year', () => {
    const merged = mergeHits(queryWords('s6 overlay'), [
      page('blog', 10, { title: 'S6 overlay for containers', date: '2020-04-12' }),
      page('blog', 10, { title: 'S6 overlay for images', date: '2022-04-12' }),
    ]);
    expect(merged.map((h) => h.doc.date)).toEqual(['2022-04-12', '2020-04-12']);
    expect(merged[0]!.kind).toBe(POST);
    expect(merged[1]!.kind).toBeCloseTo(POST * (1 - 2 * POST_AGE), 2);
  });

  it("puts a page that documents an identifier (a section's keywords name it) before one that only mentions it, though Orama scored its parts higher", () => {
    // As on this site: "Config entries" weighs `config` and `entry` in its title; "Handling setup
    // failures" documents `ConfigEntryNotReady` in its table (the intro's keywords).
    const merged = mergeHits(queryWords('ConfigEntryNotReady'), [
      page('core', 77.7, { title: 'Config entries', heading: 'Setting up an entry', anchor: 'setting-up', content: 'Raising ConfigEntryNotReady retries.' }),
      page('core', 10.6, {
        title: 'Handling setup failures',
        keywords: 'ConfigEntryNotReady ConfigEntryAuthFailed',
        content: 'ConfigEntryNotReady A temporary problem.',
      }),
      page('core', 5, { title: 'Setup changes', heading: 'Exceptions', anchor: 'exceptions', keywords: 'ConfigEntryNotReady', date: '2024-01-01' }),
    ]);
    expect(merged.map((h) => [h.doc.title, h.named, h.documents])).toEqual([
      ['Handling setup failures', 1, 1],
      ['Config entries', 0, 0],
      ['Setup changes', 1, 1],
    ]);
    // A plain word is no identifier: its naming counts once.
    expect(mergeHits(queryWords('entries'), [page('core', 1, { title: 'Config entries' })])[0]!.documents).toBe(0);
  });

  it('prefers a record whose text holds the identifier as written over one with its words apart', () => {
    const merged = mergeHits(queryWords('async_setup_entry '), [
      page('core', 10, { title: 'Setup', content: 'An entry is set up asynchronously: async setup of the entry.' }),
      page('core', 9, { title: 'Config entries', content: 'Implement `async_setup_entry` in __init__.py.' }),
      page('core', 9, { title: 'Other', content: 'Not async_setup_entry_extra.' }),
    ]);
    expect(merged.map((h) => [h.doc.title, h.together])).toEqual([
      ['Config entries', 1],
      ['Setup', 0],
      ['Other', 0],
    ]);
  });
});

describe('withinEdits', () => {
  it('bounds the Levenshtein distance', () => {
    expect(withinEdits('authentif', 'authent', 2)).toBe(true);
    expect(withinEdits('climat', 'climb', 1)).toBe(false);
    expect(withinEdits('kitten', 'sitting', 3)).toBe(true);
    expect(withinEdits('kitten', 'sitting', 2)).toBe(false);
  });
});
