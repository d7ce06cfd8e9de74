/**
 * Relevance set: real queries over the real content of `content/` (built with the pipeline, no
 * app bundle), each with the page (or `page#section`) that must be among the first three
 * suggestions (`CASES`) or the first (`FIRST_CASES`, issue 49: the reference page first), searched
 * as the search box searches (every context, 8 hits, 3 per page at most), with every index loaded.
 * The cases are in `relevance-cases.ts`.
 *
 * Kinds: exact API names, phrases, typos and unfinished words, blog topics, and cross-context
 * queries (the answer is in one context while others match too: the merge rule decides).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build';
import type { Manifest } from '../../../common/contract';
import { openIndex, runSearch, type SearchSources } from '../../../common/search/run';
import { CASES, FIRST_CASES } from './relevance-cases';

let out = '';
let sources: SearchSources;
let contexts: string[];

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'search-relevance-'));
  const result = await build({ contentRoot: resolve(import.meta.dirname, '../../../content'), outDir: out, app: false, preview: false, log: false });
  expect(result.ok).toBe(true);
  const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as Manifest;
  const search = manifest.search!;
  const read = (path: string): unknown => JSON.parse(readFileSync(join(out, path), 'utf8'));
  sources = {
    titles: openIndex('titles', read(search.titles.path)),
    content: new Map(search.contexts.map((c) => [c.id, openIndex('content', read(c.index.path))])),
  };
  contexts = search.contexts.map((c) => c.id);
}, 300_000);

afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

describe('search relevance over content/', () => {
  it('has at least 40 queries of every kind', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    for (const kind of ['api', 'phrase', 'typo', 'blog', 'cross'] as const) expect(CASES.filter((c) => c[0] === kind).length).toBeGreaterThanOrEqual(5);
  });

  const search = (query: string) => runSearch(query, sources, { contexts, limit: 8, perPage: 3 });
  const isAnswer = (target: string | string[]) => (h: { key: string; route: string }) =>
    (typeof target === 'string' ? [target] : target).some((a) => (a.includes('#') ? h.key : h.route) === a);
  const list = (query: string, hits: { key: string; context: string }[]) => `hits for "${query}":\n${hits.map((h) => `  ${h.key} (${h.context})`).join('\n')}`;

  it.each(CASES)('%s: "%s" has %s in the top 3', (_kind, query, target) => {
    const hits = search(query);
    expect(hits.slice(0, 3).filter(isAnswer(target)), list(query, hits)).not.toEqual([]);
  });

  it('has at least 20 queries whose reference page must come first', () => {
    expect(FIRST_CASES.length).toBeGreaterThanOrEqual(20);
  });

  it.each(FIRST_CASES)('%s: "%s" has %s first', (_kind, query, target) => {
    const hits = search(query);
    expect(hits[0] && isAnswer(target)(hits[0]), list(query, hits)).toBe(true);
  });
});
