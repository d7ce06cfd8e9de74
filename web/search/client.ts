/**
 * Loading search indexes: the engine chunk is imported once, each index file is fetched and opened
 * once per page load (a module-level cache that outlives route changes; the files are immutable,
 * so a reload is answered from the HTTP cache). Components follow the loads through a tiny store.
 */
import type { SearchManifest } from '../../common/contract';
import type { IndexKind } from '../../common/search/engine';
import type * as EngineModule from './engine';
import type { SearchDb } from './engine';
import { withBase } from '../app/base-url';

type Engine = typeof EngineModule;

let engine: Engine | null = null;
let enginePromise: Promise<Engine> | null = null;
/** Opened indexes and loaded manifests, by path. */
const opened = new Map<string, unknown>();
const pending = new Map<string, Promise<unknown>>();
const failed = new Set<string>();
let version = 0;
const listeners = new Set<() => void>();

function changed() {
  version++;
  for (const l of listeners) l();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Bumped on every finished (or failed) load, so hooks re-run their query. */
export function loadVersion(): number {
  return version;
}

export function loadEngine(): Promise<Engine> {
  enginePromise ??= import('./engine').then(
    (e) => {
      engine = e;
      changed();
      return e;
    },
    (error: unknown) => {
      enginePromise = null;
      throw error;
    },
  );
  return enginePromise;
}

export function loadedEngine(): Engine | null {
  return engine;
}

/**
 * Fetches a file of `_data/search/` and opens it (`open` gets the JSON's promise, so it can wait for
 * the engine meanwhile), once. A failed load can be retried by asking again.
 */
function loadFile<T>(path: string, open: (json: Promise<unknown>) => Promise<T>): Promise<T> {
  const existing = pending.get(path);
  if (existing) return existing as Promise<T>;
  failed.delete(path);
  const json = fetch(withBase(path), { credentials: 'same-origin' }).then((r) => {
    if (!r.ok) throw new Error(`Loading ${path} failed with HTTP ${r.status}`);
    return r.json() as Promise<unknown>;
  });
  const promise = open(json).then(
    (value) => {
      opened.set(path, value);
      changed();
      return value;
    },
    (error: unknown) => {
      pending.delete(path);
      failed.add(path);
      changed();
      throw error;
    },
  );
  pending.set(path, promise);
  return promise;
}

/** Fetches and opens an index, once. */
export function loadIndex(kind: IndexKind, path: string): Promise<SearchDb> {
  return loadFile(path, (json) => Promise.all([loadEngine(), json]).then(([e, j]) => e.openIndex(kind, j)));
}

/**
 * Fetches the list of search indexes (`boot.json`'s `search` names its file), once: the search box
 * asks for it with its logic, the search page when it opens.
 */
export function loadSearchManifest(path: string): Promise<SearchManifest> {
  return loadFile(path, (json) => json as Promise<SearchManifest>);
}

/** The list of search indexes at `path` once loaded; null before. */
export function loadedSearchManifest(path: string | null): SearchManifest | null {
  return path ? ((opened.get(path) as SearchManifest | undefined) ?? null) : null;
}

export function loadedIndex(path: string): SearchDb | undefined {
  return opened.get(path) as SearchDb | undefined;
}

export function indexFailed(path: string): boolean {
  return failed.has(path);
}

/** Content indexes to load, in order: the current context first. */
export function contentOrder(all: SearchManifest['contexts'], contexts: string[], first: string | null): SearchManifest['contexts'] {
  const wanted = all.filter((c) => contexts.includes(c.id));
  return [...wanted.filter((c) => c.id === first), ...wanted.filter((c) => c.id !== first)];
}
