import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_SOURCE_BYTES } from '../infima-use';
import { filesWords } from '../source-words';

const root = mkdtempSync(join(tmpdir(), 'source-words-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const layer = new Set(['card', 'card__body', 'badge--info']);
const choice = { key: 'layer-1', keep: (w: string) => layer.has(w) || w.startsWith('ifm-') };
const sorted = (s: Set<string>) => [...s].sort();

describe('the words of source files, kept between builds', () => {
  it('keeps only the words the choice keeps, and every built-from-parts prefix', () => {
    const file = join(root, 'Card.tsx');
    writeFileSync(file, 'export const Card = ({ tone }) => <div className={`card badge--${tone}`} style={{ padding: "var(--ifm-spacing)" }} />;');
    const { words, prefixes } = filesWords([file], choice, null);
    expect(sorted(words)).toEqual(['card', 'ifm-spacing']);
    expect(sorted(prefixes)).toEqual(['badge--']);
  });

  it('reads a file again only when its time or size changed, and not under another choice', () => {
    const file = join(root, 'Box.tsx');
    const cache = join(root, 'cache/words.json');
    writeFileSync(file, '<div className="card" />');
    expect(sorted(filesWords([file], choice, cache).words)).toEqual(['card']);
    // The cache's entry is what an unchanged file gives: proven by changing it behind the file's back.
    const kept = JSON.parse(readFileSync(cache, 'utf8')) as { key: string; files: Record<string, [number, number, string[], string[]]> };
    kept.files[file]![2] = ['card__body'];
    writeFileSync(cache, JSON.stringify(kept));
    expect(sorted(filesWords([file], choice, cache).words)).toEqual(['card__body']);
    // Another choice (another Infima) reads the file.
    writeFileSync(cache, JSON.stringify(kept));
    expect(sorted(filesWords([file], { ...choice, key: 'layer-2' }, cache).words)).toEqual(['card']);
    // A changed file is read again, whatever the cache holds.
    writeFileSync(cache, JSON.stringify(kept));
    writeFileSync(file, '<div className="badge--info" />');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(sorted(filesWords([file], choice, cache).words)).toEqual(['badge--info']);
  });

  it('leaves out files that are gone or too large to be code, and forgets them in the cache', () => {
    const big = join(root, 'data.json');
    writeFileSync(big, `"card"${' '.repeat(MAX_SOURCE_BYTES)}`);
    const cache = join(root, 'cache/other.json');
    expect(filesWords([big, join(root, 'gone.tsx')], choice, cache).words.size).toBe(0);
    expect(JSON.parse(readFileSync(cache, 'utf8'))).toEqual({ key: 'layer-1', files: {} });
  });

  it('starts again from a cache file that is not one', () => {
    const file = join(root, 'Plain.tsx');
    const cache = join(root, 'cache/broken.json');
    writeFileSync(file, 'card');
    writeFileSync(cache, '{ not json');
    expect(sorted(filesWords([file], choice, cache).words)).toEqual(['card']);
  });
});
