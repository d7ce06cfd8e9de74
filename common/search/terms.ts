import { components } from '@orama/orama';

/**
 * How text becomes search terms, shared by the index build (pipeline), the query (browser) and the
 * highlighting of matches, so all three agree on what a "word" is.
 *
 * Words are runs of letters and digits; `snake_case`, `kebab-case`, `dotted.names` and `camelCase`
 * split into their parts, because developer docs are full of identifiers that readers search for
 * by their parts ("color mode" finds `supported_color_modes` and `ColorMode`).
 */

/** Function words that carry no meaning in a query; leaving them out keeps the index smaller too. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  'a an and are as at be by can do does for from has have how i if in into is it its of on or our that the their then there these this to was we were what when which will with you your'.split(
    ' ',
  ),
);

// Orama's own English (Porter) stemmer, taken from its tokenizer so no second stemmer is bundled.
const englishStemmer = components.tokenizer.createTokenizer({ language: 'english', stemming: true }).stemmer!;

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

/** The words of a text with their positions. */
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

const stemCache = new Map<string, string>();

/** The index form of one lower-cased word: '' for stop words and single letters, else its stem without diacritics. */
export function normalizeWord(word: string): string {
  const cached = stemCache.get(word);
  if (cached !== undefined) return cached;
  let term = '';
  if (!STOP_WORDS.has(word) && (word.length > 1 || /\p{N}/u.test(word))) {
    term = englishStemmer(word).normalize('NFD').replace(/\p{M}/gu, '');
  }
  if (stemCache.size > 20_000) stemCache.clear();
  stemCache.set(word, term);
  return term;
}

/** The distinct search terms of a text, in order of first appearance. */
export function terms(text: string): string[] {
  const out = new Set<string>();
  for (const span of wordSpans(text)) {
    const term = normalizeWord(span.word);
    if (term) out.add(term);
  }
  return [...out];
}

/**
 * The tokenizer Orama uses for this site's indexes (at build time and in the browser). Orama's
 * default tokenizer keeps `snake_case` words whole and has no stop words.
 */
export function createSearchTokenizer() {
  return {
    language: 'english',
    normalizationCache: new Map<string, string>(),
    tokenize: (raw: string) => terms(raw),
  };
}
