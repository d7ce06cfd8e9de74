import { terms, type QueryWord } from './terms.js';

/**
 * The rule that merges hits from several indexes (the titles index and one content index per
 * context) into one list. Orama's scores are BM25: they depend on the index's document count and
 * field lengths, so a score from the blog's index and one from Core's do not compare. The merged
 * score uses what does compare:
 *
 *     relative × (1 + 2 × named) × (1 + exactness)
 *
 * - **relative**: the hit's Orama score over the best score of its own index for the same query
 *   (within one index, scores compare), so 1 for each index's best hit;
 * - **named**: the share of the query's words that the hit's title or heading names (a page that
 *   is about the query names it);
 * - **exactness**: the share of the heading's words (the title's, for a page's intro) that are
 *   query words ("Climate entity" is more exactly "climate entity" than "New entity features in
 *   Climate entity").
 *
 * Ties go to a page's intro over its sections, then by route and anchor. A query word names a
 * title word when their stems are equal, when the word being typed starts it, or within the
 * query's typo tolerance.
 */

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
  exactness: number;
  merged: number;
}

interface Named {
  title: string;
  heading?: string;
  route: string;
  anchor?: string;
}

/** `tolerance`: the typos the hits were found with (Orama's `tolerance`; 0 when the query matched as written). */
// Titles and headings come back keystroke after keystroke: their words are kept.
const termCache = new Map<string, string[]>();
function termsOf(text: string): string[] {
  let t = termCache.get(text);
  if (!t) {
    if (termCache.size > 10_000) termCache.clear();
    termCache.set(text, (t = terms(text)));
  }
  return t;
}

export function mergeHits<D extends Named>(words: QueryWord[], hits: MergeInput<D>[], tolerance = 0): Ranked<D>[] {
  const query = words.filter((w) => w.term);
  const matches = (w: QueryWord, term: string) =>
    term === w.term || (w.prefix && term.startsWith(w.term)) || (tolerance > 0 && term[0] === w.term[0] && withinEdits(w.term, term, tolerance));

  const best = new Map<string, number>();
  for (const h of hits) best.set(h.source, Math.max(best.get(h.source) ?? 0, h.score));
  const ranked = hits.map((h): Ranked<D> => {
    const heading = termsOf(h.doc.heading || h.doc.title);
    const all = h.doc.heading && h.doc.heading !== h.doc.title ? [...termsOf(h.doc.title), ...heading] : heading;
    const named = query.length ? query.filter((w) => all.some((t) => matches(w, t))).length / query.length : 0;
    const exactness = heading.length ? heading.filter((t) => query.some((w) => matches(w, t))).length / heading.length : 0;
    const relative = h.score / (best.get(h.source) || 1);
    return { ...h, relative, named, exactness, merged: relative * (1 + 2 * named) * (1 + exactness) };
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
