/**
 * A compiled page body as the build cache stores it: the JSON text of its packed form (the form a
 * route chunk's file holds, common/hast-json.ts), in a file of its own, with that text's hash. A
 * warm build publishes an unchanged page by copying this text into the page's chunk and knows the
 * page's search records by the hash, without reading the body into a tree (cache/compile-cache.ts).
 *
 * It is attached to the objects that carry the body (a compiled page, its route chunk, its search
 * page), which keep their plain shape: `passBody` gives one the other's body (a getter when that is
 * read on demand, `util/lazy-property.ts`) with its stored form.
 */
import { defineLazy, isLazy } from '../util/lazy-property.js';

export interface StoredBody {
  /** The content hash of the packed body's JSON text. */
  hash: string;
  /** The packed body's JSON text, read from the store. */
  packedJson(): string;
}

const stored = new WeakMap<object, StoredBody>();

/** The stored form of `holder.body`, when the body is one the build cache holds. */
export function storedBodyOf(holder: object): StoredBody | undefined {
  return stored.get(holder);
}

export function setStoredBody(holder: object, body: StoredBody): void {
  stored.set(holder, body);
}

/**
 * Sets `target.body` to `from.body`: a getter when that is read on demand (so it is not read
 * here), else the value, with its stored form if it has one.
 */
export function passBody<T extends { body: unknown }>(target: T, from: { body: T['body'] }): void {
  if (isLazy(from, 'body')) defineLazy(target, 'body', () => from.body);
  else target.body = from.body;
  const form = stored.get(from);
  if (form) stored.set(target, form);
}
