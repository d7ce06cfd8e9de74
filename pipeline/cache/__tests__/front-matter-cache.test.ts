import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { FrontMatterCache } from '../front-matter-cache';
import { parseFrontMatter } from '../../content/front-matter';

const tmp = mkdtempSync(join(tmpdir(), 'front-matter-cache-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const LAMP = '---\ntitle: Lamp\nsidebar_position: 2\ntags: [light, dimmer]\n---\n\nA lamp.\n';

describe('FrontMatterCache', () => {
  it('gives the next build what the last one parsed, with the same result as parsing', () => {
    const file = join(tmp, 'a', 'front-matter.json');
    const first = new FrontMatterCache(file, 'v1');
    const parsed = parseFrontMatter(LAMP, first);
    first.save();
    const next = new FrontMatterCache(file, 'v1');
    let parses = 0;
    const counting = { get: (y: string) => next.get(y), set: (y: string, p: Parameters<typeof next.set>[1]) => (parses++, next.set(y, p)) };
    expect(parseFrontMatter(LAMP, counting)).toEqual(parsed);
    expect(parses).toBe(0);
    expect(parsed).toEqual(parseFrontMatter(LAMP));
  });

  it('gives each file a copy of its own', () => {
    const cache = new FrontMatterCache(join(tmp, 'b', 'front-matter.json'), 'v1');
    const a = parseFrontMatter(LAMP, cache);
    const b = parseFrontMatter(LAMP, cache);
    (b.data.tags as string[]).push('changed');
    expect(a.data.tags).toEqual(['light', 'dimmer']);
    expect(parseFrontMatter(LAMP, cache).data.tags).toEqual(['light', 'dimmer']);
  });

  it('keeps errors with their lines, and never keeps a value JSON cannot carry', () => {
    const file = join(tmp, 'c', 'front-matter.json');
    const cache = new FrontMatterCache(file, 'v1');
    const broken = '---\ntitle: Lamp\n  bad: [\n---\n';
    const infinite = '---\ntitle: Lamp\nweight: .inf\n---\n';
    expect(parseFrontMatter(broken, cache).error?.line).toBeGreaterThan(1);
    expect(parseFrontMatter(infinite, cache).data.weight).toBe(Infinity);
    cache.save();
    const next = new FrontMatterCache(file, 'v1');
    expect(parseFrontMatter(broken, next)).toEqual(parseFrontMatter(broken));
    expect(parseFrontMatter(infinite, next).data.weight).toBe(Infinity);
    expect(readFileSync(file, 'utf8')).not.toContain('.inf');
    expect(Object.keys((JSON.parse(readFileSync(file, 'utf8')) as { entries: object }).entries)).toHaveLength(1);
  });

  it('starts empty under another key (another pipeline version), and drops entries no build used', () => {
    const file = join(tmp, 'd', 'front-matter.json');
    const first = new FrontMatterCache(file, 'v1');
    parseFrontMatter(LAMP, first);
    parseFrontMatter('---\ntitle: Plug\n---\n', first);
    first.save();
    expect(new FrontMatterCache(file, 'v2').get('title: Lamp\nsidebar_position: 2\ntags: [light, dimmer]')).toBeUndefined();
    const second = new FrontMatterCache(file, 'v1');
    parseFrontMatter(LAMP, second);
    second.save();
    expect(Object.keys((JSON.parse(readFileSync(file, 'utf8')) as { entries: object }).entries)).toHaveLength(1);
  });
});
