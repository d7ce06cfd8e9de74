import { describe, expect, it } from 'vitest';
import type { DocChunk, HastRoot, RouteChunk } from '../../../common/contract';
import { packHast, routeChunkToJson } from '../../../common/hast-json';
import { defineLazy } from '../../util/lazy-property';
import { passBody, setStoredBody } from '../../compile/stored-body';
import { storedChunk } from '../chunk-text';

const body: HastRoot = {
  type: 'root',
  children: [
    { type: 'element', tagName: 'p', properties: { className: ['lead'] }, children: [{ type: 'text', value: 'A "quoted" body\u2028with odd characters' }] },
  ],
};

function docChunk(): DocChunk {
  return {
    kind: 'doc',
    id: 'relay',
    pluginId: 'default',
    version: 'current',
    route: '/docs/relay',
    title: 'Relay',
    description: 'About relays',
    keywords: [],
    sidebar: null,
    breadcrumbs: [],
    toc: [{ id: 'body', value: 'body', level: 2 }],
    hideTableOfContents: false,
    body: null as never,
    editUrl: null,
    previous: null,
    next: { title: 'Fuses', route: '/docs/fuses' },
  } as unknown as DocChunk;
}

/** A doc chunk whose body is stored under `hash`; reading it as a tree fails the test. */
function storedDoc(hash: string): DocChunk {
  const compiled = { body: null as unknown as HastRoot };
  defineLazy(compiled, 'body', () => {
    throw new Error('the body was read');
  });
  setStoredBody(compiled, { hash, packedJson: () => JSON.stringify(packHast(body)) });
  const chunk = docChunk();
  passBody(chunk, compiled);
  return chunk;
}

describe('a route chunk made with its stored body', () => {
  it('is byte for byte the JSON of the chunk with its body packed, and its body is never read', () => {
    const plain = docChunk();
    plain.body = body;
    const expected = JSON.stringify(routeChunkToJson(plain));
    const chunk = storedDoc('abc');
    expect(storedChunk(chunk)!.text()).toBe(expected);
  });

  it('has a key that changes with the stored body and with the rest of the chunk, and with nothing else', () => {
    const key = storedChunk(storedDoc('abc'))!.key;
    expect(storedChunk(storedDoc('abc'))!.key).toBe(key);
    expect(storedChunk(storedDoc('abd'))!.key).not.toBe(key);
    const retitled = storedDoc('abc');
    retitled.title = 'Relays';
    expect(storedChunk(retitled)!.key).not.toBe(key);
  });

  it('is not made for a chunk without a stored body, nor for chunks without a packed body', () => {
    const chunk = docChunk();
    chunk.body = body;
    expect(storedChunk(chunk)).toBeNull();
    expect(storedChunk({ kind: 'tags', route: '/docs/tags' } as unknown as RouteChunk)).toBeNull();
  });
});
