import { internals } from '@orama/orama';
import { normalizeWord, wordSpans } from './terms.js';

/**
 * The matching rules, shared by the index search and the highlighting of matches:
 * - a query word matches an indexed word with the same stem;
 * - the last word also matches as a prefix while the reader is still typing it (the query does not
 *   end with a space);
 * - words of 5+ letters as typed tolerate one typo, 9+ letters two (counted on the typed word,
 *   because stemming shortens it), except in the first letter;
 * - exact matches count more than prefix completions, which count more than typo matches.
 */

export interface Matcher {
  /** The query word's index form (stem). */
  term: string;
  /** The query word as typed, lower-cased. */
  raw: string;
  /** The word may be the start of a longer one (the last word, still being typed). */
  prefix: boolean;
  tolerance: number;
}

const EXACT = 1;
const PREFIX = 0.7;
const TYPO = 0.4;

/** How many typos a query word tolerates: none below 5 letters, then one, and two from 9. */
export function typoBudget(word: string): number {
  return word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
}

/** The matchers of a query, one per distinct meaningful word (stop words dropped). */
export function queryMatchers(query: string): Matcher[] {
  const spans = wordSpans(query);
  const typing = !/\s$/.test(query);
  const matchers: Matcher[] = [];
  spans.forEach((span, i) => {
    const prefix = typing && i === spans.length - 1;
    // A stop word or single letter still being typed is the start of a real word ("in" → "integration").
    const term = normalizeWord(span.word) || (prefix ? span.word : '');
    if (!term) return;
    const same = matchers.findIndex((m) => m.term === term);
    if (same >= 0) matchers.splice(same, 1);
    matchers.push({ term, raw: span.word, prefix, tolerance: typoBudget(span.word) });
  });
  return matchers;
}

/** How well an indexed word (a stem) matches: 1 exact, lower for a prefix completion or a typo, 0 not at all. */
export function matchQuality(m: Matcher, word: string): number {
  if (word === m.term) return EXACT;
  if (m.prefix && word.startsWith(m.term)) return PREFIX * Math.sqrt(m.term.length / word.length);
  if (isTypoOf(m, word)) return TYPO;
  return 0;
}

/** The word is within the matcher's typo budget (and is not an exact or prefix match). */
export function isTypoOf(m: Matcher, word: string): boolean {
  return (
    m.tolerance > 0 &&
    word !== m.term &&
    word[0] === m.term[0] &&
    Math.abs(word.length - m.term.length) <= m.tolerance &&
    internals.boundedLevenshtein(m.term, word, m.tolerance).isBounded
  );
}
