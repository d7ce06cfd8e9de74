import { describe, expect, it } from 'vitest';
import type { BlogListChunk, DocChunk, HastRoot } from '../contract';
import { packHast, routeChunkFromJson, routeChunkToJson, unpackHast } from '../hast-json';

const body: HastRoot = {
  type: 'root',
  children: [
    { type: 'element', tagName: 'h2', properties: { id: 'setup' }, children: [{ type: 'text', value: 'Setup' }] },
    { type: 'text', value: '\n' },
    {
      type: 'element',
      tagName: 'p',
      children: [
        { type: 'text', value: 'Run ' },
        { type: 'element', tagName: 'code', children: [{ type: 'text', value: 'make' }] },
        // An element whose properties are present but empty keeps them.
        { type: 'element', tagName: 'br', properties: {}, children: [] },
      ],
    },
    // An MDX component: its JSX props are its properties, arrays and objects among them.
    { type: 'element', tagName: 'Tabs', properties: { values: [{ label: 'A', value: 'a' }], lazy: true }, children: [] },
  ],
};

describe('packHast / unpackHast', () => {
  it('writes texts as strings and elements as [tag, properties?, ...children]', () => {
    expect(packHast(body)).toEqual([
      ['h2', { id: 'setup' }, 'Setup'],
      '\n',
      ['p', 'Run ', ['code', 'make'], ['br', {}]],
      ['Tabs', { values: [{ label: 'A', value: 'a' }], lazy: true }],
    ]);
  });

  it('reads back the same tree, through JSON', () => {
    expect(unpackHast(JSON.parse(JSON.stringify(packHast(body))) as ReturnType<typeof packHast>)).toEqual(body);
  });
});

describe('routeChunkToJson / routeChunkFromJson', () => {
  const doc = { kind: 'doc', id: 'intro', route: '/docs/intro', title: 'Intro', body } as DocChunk;
  const list = { kind: 'blog-list', route: '/blog', title: 'Blog', posts: [] } as unknown as BlogListChunk;

  it("packs a doc's body and keeps its other fields", () => {
    const json = routeChunkToJson(doc);
    expect(json).toEqual({ ...doc, body: packHast(body) });
    expect(routeChunkFromJson(json)).toEqual(doc);
  });

  it('leaves the other kinds and a chunk already read as they are', () => {
    expect(routeChunkToJson(list)).toBe(list);
    expect(routeChunkFromJson(list)).toBe(list);
    expect(routeChunkFromJson(doc)).toBe(doc);
  });
});
