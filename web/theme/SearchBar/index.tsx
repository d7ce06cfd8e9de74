import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useRouteData } from '../../app/route-data';
import { useTranslate } from '../../app/use-translate';
import { localePath } from '../../app/translate';
import { indexFailed, loadEngine, loadedSearchManifest, loadSearchManifest, loadVersion, subscribe } from '../../search/client';
import type { SearchState } from '../../search/use-search';
import type { SuggestionOption } from '../../search/suggestions';
import { searchPageHref } from '../../search/search-page-href';
import { liveFailed, loadedLive, loadLive, subscribeLive, type Live } from './load-live';
import './styles.css';

const noop = () => () => {};
const isApple = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
const zero = () => 0;
const no = () => false;

/**
 * The navbar search box: an ARIA combobox whose listbox holds up to eight suggestions and the
 * "See all results" links (`search/suggestions.ts`). Ctrl+K / Cmd+K focuses it from anywhere.
 * This file is the box's shell, all a page's first render needs; what the box does with a query
 * (`live.tsx`) is imported when the pointer first comes over the box or the box is first focused,
 * and the search engine with it. Until then the box takes what is typed and says it is loading.
 */
export function SearchBar() {
  const data = useRouteData();
  // The list of search indexes is a file of its own, fetched with the box's logic.
  const searchFile = data?.manifest.search ?? null;
  const searchOptions = data?.manifest.site.search;
  const chunk = data?.status === 'ok' ? data.chunk : null;
  const navigate = useNavigate();
  const t = useTranslate();
  const i18n = data?.manifest.i18n;
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [engaged, setEngaged] = useState(false);
  const [active, setActive] = useState(-1);
  // The server and the first client render show "Ctrl K"; Apple devices then get "⌘ K".
  const apple = useSyncExternalStore(noop, isApple, () => false);
  const live = useSyncExternalStore(subscribeLive, loadedLive, () => null);
  const unavailable = useSyncExternalStore(subscribeLive, liveFailed, no);
  const loads = useSyncExternalStore(subscribe, loadVersion, zero);

  const search = useMemo(() => {
    void loads;
    return loadedSearchManifest(searchFile);
  }, [loads, searchFile]);
  const box = useMemo(() => {
    void loads;
    return live && (search || !searchFile) ? live.searchBox({ search, chunk, query, id, i18n, options: searchOptions }) : null;
  }, [live, loads, search, searchFile, chunk, query, id, i18n, searchOptions]);
  const version = box?.version ?? null;
  const contextsKey = box?.contexts.join('\n') ?? '';
  const first = box?.first ?? null;
  useEffect(() => {
    if (!live || !engaged || !search) return;
    return live.startSearchLoads(search, version, contextsKey ? contextsKey.split('\n') : [], first, false);
  }, [live, engaged, search, version, contextsKey, first]);

  const trimmed = query.trim();
  useFocusShortcut(input);

  // Before the live part and the list of indexes are in, nothing can be answered: the same
  // "Loading…" the engine's load shows.
  const state: SearchState =
    box?.state ??
    (searchFile
      ? { hits: null, complete: search ? search.contexts.length === 0 : false, failed: unavailable || indexFailed(searchFile) }
      : { hits: [], complete: true, failed: false });
  const options = box?.options ?? [];
  const expanded = open && trimmed !== '';
  const current = expanded && active >= 0 && active < options.length ? options[active] : undefined;

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    input.current?.blur();
    void navigate(href);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!expanded) setOpen(true);
      else if (live) setActive((a) => live.stepActive(a, e.key === 'ArrowDown' ? 1 : -1, options.length));
    } else if (e.key === 'Enter') {
      if (!trimmed) return;
      e.preventDefault();
      if (current) go(current.href);
      // Before the live part is in there are no suggestions to pick: Enter opens the search page,
      // as a plain search form would, whether or not the live part loads.
      else go(localePath(i18n, searchPageHref(trimmed)));
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query) setQuery('');
      else input.current?.blur();
    }
  };

  const prepare = () => {
    if (!live) void loadLive().catch(() => undefined);
    if (searchFile) void loadSearchManifest(searchFile).catch(() => undefined);
  };
  const engage = () => {
    if (!engaged) setEngaged(true);
    prepare();
    void loadEngine().catch(() => undefined);
  };

  return (
    <div className="search-bar" role="search" onPointerEnter={prepare}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search the docs and blog
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className="search-bar-input"
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('theme.SearchBar.placeholder', 'Search')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={current?.id}
        aria-keyshortcuts="Control+K Meta+K"
        value={query}
        onFocus={() => {
          engage();
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onChange={(e) => {
          engage();
          setQuery(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <kbd className="search-bar-hint" aria-hidden="true">
        {apple ? '⌘' : 'Ctrl'} K
      </kbd>
      <Suggestions id={id} hidden={!expanded} options={options} active={active} state={state} live={live} onHover={setActive} onPick={go} />
    </div>
  );
}

/** Ctrl+K / Cmd+K from anywhere on the page focuses the box and selects its text. */
function useFocusShortcut(input: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [input]);
}

/** The popup under the box: the listbox of suggestions and a status line (loading, no results, unavailable). */
function Suggestions(props: {
  id: string;
  hidden: boolean;
  options: SuggestionOption[];
  active: number;
  state: SearchState;
  /** The live part, which draws the hits (there are none before it is in). */
  live: Live | null;
  onHover: (i: number) => void;
  onPick: (href: string) => void;
}) {
  const { id, options, active, state } = props;
  const Hit = props.live?.HitText;
  return (
    <div className="search-bar-popup" hidden={props.hidden}>
      {/* data-complete: every content index searched is in, so the suggestions are final (the browser tests wait for it). */}
      <ul id={`${id}-listbox`} role="listbox" aria-label="Search suggestions" className="search-bar-listbox" data-complete={state.complete}>
        {options.map((option, i) => (
          <li
            key={option.id}
            id={option.id}
            role="option"
            aria-selected={i === active}
            className={`search-bar-option search-bar-option-${option.kind}`}
            // Keep the focus in the input; a click navigates like Enter.
            onMouseDown={(e) => e.preventDefault()}
            onMouseMove={() => props.onHover(i)}
            onClick={() => props.onPick(option.href)}
          >
            <a href={option.href} tabIndex={-1} onClick={(e) => e.preventDefault()}>
              {option.kind === 'hit' ? Hit && <Hit hit={option.hit} /> : option.label}
            </a>
          </li>
        ))}
      </ul>
      <p className="search-bar-status" role="status">
        {state.failed ? 'Search is unavailable right now.' : state.hits === null ? 'Loading…' : (state.hits ?? []).length === 0 ? 'No results' : ''}
      </p>
    </div>
  );
}
