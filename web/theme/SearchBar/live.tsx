/**
 * The search box's logic and its hits' markup: which contexts it searches, the listbox's rows and
 * how the arrow keys move through them. A chunk of its own, imported when the reader first
 * reaches for the box (`load-live.ts`): a page's first render shows the box's shell
 * (`index.tsx`), which does not need any of this, and a first visit does not download it.
 */
import type { I18nJson, RouteChunk, SearchManifest, SiteSearchJson } from '../../../common/contract';
import { pageContext } from '../../search/contexts';
import { contextsToSearch, stepActive, suggestionOptions, type SuggestionOption } from '../../search/suggestions';
import { searchState, startSearchLoads, type SearchState } from '../../search/use-search';
import { Highlighted } from '../../search/Highlighted';
import './popup.css';

export { startSearchLoads, stepActive };

export interface SearchBox {
  options: SuggestionOption[];
  state: SearchState;
  /** What `startSearchLoads` loads for this page: its version's contexts, its own context's first. */
  version: string | null;
  contexts: string[];
  first: string | null;
}

/** The box's answer to `query` on the page of `chunk` (its search context), from the indexes loaded now. */
export function searchBox(args: {
  search: SearchManifest | null;
  chunk: RouteChunk | null;
  query: string;
  /** The box's `useId`: the rows' ids start with it. */
  id: string;
  i18n: I18nJson | undefined;
  options: SiteSearchJson | undefined;
}): SearchBox {
  const { search, query, options: site } = args;
  const context = pageContext(search, args.chunk);
  const contexts = contextsToSearch(search, context);
  const version = context?.version ?? null;
  const state = searchState(query, {
    search,
    version,
    contexts,
    complete: false,
    limit: site?.suggestions ?? 8,
    perPage: 3,
    snippetLength: site?.snippetLength,
  });
  const options = suggestionOptions({
    query: query.trim(),
    hits: state.hits ?? [],
    context,
    id: args.id,
    i18n: args.i18n,
    highlightOnTarget: site?.highlightOnTarget,
  });
  return { options, state, version, contexts, first: context?.id ?? null };
}

/** A hit's title, the heading it is under and a snippet, the query's words marked. */
export function HitText({ hit }: { hit: Extract<SuggestionOption, { kind: 'hit' }>['hit'] }) {
  return (
    <>
      <span className="search-bar-title">
        <Highlighted text={hit.title} ranges={hit.titleRanges} />
      </span>
      {hit.heading && (
        <span className="search-bar-heading">
          <Highlighted text={hit.heading} ranges={hit.headingRanges} />
        </span>
      )}
      <span className="search-bar-snippet">
        <Highlighted text={hit.snippet.text} ranges={hit.snippet.ranges} />
      </span>
    </>
  );
}
