import { normalizeWord, wordSpans, type QueryWord } from './terms.js';

/**
 * The rule that merges hits from several indexes (the titles index and one content index per
 * context) into one list, and puts the reference page first. Orama's scores are BM25: they depend
 * on the index's document count and field lengths, so a score from the blog's index and one from
 * Core's do not compare. The merged score uses what does compare, read the way DocSearch reads a
 * page's hierarchy (its title, then its headings, then its text):
 *
 *     relative × (1 + 2 × named) × (1 + 2 × documents) × (1 + exactness) × (1 + phrase) × (1 + together) × kind
 *
 * - **relative**: the hit's Orama score over the best score of its own index for the same query
 *   (within one index, scores compare), so 1 for each index's best hit;
 * - **named**: the share of the query's space-separated tokens that the hit's names name: the page
 *   title, the section's heading, the identifiers its reference tables document (the section's
 *   keywords, `pipeline/search/records.ts`), and on a page's intro its keywords (a doc's front-matter keywords
 *   and sidebar label; not a post's tags, categories many posts share) and its description. A
 *   token is named where its words stand together in a name: `has_entity_name` is named by
 *   "Entities use has_entity_name = True", not by "Changes to entity naming", and
 *   `async_setup_entry` not by "registered in async_setup";
 * - **documents**: the share of the query's identifiers (tokens of several words) that the hit's
 *   names name: an identifier's naming counts twice. A page that documents an identifier names it
 *   (a title, a heading, the code that names a row of its reference table: a section's keywords);
 *   a page that only mentions it holds it in its text, where Orama scores its common parts, so
 *   "Config entries › Setting up an entry" (`config`, `entry` in its title) scored seven times
 *   "Handling setup failures" (whose table documents `ConfigEntryNotReady`) on that query;
 * - **exactness**: the share of the heading's words (the title's, for a page's intro) that are
 *   query words ("Climate entity" is more exactly "climate entity" than "New entity features in
 *   Climate entity");
 * - **phrase**: 1 when one name holds the whole query as typed, its words together and in order;
 * - **together**: the share of the query's identifiers (tokens of several words) that the record's
 *   text holds as written (`async_setup_entry`, `AsyncSetupEntry`), against a record that has the
 *   words apart (Algolia's proximity: DocSearch ranks words close together first);
 * - **kind**: 1 for a doc; `POST` for a dated blog post, less `POST_AGE` for each year it is older
 *   than the newest post among the hits. A doc outranks a post that matches about as well (the
 *   post that announced a change to an API is context for the page that documents it); among
 *   posts, the newer is more likely what is true today. A post whose title names the query still
 *   outranks a doc that only mentions it.
 *
 * Ties go to a page's intro over its sections, then by route and anchor. A query word matches a
 * name's word when their stems are equal, when the word being typed starts it, or within the
 * query's typo tolerance; stop words match as written.
 */

/** A blog post's weight against a doc's. */
export const POST = 0.75;
/** A post loses this share of its weight for each year it is older than the newest post among the hits (at most half of it). */
export const POST_AGE = 0.04;

export interface MergeInput<D> {
  doc: D;
  /** Orama's score. */
  score: number;
  /** Which index the hit came from: scores compare only within one. */
  source: string;
}

export interface Ranked<D> extends MergeInput<D> {
  relative: number;
  named: number;
  documents: number;
  exactness: number;
  phrase: number;
  together: number;
  kind: number;
  merged: number;
}

interface Named {
  title: string;
  heading?: string;
  route: string;
  anchor?: string;
  /** A page's intro: its description. */
  description?: string;
  /** A page's intro: a doc's front-matter keywords and sidebar label, a post's tags. */
  keywords?: string;
  /** A blog post's date (`YYYY-MM-DD`); docs have none. */
  date?: string;
  /** A content index's record: its text (and names). */
  content?: string;
}

/** A word of a name: as written (lower-cased) and its stem ('' for a stop word). */
interface NameWord {
  raw: string;
  term: string;
}

// Titles and headings come back keystroke after keystroke: their words are kept.
const nameCache = new Map<string, NameWord[]>();
const stemCache = new Map<string, string>();
function wordsOf(text: string): NameWord[] {
  let words = nameCache.get(text);
  if (!words) {
    if (nameCache.size > 10_000) nameCache.clear();
    words = wordSpans(text).map(({ word }) => {
      let term = stemCache.get(word);
      if (term === undefined) stemCache.set(word, (term = normalizeWord(word)));
      return { raw: word, term };
    });
    nameCache.set(text, words);
  }
  return words;
}

/** `words` stand together, in order, somewhere in `name`. */
function standTogether(words: QueryWord[], name: NameWord[], match: (w: QueryWord, n: NameWord) => boolean): boolean {
  for (let i = 0; i + words.length <= name.length; i++) if (words.every((w, j) => match(w, name[i + j]!))) return true;
  return false;
}

