import { isTypoOf, type Matcher } from './match.js';
import { normalizeWord, wordSpans } from './terms.js';

/**
 * Where a query matches in a text, by the same rules as the search itself, and the short snippet
 * shown around it. The output is offsets, never markup: the UI turns them into React nodes.
 */

/** `[start, end)` offsets of a match in a text. */
export type Range = [number, number];

export interface Snippet {
  text: string;
  ranges: Range[];
}

export const SNIPPET_LENGTH = 50;

/**
 * The matched words of a text, in order. As in the search, a typo only counts for a query word
 * that is nowhere in `scope` (the text itself, or the whole page it is part of, or the result of
 * `typoMatchers` for it) as written:
 * "brightness" should not mark every "light".
 */
export function matchRanges(text: string, matchers: Matcher[], scope?: string | Matcher[]): Range[] {
  if (!matchers.length || !text) return [];
  const words = wordSpans(text).map((span) => ({ span, term: normalizeWord(span.word) }));
  const typos = Array.isArray(scope) ? scope : typoMatchers(matchers, scope ?? words.map((w) => w.term));
  const ranges: Range[] = [];
  for (const { span, term } of words) {
    const hit = matchers.some((m) => isExactly(m, term) || (m.prefix && span.word.startsWith(m.raw))) || (term !== '' && typos.some((m) => isTypoOf(m, term)));
    if (hit) {
      // Adjacent parts of one identifier (`ColorMode`) read better as one mark.
      const last = ranges[ranges.length - 1];
      if (last && last[1] === span.start) last[1] = span.end;
      else ranges.push([span.start, span.end]);
    }
  }
  return ranges;
}

/**
 * The first matched word of a text (typos only for `typos`), found without splitting the whole
 * text into words: a stem keeps the first letters of the word it comes from, so candidate places
 * are found with `indexOf` and only the words there are stemmed. (A section can be thousands of
 * words; this runs for every suggestion shown, on every keystroke.)
 */
export function firstMatch(text: string, matchers: Matcher[], typos: Matcher[]): Range | null {
  const matches = (word: string) => {
    const term = normalizeWord(word);
    return matchers.some((m) => isExactly(m, term) || (m.prefix && word.startsWith(m.raw))) || (term !== '' && typos.some((m) => isTypoOf(m, term)));
  };
  if (typos.length) {
    for (const span of wordSpans(text)) if (matches(span.word)) return [span.start, span.end];
    return null;
  }
  const lower = text.toLowerCase();
  let best: Range | null = null;
  for (const m of matchers) {
    // The stem's last letter may differ from the word's (`day` → `dai`), unless the word was typed as is.
    const key = m.raw === m.term ? m.term : m.term.slice(0, Math.max(1, Math.min(3, m.term.length - 1)));
    for (let at = lower.indexOf(key); at >= 0 && (!best || at < best[0]); at = lower.indexOf(key, at + 1)) {
      if (!startsWordPart(text, at)) continue;
      const part = wordSpans(text.slice(at, at + 64))[0];
      if (part && part.start === 0 && matches(part.word)) {
        best = [at, at + part.end];
        break;
      }
    }
  }
  return best;
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

const isExactly = (m: Matcher, term: string) => term !== '' && (term === m.term || (m.prefix && term.startsWith(m.term)));

/** The matchers that may match by typo in a scope: those with no exact (or prefix) match in it. */
export function typoMatchers(matchers: Matcher[], scope: string | string[]): Matcher[] {
  const terms = typeof scope === 'string' ? wordSpans(scope).map((s) => normalizeWord(s.word)) : scope;
  return matchers.filter((m) => m.tolerance > 0 && !terms.some((t) => isExactly(m, t)));
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
