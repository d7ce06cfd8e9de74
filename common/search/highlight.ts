import { Highlight } from '@orama/highlight';
import { normalizeWord, wordSpans, type QueryWord } from './terms.js';

/**
 * Where a query matches in a text, and the short snippet shown around it. The output is offsets,
 * never markup: the UI turns them into React nodes.
 *
 * Candidate places come from `@orama/highlight` (its `positions`, never its `.HTML`), searched for
 * each query word's stem as typed (the letters the word and its stem share: `entiti` → `entit`);
 * a place counts when it starts a word (or a camelCase part) and that word has the query word's
 * stem, or, for the word still being typed, starts with it. `@orama/highlight` alone matches the
 * letters anywhere ("entit" in "identity") and knows nothing of stems ("entities" in "entity").
 */

/** `[start, end)` offsets of a match in a text. */
export type Range = [number, number];

export interface Snippet {
  text: string;
  ranges: Range[];
}

export const SNIPPET_LENGTH = 50;

const highlighter = new Highlight({ caseSensitive: false, strategy: 'partialMatch' });

/** What `@orama/highlight` is asked to find for a query: one key per meaningful word. */
function keys(words: QueryWord[]): string[] {
  const out = new Set<string>();
  for (const w of words) {
    if (!w.term && !w.prefix) continue;
    let n = 0;
    while (n < w.raw.length && w.raw[n] === w.term[n]) n++;
    out.add(w.raw.slice(0, Math.max(1, n)));
  }
  return [...out];
}

function matchesWord(words: QueryWord[], word: string): boolean {
  const lower = word.toLowerCase();
  const stem = normalizeWord(lower);
  return words.some((w) => (w.term !== '' && stem === w.term) || (w.prefix && (lower.startsWith(w.raw) || (w.term !== '' && stem.startsWith(w.term)))));
}

/**
 * The matched words of a text, in order (at most `max`). Adjacent parts of one identifier
 * (`ColorMode`) are one range.
 */
export function matchRanges(text: string, words: QueryWord[], max = Infinity): Range[] {
  const wanted = keys(words);
  if (!wanted.length || !text) return [];
  const ranges: Range[] = [];
  let after = 0;
  for (const { start } of highlighter.highlight(text, wanted.join(' ')).positions) {
    if (ranges.length > max) break;
    if (start < after || !startsWordPart(text, start)) continue;
    const part = wordSpans(text.slice(start, start + 64))[0];
    if (!part || part.start !== 0 || !matchesWord(words, text.slice(start, start + part.end))) continue;
    const end = start + part.end;
    after = end;
    const last = ranges[ranges.length - 1];
    if (last && last[1] === start) last[1] = end;
    else ranges.push([start, end]);
  }
  return ranges.length > max ? ranges.slice(0, max) : ranges;
}

/**
 * The first matched word of a text, looked for a window at a time: a section can be thousands of
 * words, and this runs for every suggestion shown, on every keystroke.
 */
export function firstRange(text: string, words: QueryWord[], window = 600): Range | null {
  for (let from = 0; from < text.length;) {
    let to = Math.min(text.length, from + window);
    // End the window at a space, so no word is cut in two.
    const space = to < text.length ? text.lastIndexOf(' ', to) : -1;
    if (space > from) to = space;
    const found = matchRanges(text.slice(from, to), words, 1)[0];
    if (found) return [found[0] + from, found[1] + from];
    from = to;
  }
  return null;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const UPPER = /\p{Lu}/u;
const LOWER_OR_DIGIT = /[\p{Ll}\p{N}]/u;

/** A word, or a camelCase part of one, starts at `at`. */
function startsWordPart(text: string, at: number): boolean {
  if (at === 0) return true;
  const before = text[at - 1]!;
  if (!WORD_CHAR.test(before)) return true;
  return LOWER_OR_DIGIT.test(before) && UPPER.test(text[at]!);
}

/**
 * At most `max` characters of `text` (ellipses included) around its first match, cut at word
 * boundaries where possible, with the match ranges moved to the snippet's offsets. Without a match,
 * the start of the text. Texts from the index have their whitespace collapsed already.
 */
export function makeSnippet(text: string, ranges: Range[], max = SNIPPET_LENGTH): Snippet {
  if (text.length <= max) return { text, ranges };
  const first = ranges[0];
  let start = 0;
  if (first) {
    // About a third of the room goes before the match, starting at a word.
    const room = Math.max(0, max - 2 - (first[1] - first[0]));
    start = Math.max(0, first[0] - Math.floor(room / 3));
    if (start > 0 && text[start - 1] !== ' ') {
      const space = text.slice(start, first[0]).indexOf(' ');
      start = space < 0 ? first[0] : start + space + 1;
    }
  }
  const lead = start > 0 ? '…' : '';
  let end = start + max - lead.length;
  let tail = '';
  if (end < text.length) {
    end -= 1;
    tail = '…';
    const space = text.slice(start, end).lastIndexOf(' ');
    // Cut at the last space, unless that would cut the first match off.
    if (space > 0 && start + space >= (first ? first[1] : 0)) end = start + space;
  }
  const body = text.slice(start, end).trimEnd();
  const stop = start + body.length;
  const shift = lead.length - start;
  const inside = ranges.filter(([s, e]) => s < stop && e > start).map(([s, e]): Range => [Math.max(s, start) + shift, Math.min(e, stop) + shift]);
  return { text: lead + body + tail, ranges: inside };
}