/**
 * An identifier's words written together in a text: `async_setup_entry`, `AsyncSetupEntry`,
 * `_attr_has_entity_name`, but not `async_setup_entry_extra` (unless its last word is being typed).
 */
function identifierPattern(words: QueryWord[]): RegExp {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const end = words[words.length - 1]!.prefix ? '' : '(?![\\p{L}\\p{N}_])';
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.map((w) => escape(w.raw)).join('[_.\\-]?')}${end}`, 'iu');
}

const YEAR = 365.25 * 24 * 3600 * 1000;

/** `tolerance`: the typos the hits were found with (Orama's `tolerance`; 0 when the query matched as written). */
export function mergeHits<D extends Named>(words: QueryWord[], hits: MergeInput<D>[], tolerance = 0): Ranked<D>[] {
  const termMatches = (w: QueryWord, term: string) =>
    term === w.term || (w.prefix && term.startsWith(w.term)) || (tolerance > 0 && term[0] === w.term[0] && withinEdits(w.term, term, tolerance));
  const wordMatches = (w: QueryWord, n: NameWord) =>
    w.term ? n.term !== '' && termMatches(w, n.term) : n.raw === w.raw || (w.prefix && n.raw.startsWith(w.raw));
  // The query's tokens that are more than stop words ("in", "the" are no one's name).
  const units: QueryWord[][] = [];
  for (const w of words) (units[w.unit] ??= []).push(w);
  const tokens = units.filter((u) => u.some((w) => w.term));
  // Identifiers (tokens of several words), as they may be written in a record's text.
  const identifierTokens = tokens.filter((u) => u.length > 1);
  const identifiers = identifierTokens.map(identifierPattern);
  const query = words.filter((w) => w.term);
  const dated = hits.map((h) => (h.doc.date ? Date.parse(h.doc.date) : NaN)).filter((t) => !Number.isNaN(t));
  const newest = dated.length ? Math.max(...dated) : 0;

  const best = new Map<string, number>();
  for (const h of hits) best.set(h.source, Math.max(best.get(h.source) ?? 0, h.score));
  const ranked = hits.map((h): Ranked<D> => {
    const { title, heading, anchor, description, keywords, date } = h.doc;
    const own = wordsOf(heading || title);
    // The names: the hit's own heading, its page's title, the identifiers its reference tables
    // document (a section's keywords), and on a page's intro its description and a doc's keywords
    // (sidebar label, front-matter keywords). A post intro's keywords start with its tags:
    // categories many posts share, no name of the post.
    const names = [own];
    if (heading && heading !== title) names.push(wordsOf(title));
    if (keywords && (anchor || !date)) names.push(wordsOf(keywords));
    if (!anchor && description) names.push(wordsOf(description));
    const naming = (part: QueryWord[]) => (names.some((name) => standTogether(part, name, wordMatches)) ? 1 : 0);
    const named = tokens.length ? tokens.reduce((sum, u) => sum + naming(u), 0) / tokens.length : 0;
    const documents = identifierTokens.length ? identifierTokens.reduce((sum, u) => sum + naming(u), 0) / identifierTokens.length : 0;
    const phrase = tokens.length ? naming(words) : 0;
    const ownTerms = own.filter((n) => n.term);
    const exactness = ownTerms.length ? ownTerms.filter((n) => query.some((w) => termMatches(w, n.term))).length / ownTerms.length : 0;
    const relative = h.score / (best.get(h.source) || 1);
    // A content record's text ends with its names; a titles-index record has only its names.
    const text = h.doc.content ?? [title, keywords, description].join('\n');
    const together = identifiers.length ? identifiers.filter((p) => p.test(text)).length / identifiers.length : 0;
    const time = date ? Date.parse(date) : NaN;
    const kind = Number.isNaN(time) ? 1 : POST * Math.max(0.5, 1 - (POST_AGE * (newest - time)) / YEAR);
    return {
      ...h,
      relative,
      named,
      documents,
      exactness,
      phrase,
      together,
      kind,
      merged: relative * (1 + 2 * named) * (1 + exactness) * (1 + phrase) * (1 + together) * kind * (1 + 2 * documents),
    };
  });
  const key = (h: Ranked<D>) => `${h.doc.route}#${h.doc.anchor ?? ''}`;
  const intro = (h: Ranked<D>) => (h.doc.anchor ? 1 : 0);
  return ranked.sort((a, b) => b.merged - a.merged || intro(a) - intro(b) || key(a).localeCompare(key(b)));
}

/** `a` and `b` are at most `max` edits apart (Levenshtein), for words of a few letters. */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next.push(Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    if (Math.min(...next) > max) return false;
    row = next;
  }
  return row[b.length]! <= max;
}
