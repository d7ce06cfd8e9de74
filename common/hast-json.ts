import type { HastElement, HastNode, HastRoot, PackedHast, PackedHastElement, PackedHastNode, RouteChunk, RouteChunkJson } from './contract.js';

/**
 * A HAST root as a page's file holds it (`PackedHast` in the contract): texts as strings, elements
 * as `[tagName, properties?, ...children]`. The object form repeats `"type":"element"`,
 * `"tagName"` and `"children"` on every node, which gzip does not take back: a doc page's body is
 * about 12% smaller gzipped this way. `properties` is kept when present, even empty, so reading
 * gives back the same tree.
 */
export function packHast(root: HastRoot): PackedHast {
  return root.children.map(packNode);
}

function packNode(node: HastNode): PackedHastNode {
  if (node.type === 'text') return node.value;
  if (node.type === 'root') throw new Error('packHast: a root inside a tree');
  const packed: PackedHastElement = [node.tagName];
  if (node.properties) packed.push(node.properties);
  for (const child of node.children) packed.push(packNode(child));
  return packed;
}

/** The HAST root a packed body stands for. */
export function unpackHast(packed: PackedHast): HastRoot {
  return { type: 'root', children: packed.map(unpackNode) };
}

function unpackNode(node: PackedHastNode): HastNode {
  if (typeof node === 'string') return { type: 'text', value: node };
  // The file was checked against the contract's schema: its first item is the tag name. (Kept
  // short: this runs in the SPA's entry, on every page.)
  const element: HastElement = { type: 'element', tagName: node[0] as string, children: [] };
  for (let i = 1; i < node.length; i++) {
    const item = node[i]!;
    if (typeof item === 'object' && !Array.isArray(item)) element.properties = item;
    else element.children.push(unpackNode(item));
  }
  return element;
}

/** A route chunk as its file holds it: a doc's and a post's body packed. */
export function routeChunkToJson(chunk: RouteChunk, pack: (body: HastRoot) => PackedHast = packHast): RouteChunkJson {
  if (chunk.kind === 'doc' || chunk.kind === 'blog-post') return { ...chunk, body: pack(chunk.body) };
  return chunk;
}

/** The route chunk a file holds; one whose body is a tree already (a unit test's) is returned as it is. */
export function routeChunkFromJson(json: RouteChunkJson | RouteChunk): RouteChunk {
  return 'body' in json && Array.isArray(json.body) ? { ...json, body: unpackHast(json.body) } : (json as RouteChunk);
}
