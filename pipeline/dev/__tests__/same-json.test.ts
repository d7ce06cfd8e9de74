import { describe, expect, it } from 'vitest';
import { sameJson } from '../same-json';
import { MemoryOutput } from '../memory-output';

describe('sameJson', () => {
  it('compares JSON values deeply, key order included', () => {
    const shared = { big: [1, 2, 3] };
    expect(sameJson({ a: 1, b: [shared, 'x'] }, { a: 1, b: [shared, 'x'] })).toBe(true);
    expect(sameJson({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(sameJson([1, 2], [1, 2, 3])).toBe(false);
    expect(sameJson({ a: null }, { a: {} })).toBe(false);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson('1', 1)).toBe(false);
  });
});

describe('MemoryOutput', () => {
  it('keeps a chunk name while the value is equal, renames it when it changes, and drops what a pass did not write', () => {
    const out = new MemoryOutput();
    out.begin();
    const a = out.writeHashedJson('doc', '/docs/a', { title: 'A' });
    const b = out.writeHashedJson('doc', '/docs/b', { title: 'B' });
    out.write('manifest.json', '{}');
    out.end();
    expect(a).toMatch(/^\/_data\/doc\/docs-a\.[a-z0-9]{10}\.json$/);
    expect(out.read(a)).toBe('{"title":"A"}');

    out.begin();
    expect(out.writeHashedJson('doc', '/docs/a', { title: 'A' })).toBe(a);
    expect(out.writeHashedJson('doc', '/docs/b', { title: 'B' })).toBe(b);
    out.end();

    out.begin();
    const a2 = out.writeHashedJson('doc', '/docs/a', { title: 'A2' });
    out.write('manifest.json', '{"v":2}');
    out.end();
    expect(a2).not.toBe(a);
    expect(out.read(a)).toBeNull();
    expect(out.read(b)).toBeNull();
    expect(out.paths().sort()).toEqual([a2, '/manifest.json'].sort());
  });

  it('serves copied folders from disk without escaping them', () => {
    const out = new MemoryOutput();
    out.begin();
    out.copyDir(import.meta.dirname);
    out.end();
    expect(String(out.read('/same-json.test.ts'))).toContain('MemoryOutput');
    expect(out.read('/../site.ts')).toBeNull();
  });
});
