import { describe, expect, it } from 'vitest';
import { defineLazy, deriveLazy, isLazy } from '../lazy-property';
import { mapModelLinks } from '../../routes/model-links';
import type { SiteModel } from '../../model/site.js';

describe('lazy properties', () => {
  it('read on each use, in their place among the keys, as a plain property to JSON and spreads', () => {
    let reads = 0;
    const page = { title: 'T', body: null as unknown as { text: string }, tail: 1 };
    defineLazy(page, 'body', () => ({ text: `read ${++reads}` }));
    expect(reads).toBe(0);
    expect(JSON.stringify(page)).toBe('{"title":"T","body":{"text":"read 1"},"tail":1}');
    expect({ ...page }.body).toEqual({ text: 'read 2' });
    expect(isLazy(page, 'body')).toBe(true);
    expect(isLazy(page, 'title')).toBe(false);
  });

  it('derive: on demand only when what they come from is', () => {
    const source = { body: 'x' };
    const plain: { body: string } = { body: '' };
    deriveLazy(plain, 'body', source, 'body', () => source.body.toUpperCase());
    expect(isLazy(plain, 'body')).toBe(false);
    expect(plain.body).toBe('X');
    const lazySource = {} as { body: string };
    defineLazy(lazySource, 'body', () => 'y');
    const derived: { body: string } = { body: '' };
    deriveLazy(derived, 'body', lazySource, 'body', () => lazySource.body.toUpperCase());
    expect(isLazy(derived, 'body')).toBe(true);
    expect(derived.body).toBe('Y');
  });

  it("a model's rewritten copy (trailing slash, locale prefix) keeps them on demand, rewritten on each read", () => {
    let reads = 0;
    const chunk = { kind: 'doc', route: '/docs/a', body: null as unknown };
    defineLazy(chunk, 'body', () => {
      reads++;
      return { type: 'root', children: [{ type: 'element', tagName: 'a', properties: { href: '/docs/b' }, children: [] }] };
    });
    const model = { site: {}, routes: [{ chunk, sidebar: null }], sidebars: [], versions: [], blogPostList: null } as unknown as SiteModel;
    const copy = mapModelLinks(model, (link) => `/fr${link}`);
    expect(reads).toBe(0);
    const copied = copy.routes[0]!.chunk as unknown as typeof chunk;
    expect(copied.route).toBe('/fr/docs/a');
    expect(isLazy(copied, 'body')).toBe(true);
    expect(JSON.stringify(copied.body)).toContain('"href":"/fr/docs/b"');
    expect(reads).toBe(1);
  });
});
