/** Small text rules the route-chunk converters share. */
import type { HastRoot } from '../../common/contract.js';
import { plainText } from '../mdx/plain-text.js';

/** A non-blank string, else null. */
export function str(v: unknown): string | null {
  return typeof v === 'string' && v.trim() ? v : null;
}

/** The first paragraph's text, cut at a word before 200 characters: a page's description when front matter has none. */
export function firstSentence(tree: HastRoot): string {
  const p = tree.children.find((n) => n.type === 'element' && n.tagName === 'p');
  const text = p ? plainText(p) : '';
  return text.length > 200 ? `${text.slice(0, 197).replace(/\s+\S*$/, '')}…` : text;
}

/** Docusaurus's titles of a tag page: `One post tagged with "x"`, `3 docs tagged with "x"`. */
export function taggedTitle(count: number, noun: 'post' | 'doc', label: string): string {
  return `${count === 1 ? 'One' : count} ${noun}${count === 1 ? '' : 's'} tagged with "${label}"`;
}

/** Minutes to read `words` at 200 words a minute, as Docusaurus's reading-time default shows them (rounded up); at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / 200));
}

/** Line of the first quoted occurrence of `needle`, so a config error points where it is written. */
export function lineOf(text: string, needle: string): number {
  const i = text.search(new RegExp(`["'\`]${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["'\`]`));
  return i < 0 ? 1 : text.slice(0, i).split('\n').length;
}
