import { isMap, isScalar, parseDocument } from 'yaml';

export interface FrontMatterResult {
  data: Record<string, unknown>;
  body: string;
  /** 1-based line in the file where the body starts. */
  bodyLine: number;
  error: { line: number; column: number; message: string } | null;
  /** Top-level field → its 1-based line in the file, so a problem with a value can point at it. */
  fieldLines: Record<string, number>;
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** What a front-matter block's YAML parses to: a function of that text alone, so it can be kept between builds. */
export type ParsedYaml = Pick<FrontMatterResult, 'data' | 'error' | 'fieldLines'>;

/** Parsed blocks from earlier builds (`cache/front-matter-cache.ts`): `get` gives a copy of its own. */
export interface YamlMemo {
  get(yaml: string): ParsedYaml | undefined;
  set(yaml: string, parsed: ParsedYaml): void;
}

/** Splits YAML front matter from the body and parses it (or takes it from `memo`), with positions for errors. */
export function parseFrontMatter(source: string, memo?: YamlMemo): FrontMatterResult {
  const text = source.replace(/^\uFEFF/, '');
  const match = FENCE.exec(text);
  if (!match) {
    if (/^---[ \t]*\r?\n/.test(text))
      return {
        data: {},
        body: text,
        bodyLine: 1,
        error: { line: 1, column: 1, message: 'front matter opened with `---` is never closed by a `---` line' },
        fieldLines: {},
      };
    return { data: {}, body: text, bodyLine: 1, error: null, fieldLines: {} };
  }
  const bodyLine = match[0].split('\n').length - (match[0].endsWith('\n') ? 1 : 0) + 1;
  const body = text.slice(match[0].length);
  const yaml = match[1]!;
  let parsed = memo?.get(yaml);
  if (!parsed) {
    parsed = parseYaml(yaml);
    memo?.set(yaml, parsed);
  }
  return { ...parsed, body, bodyLine };
}

/** The YAML between the fences, parsed; lines are the file's (the YAML starts on its second line, after `---`). */
function parseYaml(yaml: string): ParsedYaml {
  const doc = parseDocument(yaml, { prettyErrors: false });
  const err = doc.errors[0];
  if (err) {
    const pos = err.linePos?.[0] ?? { line: 1, col: 1 };
    return { data: {}, error: { line: pos.line + 1, column: pos.col, message: `invalid front matter YAML: ${err.message.split('\n')[0]}` }, fieldLines: {} };
  }
  const value: unknown = doc.toJS();
  if (value !== null && value !== undefined && (typeof value !== 'object' || Array.isArray(value))) {
    return { data: {}, error: { line: 2, column: 1, message: 'front matter must be a YAML mapping of `key: value` pairs' }, fieldLines: {} };
  }
  const fieldLines: Record<string, number> = {};
  if (isMap(doc.contents))
    for (const { key } of doc.contents.items)
      if (isScalar(key) && key.range) fieldLines[String(key.value)] ??= yaml.slice(0, key.range[0]).split('\n').length + 1;
  // Values of their own (a clone): a string the YAML parser cut from the file keeps the whole
  // file's text alive for as long as the page's title or description is kept, the whole build.
  return { data: structuredClone((value ?? {}) as Record<string, unknown>), error: null, fieldLines };
}
