import type { IdealImageOptions } from '../../../pipeline/mdx/plugins/images/widths.js';
import type { PluginEntry } from './plugins.js';

const WIDTH_KEYS = ['size', 'min', 'max', 'steps', 'quality'] as const;

/**
 * `@docusaurus/plugin-ideal-image`'s options. Numbers may be numeric strings, as its loader
 * `parseInt`s them; a value that is no positive whole number, and any option applied nowhere here
 * (`name`: variants are named like every other content image), is named in `unapplied`.
 */
export function idealImageOptions(entry: PluginEntry, unapplied: string[]): IdealImageOptions {
  const where = `${entry.from} (${entry.name})`;
  const out: IdealImageOptions = {};
  for (const [key, value] of Object.entries(entry.options)) {
    if (value === undefined) continue;
    if ((WIDTH_KEYS as readonly string[]).includes(key)) {
      const n = positiveInt(value);
      if (n !== null && !(key === 'quality' && n > 100)) out[key as (typeof WIDTH_KEYS)[number]] = n;
      else
        unapplied.push(
          `${where} option ${key} ${JSON.stringify(value)} (${key === 'quality' ? 'not a whole number from 1 to 100' : 'not a positive whole number'})`,
        );
    } else if (key === 'sizes') {
      const sizes = Array.isArray(value) ? value.map(positiveInt) : [null];
      if (sizes.every((n) => n !== null)) out.sizes = sizes;
      else unapplied.push(`${where} option sizes ${JSON.stringify(value)} (not a list of positive whole numbers)`);
    } else if (key === 'disableInDev' && typeof value === 'boolean') out.disableInDev = value;
    else unapplied.push(`${where} option ${key}`);
  }
  return out;
}

function positiveInt(value: unknown): number | null {
  const n = typeof value === 'number' ? Math.floor(value) : typeof value === 'string' ? parseInt(value, 10) : NaN;
  return Number.isFinite(n) && n >= 1 ? n : null;
}
