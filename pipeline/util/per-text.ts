/**
 * A result kept per key for as long as the text it was made from is unchanged: esbuild bundles each
 * page on its own, so a component imported by many pages would otherwise be transformed once per
 * page. Only the last text of each key is kept; an edited file replaces its entry.
 */
export function perText<T>(): (key: string, text: string, make: () => T) => T {
  const made = new Map<string, { text: string; value: T }>();
  return (key, text, make) => {
    const known = made.get(key);
    if (known?.text === text) return known.value;
    const value = make();
    made.set(key, { text, value });
    return value;
  };
}
