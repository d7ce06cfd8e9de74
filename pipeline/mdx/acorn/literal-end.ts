/**
 * Where an object or array literal of plain values ends: strings, decimal numbers, names and nested
 * literals, as generated props are (`responses={{…}}`, an API page's schema as JSON). Anything else
 * (code, comments, templates, JSX, a syntax error) is not this scan's to read: -1, and the caller
 * leaves the text to acorn. The scan builds nothing and reads each character once.
 */
type Context = '{' | '[';
/** What may come next: a value, an object's key, the `:` after a key, or what follows a value. */
type Expect = 'value' | 'key' | 'colon' | 'after';

const CLOSER: Record<string, Context> = { '}': '{', ']': '[' };
const NAME = /[A-Za-z_$][\w$]*/y;
// Decimal only, no legacy octal (`01` is an error in a module's strict code), no separators.
const NUMBER = /-?(?:(?:0|[1-9]\d*)(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?(?![\w$.])/y;
const SPACE = /[ \t\n\r]*/y;
// Names that start something other than a plain value, or that a module's strict code reserves.
const RESERVED = new Set(
  'await break case catch class const continue debugger default delete do else enum export extends finally for function if implements import in instanceof interface let new package private protected public return static super switch throw try typeof var void while with yield async of get set'.split(
    ' ',
  ),
);
// Values, but not a shorthand property (`{true}` is an error); `__proto__` twice is one too.
const NO_SHORTHAND = new Set(['true', 'false', 'null', 'this']);
const NAME_START = /[A-Za-z_$]/;
const STRING = /"(?:[^"\\\n\r]|\\["'\\/bfnrtv]|\\u[0-9a-fA-F]{4})*"|'(?:[^'\\\n\r]|\\["'\\/bfnrtv]|\\u[0-9a-fA-F]{4})*'/y;

/** The index after the match of a sticky pattern at `at`, or -1. */
function after(pattern: RegExp, text: string, at: number): number {
  pattern.lastIndex = at;
  return pattern.test(text) ? pattern.lastIndex : -1;
}

/**
 * The index just after the literal starting at `start` (spaces first), or -1 when that is not one.
 * `read` is where the scan stopped either way (what it cost).
 */
export function literalEnd(text: string, start: number): { end: number; read: number } {
  const stop = (at: number) => ({ end: -1, read: at });
  const stack: Context[] = [];
  let expect: Expect = 'value';
  // After an object's key: whether it was a name (`{a}` is shorthand for `{a: a}`).
  let keyWasName = false;
  let i = after(SPACE, text, start);
  if (text[i] !== '{' && text[i] !== '[') return stop(i);
  while (i < text.length) {
    i = after(SPACE, text, i);
    const c = text[i];
    if (c === undefined) return stop(i);
    const top = stack[stack.length - 1];
    if (c === '{' || c === '[') {
      if (expect !== 'value') return stop(i);
      stack.push(c);
      expect = c === '{' ? 'key' : 'value';
      i += 1;
    } else if (c === '}' || c === ']') {
      // `[a,]`, `[,]` and `{a: 1,}` close after a comma.
      const closes = expect === 'after' || (c === ']' && expect === 'value') || (c === '}' && (expect === 'key' || (expect === 'colon' && keyWasName)));
      if (top !== CLOSER[c] || !closes) return stop(i);
      stack.pop();
      i += 1;
      if (stack.length === 0) return { end: i, read: i };
      expect = 'after';
    } else if (c === ',') {
      if (top === '{' && (expect === 'after' || (expect === 'colon' && keyWasName))) expect = 'key';
      else if (top === '[' && (expect === 'after' || expect === 'value')) expect = 'value';
      else return stop(i);
      i += 1;
    } else if (c === ':') {
      if (expect !== 'colon') return stop(i);
      expect = 'value';
      i += 1;
    } else {
      const isName = NAME_START.test(c);
      const end = after(isName ? NAME : c === '"' || c === "'" ? STRING : NUMBER, text, i);
      if (end < 0) return stop(i);
      const word = isName ? text.slice(i, end) : null;
      if (expect === 'key') {
        // A string, a number or any name; a name alone is shorthand for a value of that name.
        const key = text.slice(i, end);
        if (c === '-' || key.includes('__proto__') || (word === null && key.includes('\\'))) return stop(i);
        expect = 'colon';
        keyWasName = word !== null && !RESERVED.has(word) && !NO_SHORTHAND.has(word);
      } else if (expect === 'value' && (word === null || !RESERVED.has(word))) {
        expect = 'after';
      } else {
        return stop(i);
      }
      i = end;
    }
  }
  return stop(i);
}
