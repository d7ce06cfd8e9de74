import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HastRoot } from '../../../common/contract';
import { defineLazy } from '../../util/lazy-property';
import { setStoredBody } from '../../compile/stored-body';
import { SectionCache } from '../section-cache';
import { sectionsOf, type SearchablePage } from '../records';

const work = mkdtempSync(join(tmpdir(), 'section-cache-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const body: HastRoot = {
  type: 'root',
  children: [
    { type: 'element', tagName: 'p', children: [{ type: 'text', value: 'Relays switch loads.' }] },
    { type: 'element', tagName: 'h2', properties: { id: 'wiring' }, children: [{ type: 'text', value: 'Wiring' }] },
    { type: 'element', tagName: 'p', children: [{ type: 'text', value: 'Use the common terminal.' }] },
  ],
};

/** A page whose body is stored under `hash`; `readable` false: reading its body fails the test. */
function page(hash: string, readable: boolean): SearchablePage {
  const p = {
    route: '/docs/relay',
    title: 'Relay',
    description: '',
    keywords: [],
    context: 'docs',
    version: 'current',
    locale: 'en',
  } as unknown as SearchablePage;
  defineLazy(p, 'body', () => {
    if (!readable) throw new Error('the body was read');
    return body;
  });
  setStoredBody(p, { hash, packedJson: () => '[]' });
  return p;
}

describe('the search sections cache', () => {
  it('makes a stored page’s sections once, and a later build reads them without reading the body', () => {
    const file = join(work, 'sections.json');
    const first = new SectionCache(file);
    expect(first.of(page('h1', true))).toEqual(sectionsOf(body));
    first.save();
    expect(first.stats).toEqual({ made: 1, cached: 0 });
    const second = new SectionCache(file);
    expect(second.of(page('h1', false))).toEqual(sectionsOf(body));
    expect(second.stats).toEqual({ made: 0, cached: 1 });
  });

  it('saves again only when sections were made or used since it last saved', () => {
    const file = join(work, 'twice.json');
    const cache = new SectionCache(file);
    cache.of(page('h1', true));
    cache.save();
    const written = readFileSync(file, 'utf8');
    // A second save with nothing new leaves the file as it is: a stand-in text shows it was not rewritten.
    writeFileSync(file, written.replace('"h1"', '"kept"'));
    cache.save();
    expect(readFileSync(file, 'utf8')).toContain('"kept"');
    // A locale's page made after the first save is written by the next one.
    cache.of(page('h3', true));
    cache.save();
    expect(Object.keys((JSON.parse(readFileSync(file, 'utf8')) as { entries: object }).entries).sort()).toEqual(['h1', 'h3']);
  });

  it('makes the sections of a body it has not seen, and of every page without a file', () => {
    const file = join(work, 'other.json');
    const cache = new SectionCache(file);
    expect(cache.of(page('h2', true))).toEqual(sectionsOf(body));
    expect(new SectionCache(null).of(page('h2', true))).toEqual(sectionsOf(body));
    expect(cache.stats.made).toBe(1);
  });
});
