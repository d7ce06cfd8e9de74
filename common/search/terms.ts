import { components } from '@orama/orama';
import { stopwords } from '@orama/stopwords/english';

/**
 * How text becomes search terms, shared by the index build (pipeline), the query (browser) and the
 * highlighting of matches, so all three agree on what a "word" is.
 *
 * The words are Orama's own tokenizer's (English, stemming on, `@orama/stopwords` English list),
 * after one step of ours: `snake_case`, `kebab-case`, `dotted.names` and `camelCase` are split
 * into their parts first, because developer docs are full of identifiers that readers search for
 * by their parts ("color mode" finds `supported_color_modes` and `ColorMode`); Orama's English
 * tokenizer keeps `snake_case` whole.
 */

/** Orama's default tokenizer, configured through its documented options. */
const oramaTokenizer = components.tokenizer.createTokenizer({ language: 'english', stemming: true, stopWords: stopwords });

export interface WordSpan {
  /** Offset of the word's first character in the text. */
  start: number;
  /** Offset just after the word's last character. */
  end: number;
  /** The word as written, lower-cased. */
  word: string;
}

const WORD = /[\p{L}\p{N}]+/gu;
// A lower-case letter or digit followed by an upper-case one, or an upper-case run followed by a
// capitalised word (`HTTPServer` → `HTTP`, `Server`).
const CAMEL = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/** The words of a text with their positions, identifiers split into their parts. */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const m of text.matchAll(WORD)) {
    let start = m.index;
    for (const part of m[0].split(CAMEL)) {
      spans.push({ start, end: start + part.length, word: part.toLowerCase() });
      start += part.length;
    }
  }
  return spans;
}

// Orama's English tokenizer drops every letter outside the Latin script, so a word of another
// script (an Arabic translation, say) is kept whole, lower-cased and unstemmed instead.
const LATIN = /^[\p{Script=Latin}\p{N}]+$/u;

/** Orama's English tokens of Latin-script words; other words as they are. In order, each once. */
function tokenize(text: string, language?: string, prop?: string): string[] {
  const words = wordSpans(text).map((s) => s.word);
  if (words.every((w) => LATIN.test(w))) return oramaTokenizer.tokenize(words.join(' '), language, prop);
  const out = new Set<string>();
  for (const w of words) for (const t of LATIN.test(w) ? oramaTokenizer.tokenize(w, language, prop) : [w]) out.add(t);
  return [...out];
}

/** The search terms of a text (stems, stop words left out), in order, each once. */
export function terms(text: string): string[] {
  return tokenize(text, 'english');
}

/** The index form of one word: its stem, or '' for a stop word. */
export function normalizeWord(word: string): string {
  return tokenize(word, 'english')[0] ?? '';
}

/**
 * The tokenizer component of this site's Orama databases (Orama's documented `Tokenizer`
 * interface: `language`, `normalizationCache`, `tokenize`), used at build time and in the browser.
 */
// Orama tokenizes the query again in every index searched (a dozen per keystroke); the last text's
// tokens are kept for all of them (a copy is handed out: Orama may push to it).
let last: { raw: string; language?: string; tokens: string[] } | null = null;

export function createSearchTokenizer() {
  return {
    language: 'english',
    normalizationCache: new Map<string, string>(),
    tokenize: (raw: string, language?: string, prop?: string): string[] => {
      if (last?.raw !== raw || last.language !== language) last = { raw, language, tokens: tokenize(raw, language, prop) };
      return [...last.tokens];
    },
  };
}

/** A query word: as typed, and its index form. */
export interface QueryWord {
  /** As typed, lower-cased. */
  raw: string;
  /** Its stem ('' for a stop word). */
  term: string;
  /** The last word, still being typed (the query does not end with a space): it may be the start of a longer word. */
  prefix: boolean;
  /**
   * Which of the query's space-separated tokens the word is part of: `has_entity_name` is one
   * token of three words, a name the reader typed as it is written.
   */
  unit: number;
}

/** The words of a query. */
export function queryWords(query: string): QueryWord[] {
  const spans = wordSpans(query);
  const typing = !/\s$/.test(query);
  let unit = 0;
  return spans.map((s, i) => {
    if (i > 0 && /\s/.test(query.slice(spans[i - 1]!.end, s.start))) unit++;
    return { raw: s.word, term: normalizeWord(s.word), prefix: typing && i === spans.length - 1, unit };
  });
}

/** How many typos a query tolerates (Orama's `tolerance` is one for every word): by its longest word, one from 5 letters, two from 9. */
export function typoTolerance(words: QueryWord[]): number {
  const longest = Math.max(0, ...words.filter((w) => w.term).map((w) => w.raw.length));
  return longest >= 9 ? 2 : longest >= 5 ? 1 : 0;
}
