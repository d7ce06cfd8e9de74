import { describe, expect, it } from 'vitest';
import { matchRoute } from '../paths';
import { routeKey, shardCount, shardOf, shardPathFor } from '../route-table';

describe('route table shards', () => {
  it('puts every form of a route in the same shard', () => {
    for (const forms of [
      ['/docs/x', '/docs/x/', '/docs/x.html', '/docs/x/index.html'],
      ['/', '/index.html'],
      ['/docs/voice/pipelines/', '/docs/voice/pipelines', '/docs/voice/pipelines/index.html'],
    ]) {
      const keys = new Set(forms.map(routeKey));
      expect(keys.size, forms.join(' ')).toBe(1);
      const shards = new Set(forms.map((f) => shardOf(f, 37)));
      expect(shards.size).toBe(1);
    }
  });

  it('finds a route through its shard exactly as through the whole table', () => {
    const routes = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`/docs/s${i % 17}/page-${i}${i % 3 ? '' : '/'}`, i]));
    const shards = shardCount(Object.keys(routes).length);
    const split: Record<string, number>[] = Array.from({ length: shards }, () => ({}));
    for (const [route, value] of Object.entries(routes)) split[shardOf(route, shards)]![route] = value;
    for (const probe of ['/docs/s1/page-1', '/docs/s1/page-1/', '/docs/s0/page-0', '/docs/s0/page-0.html', '/docs/none']) {
      expect(matchRoute(split[shardOf(probe, shards)]!, probe)).toEqual(matchRoute(routes, probe));
    }
  });

  it('keeps shards near their mean size, so one page never fetches a large one', () => {
    const n = 10_000;
    const shards = shardCount(n);
    const sizes = new Array<number>(shards).fill(0);
    for (let i = 0; i < n; i++) sizes[shardOf(`/docs/section-${i % 50}/topic-${i}`, shards)]!++;
    expect(Math.max(...sizes)).toBeLessThan(64 * 2);
  });

  it('names a shard from the table id and the path alone', () => {
    expect(shardPathFor({ id: 'abc', shards: 1 }, '/docs/x')).toBe('/_data/routes/abc/0.json');
  });
});
