import { ATTRIBUTE_TO_PROPERTY } from './attributes.js';

/**
 * JSX props → HAST properties, the conventions every component element and HTML element in the
 * JSON tree follows: `class`/`className` as a class list, HTML attribute spellings as React's
 * (`for` → `htmlFor`, ...), `style` as written (object or string; the SPA parses strings).
 */
export function toHastProperties(props: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined) continue;
    const key = ATTRIBUTE_TO_PROPERTY[name] ?? name;
    out[key] = key === 'className' && typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : value;
  }
  return out;
}
