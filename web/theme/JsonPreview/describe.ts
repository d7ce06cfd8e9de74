/** What a collapsed JSON node shows: its size for objects and arrays, the value otherwise. */
export function describeJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.length} item${value.length === 1 ? '' : 's'}]`;
  if (value !== null && typeof value === 'object') {
    const n = Object.keys(value).length;
    return `{${n} key${n === 1 ? '' : 's'}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** A HAST node's tag or type makes a better label than its index when a tree is browsed. */
export function nodeHint(value: unknown): string | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const o = value as Record<string, unknown>;
  if (typeof o.tagName === 'string') return `<${o.tagName}>`;
  if (o.type === 'text' && typeof o.value === 'string') return JSON.stringify(o.value.length > 40 ? `${o.value.slice(0, 39)}…` : o.value);
  if (typeof o.kind === 'string') return o.kind;
  return null;
}

export function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return value !== null && typeof value === 'object';
}
