/**
 * Properties read on demand. A large site's compiled page bodies live on disk, not in the build's
 * heap (`compile/body-store.ts`); the objects that carry them (compiled pages, route chunks, blog
 * list entries) keep the plain shape every step reads, with the body behind a getter that reads
 * it back each time. The getter is enumerable, so `JSON.stringify`, spreads and `Object.entries`
 * see an ordinary property; code that copies a model keeps it a getter (`copyLazy`), or it would
 * read every body into memory at once.
 */

const lazyKeys = new WeakMap<object, Set<PropertyKey>>();

/** Defines `key` on `target` as an enumerable getter that calls `load` on each read. */
export function defineLazy<T extends object, K extends keyof T>(target: T, key: K, load: () => T[K]): void {
  Object.defineProperty(target, key, { get: load, enumerable: true, configurable: true });
  let keys = lazyKeys.get(target);
  if (!keys) lazyKeys.set(target, (keys = new Set()));
  keys.add(key);
}

/** Whether `target[key]` is read on demand. */
export function isLazy(target: object, key: PropertyKey): boolean {
  return lazyKeys.get(target)?.has(key) ?? false;
}

/** The properties of `target` that are read on demand, if any. */
export function lazyKeysOf(target: object): ReadonlySet<PropertyKey> | undefined {
  return lazyKeys.get(target);
}

/**
 * Sets `target[key]` to `value()`: on demand when what it derives from (`from[fromKey]`) is read on
 * demand, else at once.
 */
export function deriveLazy<T extends object, K extends keyof T>(target: T, key: K, from: object, fromKey: PropertyKey, value: () => T[K]): void {
  if (isLazy(from, fromKey)) defineLazy(target, key, value);
  else target[key] = value();
}
