/**
 * Imports the search box's live part (`live.tsx`) once, on the reader's first move towards the
 * box (pointer over it, focus, Ctrl+K), and lets the box follow the import through a tiny store.
 */
import type * as LiveModule from './live';

export type Live = typeof LiveModule;

let live: Live | null = null;
let promise: Promise<Live> | null = null;
let failed = false;
const listeners = new Set<() => void>();

function changed() {
  for (const l of listeners) l();
}

export function loadLive(): Promise<Live> {
  promise ??= import('./live').then(
    (m) => {
      live = m;
      failed = false;
      changed();
      return m;
    },
    (error: unknown) => {
      // Offline, or a deploy removed the chunk: the box says search is unavailable; asking again retries.
      promise = null;
      failed = true;
      changed();
      throw error;
    },
  );
  return promise;
}

export function loadedLive(): Live | null {
  return live;
}

export function liveFailed(): boolean {
  return failed;
}

export function subscribeLive(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
