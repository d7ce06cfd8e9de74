import { literalEnd } from './literal-end.js';

/**
 * MDX finds where an expression `{…}` ends by asking acorn to parse the text up to each `}` in turn
 * (a `}` may sit in a string), and prepares that text afresh each time: an expression of n
 * characters with k braces costs k passes over up to n characters. Generated API pages pass their
 * schemas as literal props (`responses={{…}}`, half a megabyte on one line, thousands of braces):
 * minutes per page, in Docusaurus as here.
 *
 * Before parsing, the inner `}` of each such literal (an expression whose whole content is an object
 * or array literal of plain values, `literal-end.ts`) is replaced by a mark of the same length that
 * the text has nowhere else, so MDX tries once, at the expression's own `}`. The parser's acorn reads
 * the marks as the braces they were (`mdxAcorn`), so the expression's tree is acorn's; every string
 * of the parsed tree has its marks turned back. Positions are unchanged: a mark is one code unit, as
 * a brace is. No attempt the original text would make can succeed before that `}` (each ends inside
 * the open literal), so the tree is the same as without the marks.
 */

/** Below this many inner braces a literal costs little: left as written. */
const MIN_BRACES = 32;
/** A pathological text (literals that each fail near their end) is not scanned without bound. */
const SCAN_BUDGET = 8;

/** A character of the Private Use Area the text does not contain, or null. */
function unusedMark(text: string): string | null {
  for (let code = 0xe000; code <= 0xf8ff; code++) {
    const mark = String.fromCharCode(code);
    if (!text.includes(mark)) return mark;
  }
  return null;
}

/** Whether the character at `at` is escaped by an odd run of backslashes before it. */
function escaped(text: string, at: number): boolean {
  let n = 0;
  while (at - n - 1 >= 0 && text[at - n - 1] === '\\') n++;
  return n % 2 === 1;
}

/** The expressions (the index of their `{` and of their `}`) whose content is a literal with many inner braces. */
export function literalExpressions(text: string): [number, number][] {
  const found: [number, number][] = [];
  let budget = text.length * SCAN_BUDGET;
  for (let open = text.indexOf('{'); open >= 0 && budget > 0;) {
    const { end, read } = escaped(text, open) ? { end: -1, read: open + 1 } : literalEnd(text, open + 1);
    budget -= read - open;
    let close = end;
    while (close > 0 && close < text.length && /[ \t\n\r]/.test(text[close]!)) close++;
    if (end > 0 && text[close] === '}') {
      let braces = 0;
      for (let i = text.indexOf('}', open); i >= 0 && i < close; i = text.indexOf('}', i + 1)) braces++;
      if (braces >= MIN_BRACES) found.push([open, close]);
      open = text.indexOf('{', close);
    } else {
      open = text.indexOf('{', open + 1);
    }
  }
  return found;
}

export interface HiddenBraces {
  /** The text with the inner braces of its large literal expressions replaced by `mark`. */
  text: string;
  mark: string;
}

/** The text to parse, or null when it has no literal worth it (or no unused mark). */
export function hideLiteralBraces(text: string): HiddenBraces | null {
  const ranges = literalExpressions(text);
  if (ranges.length === 0) return null;
  const mark = unusedMark(text);
  if (mark === null) return null;
  let out = '';
  let from = 0;
  for (const [open, close] of ranges) {
    out += text.slice(from, open + 1) + text.slice(open + 1, close).replaceAll('}', mark);
    from = close;
  }
  return { text: out + text.slice(from), mark };
}

/** Every string of a parsed tree (mdast and the estree in it) with `mark` turned back into `}`. */
export function restoreBraces<T>(tree: T, mark: string): T {
  const seen = new Set<object>();
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return value.includes(mark) ? value.replaceAll(mark, '}') : value;
    if (value === null || typeof value !== 'object' || seen.has(value)) return value;
    seen.add(value);
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const next = walk(record[key]);
      if (next !== record[key]) record[key] = next;
    }
    return value;
  };
  walk(tree);
  return tree;
}
