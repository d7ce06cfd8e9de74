/**
 * Compact on-disk forms for the parts of an Orama database that dominate its size. Orama's own
 * `save()` writes every radix-tree node with its whole word and key, every document as an object
 * with repeated field names, and field lengths as objects keyed by id; these codecs write the same
 * information once. They run inside Orama's component `save`/`load` hooks, so the file is still
 * written by `@orama/plugin-data-persistence` and read by Orama's `load()`.
 */

/** A radix node as Orama's `RadixNode.toJSON()` writes it. */
export interface RadixJson {
  w: string;
  s: string;
  e: boolean;
  k: string;
  d: number[];
  c: [string, RadixJson][];
}

/**
 * `[subword, docs or 0 when the node ends no word, children]`, plus the key when it is not the
 * subword's first letter. The word is the parents' subwords joined, so it is not stored.
 */
export type CompactRadix = [string, number[] | 0, CompactRadix[]] | [string, number[] | 0, CompactRadix[], string];

export function compactRadix(node: RadixJson, parentWord = ''): CompactRadix {
  if (node.w !== parentWord + node.s) throw new Error(`radix node "${node.w}" is not its parent's word + "${node.s}"`);
  const children = node.c.map(([key, child]) => {
    if (key !== child.k) throw new Error(`radix child key "${key}" differs from the node's key "${child.k}"`);
    return compactRadix(child, node.w);
  });
  const docs = node.e ? node.d : 0;
  if (!node.e && node.d.length) throw new Error(`radix node "${node.w}" holds documents but ends no word`);
  return node.k === (node.s[0] ?? '') ? [node.s, docs, children] : [node.s, docs, children, node.k];
}

export function expandRadix(compact: CompactRadix, parentWord = ''): RadixJson {
  const [s, docs, children, key] = compact;
  const w = parentWord + s;
  return {
    w,
    s,
    e: docs !== 0,
    k: key ?? s[0] ?? '',
    d: docs === 0 ? [] : docs,
    c: children.map((child) => {
      const node = expandRadix(child, w);
      return [node.k, node];
    }),
  };
}

/**
 * Documents as columns: rows in internal-id order (ids 1…n), a field whose values repeat (page
 * titles, routes) stored once in a dictionary and referenced by number.
 */
export interface CompactDocs {
  count: number;
  fields: string[];
  /** Per field: its distinct values when dictionary-coded, else null. */
  dictionaries: (string[] | null)[];
  rows: (string | number)[][];
}

export function compactDocs(docs: Record<string, Record<string, unknown> | undefined>, count: number, fields: readonly string[]): CompactDocs {
  const ids = Object.keys(docs)
    .map(Number)
    .sort((a, b) => a - b);
  ids.forEach((id, i) => {
    if (id !== i + 1) throw new Error(`document ids are not contiguous: found ${id} at position ${i + 1}`);
  });
  const values = fields.map((f) => ids.map((id) => text(docs[id]?.[f])));
  const dictionaries = values.map((column) => {
    const distinct = [...new Set(column)];
    return distinct.length * 2 <= column.length ? distinct : null;
  });
  const lookups = dictionaries.map((d) => (d ? new Map(d.map((v, i) => [v, i])) : null));
  const rows = ids.map((_, r) => fields.map((_, f) => (lookups[f] ? lookups[f].get(values[f]![r]!)! : values[f]![r]!)));
  return { count, fields: [...fields], dictionaries, rows };
}

export function expandDocs(compact: CompactDocs): { docs: Record<number, Record<string, string>>; count: number } {
  const docs: Record<number, Record<string, string>> = {};
  compact.rows.forEach((row, r) => {
    const doc: Record<string, string> = {};
    compact.fields.forEach((field, f) => {
      const dictionary = compact.dictionaries[f];
      doc[field] = dictionary ? dictionary[row[f] as number]! : (row[f] as string);
    });
    docs[r + 1] = doc;
  });
  return { docs, count: compact.count };
}

/** Field lengths keyed by internal id, as an array indexed by the same id (slot 0 unused). */
export function lengthsToArray(lengths: Record<number, number | undefined>): (number | null)[] {
  const out: (number | null)[] = [null];
  for (const [id, length] of Object.entries(lengths)) out[Number(id)] = length ?? null;
  return Array.from(out, (v) => v ?? null);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value);
}
