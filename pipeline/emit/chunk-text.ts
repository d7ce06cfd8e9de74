/**
 * A route chunk's JSON made with its page body as the build cache stores it: the packed body's
 * JSON text (compile/stored-body.ts) copied into the chunk's own, byte for byte what
 * `JSON.stringify(routeChunkToJson(chunk))` gives, without reading the body into a tree and
 * writing it out again (most of a warm build's emit on a site of long pages). Its key names those
 * bytes without making them: the writer links the file the same key named in the last output
 * (`OutputWriter.writeKnownJson`), and reads the stored body only for a chunk that changed.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { RouteChunk } from '../../common/contract.js';
import { storedBodyOf } from '../compile/stored-body.js';

/** Stands in for the body while the rest is written: no page text holds it (a NUL and a random id). */
const MARK = `\u0000body-${randomUUID()}`;
const MARKED = `"body":${JSON.stringify(MARK)}`;

export interface StoredChunk {
  /** Names the chunk's bytes without them: its JSON around the body, and the stored body's hash. */
  key: string;
  /** The chunk's JSON text, the stored body's copied in. */
  text(): string;
}

/** The chunk as its stored body makes it, or null when its body is not a stored one (the caller writes it whole). */
export function storedChunk(chunk: RouteChunk): StoredChunk | null {
  if (chunk.kind !== 'doc' && chunk.kind !== 'blog-post') return null;
  const stored = storedBodyOf(chunk);
  if (!stored) return null;
  // The chunk's keys in their order, the body's value marked (its getter is not called).
  const shell: { [key: string]: unknown } = {};
  for (const key of Object.keys(chunk)) shell[key] = key === 'body' ? MARK : chunk[key as keyof typeof chunk];
  const text = JSON.stringify(shell);
  const at = text.indexOf(MARKED);
  const [before, after] = [text.slice(0, at), text.slice(at + MARKED.length)];
  return {
    key: createHash('sha256').update(before).update('\0').update(stored.hash).update('\0').update(after).digest('hex'),
    text: () => `${before}"body":${stored.packedJson()}${after}`,
  };
}
