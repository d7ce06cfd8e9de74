/**
 * What the navbar search box lists and how its keys move through the list, as pure functions
 * (`theme/SearchBar` renders them): the hits, then "See all results" and, on a page in a search
 * context, the links within and outside it.
 */
import type { I18nJson, SearchContext, SearchManifest } from '../../common/contract';
import type { SearchHit } from './engine';
import { localePath } from '../app/translate';
import { resultHref } from './contexts';
import { searchPageHref } from './search-page-href';

/** One row of the listbox: a hit, or a link to the search page; `id` is the row's element id. */
export type SuggestionOption = { id: string; href: string } & ({ kind: 'hit'; hit: SearchHit } | { kind: 'all' | 'within' | 'outside'; label: string });

/** The contexts the box searches: every context of the page's version (all of them off a versioned page). */
export function contextsToSearch(search: SearchManifest | null, context: SearchContext | null): string[] {
  return search ? search.contexts.filter((c) => c.version === null || c.version === context?.version || !context).map((c) => c.id) : [];
}

/** The listbox's rows for a query (trimmed; none for an empty one). */
export function suggestionOptions(args: {
  query: string;
  hits: SearchHit[];
  context: SearchContext | null;
  /** The box's `useId`: the rows' ids start with it. */
  id: string;
  i18n: I18nJson | undefined;
  highlightOnTarget: boolean | undefined;
}): SuggestionOption[] {
  const { query, hits, context, id, i18n } = args;
  if (!query) return [];
  const options: SuggestionOption[] = hits.map((hit, i) => ({
    kind: 'hit',
    hit,
    id: `${id}-hit-${i}`,
    href: resultHref(hit.route, hit.anchor, query, args.highlightOnTarget),
  }));
  options.push({ kind: 'all', label: 'See all results', id: `${id}-all`, href: localePath(i18n, searchPageHref(query)) });
  if (context) {
    options.push({
      kind: 'within',
      label: `See all results within "${context.label}"`,
      id: `${id}-within`,
      href: localePath(i18n, searchPageHref(query, { id: context.id })),
    });
    options.push({
      kind: 'outside',
      label: `See all results outside "${context.label}"`,
      id: `${id}-outside`,
      href: localePath(i18n, searchPageHref(query, { id: context.id, outside: true })),
    });
  }
  return options;
}

/** The active row after an arrow key: past either end is the input itself (-1), then round again. */
export function stepActive(active: number, step: 1 | -1, count: number): number {
  const next = active + step;
  if (next >= count) return -1;
  if (next < -1) return count - 1;
  return next;
}
