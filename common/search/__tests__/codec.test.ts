import { describe, expect, it } from 'vitest';
import { insertMultiple, save } from '@orama/orama';
import { compactDocs, compactRadix, expandDocs, expandRadix, lengthsToArray, type RadixJson } from '../codec';
import { createSearchDb } from '../engine';

describe('radix codec', () => {
  it('round-trips the radix trees Orama saves, without the words and keys it can derive', async () => {
    const db = createSearchDb('content');
    await insertMultiple(db, [
      { title: 'Light entity', heading: 'Light entity', description: '', keywords: '', content: 'Lights light lighting lightning', route: '/a', anchor: '' },
      { title: 'Switch entity', heading: 'Turning on', description: '', keywords: '', content: 'A switch turns things on and off', route: '/b', anchor: 'x' },
    ] as never);
    const raw = save(db) as unknown as { index: { indexes: Record<string, { node: unknown }> } };
    // The component save already compacted it; expanding gives back Orama's own JSON shape.
    const compact = raw.index.indexes.content!.node as Parameters<typeof expandRadix>[0];
    const json = expandRadix(compact);
    expect(compactRadix(json)).toEqual(compact);
    const words: string[] = [];
    const walk = (n: RadixJson) => {
      if (n.e) words.push(n.w);
      n.c.forEach(([k, c]) => {
        expect(k).toBe(c.k);
        walk(c);
      });
    };
    walk(json);
    expect(words.sort()).toEqual(['light', 'lightn', 'off', 'switch', 'thing', 'turn']);
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(json).length / 2);
  });

  it('refuses a tree whose words do not follow from its subwords', () => {
    const bad: RadixJson = { w: '', s: '', e: false, k: '', d: [], c: [['a', { w: 'ab', s: 'a', e: true, k: 'a', d: [1], c: [] }]] };
    expect(() => compactRadix(bad)).toThrow(/not its parent's word/);
  });
});

describe('document codec', () => {
  const docs = {
    1: { title: 'Light', route: '/light', anchor: '', body: 'one' },
    2: { title: 'Light', route: '/light', anchor: 'modes', body: 'two' },
    3: { title: 'Light', route: '/light', anchor: 'effects', body: 'three' },
  };

  it('stores repeated values once and drops fields not asked for', () => {
    const compact = compactDocs(docs, 3, ['title', 'route', 'anchor']);
    expect(compact.dictionaries).toEqual([['Light'], ['/light'], null]);
    expect(compact.rows).toEqual([
      [0, 0, ''],
      [0, 0, 'modes'],
      [0, 0, 'effects'],
    ]);
    expect(expandDocs(compact)).toEqual({
      count: 3,
      docs: {
        1: { title: 'Light', route: '/light', anchor: '' },
        2: { title: 'Light', route: '/light', anchor: 'modes' },
        3: { title: 'Light', route: '/light', anchor: 'effects' },
      },
    });
  });

  it('refuses documents whose ids have gaps', () => {
    expect(() => compactDocs({ 1: {}, 3: {} }, 2, ['title'])).toThrow(/not contiguous/);
  });
});

describe('lengthsToArray', () => {
  it('indexes lengths by id', () => {
    expect(lengthsToArray({ 1: 4, 2: 7 })).toEqual([null, 4, 7]);
  });
});
