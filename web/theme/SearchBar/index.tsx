import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useRouteData } from '../../app/route-data';
import { useSearch, type SearchState } from '../../search/use-search';
import { useTranslate } from '../../app/use-translate';
import { localePath } from '../../app/translate';
import { pageContext, searchPageHref } from '../../search/contexts';
import { contextsToSearch, stepActive, suggestionOptions, type SuggestionOption } from '../../search/suggestions';
import { Highlighted } from '../../search/Highlighted';
import { loadEngine } from '../../search/client';
import './styles.css';

const noop = () => () => {};
const isApple = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * The navbar search box: an ARIA combobox whose listbox holds up to eight suggestions and the
 * "See all results" links (`search/suggestions.ts`). Ctrl+K / Cmd+K focuses it from anywhere.
 * Nothing of the search engine is loaded until the box is focused.
 */
export function SearchBar() {
  const data = useRouteData();
  const search = data?.manifest.search ?? null;
  const searchOptions = data?.manifest.site.search;
  const context = pageContext(search, data?.status === 'ok' ? data.chunk : null);
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

  const state = useSearch(query, {
    search,
    contexts: contextsToSearch(search, context),
    version: context?.version ?? null,
    first: context?.id ?? null,
    active: engaged,
    complete: false,
    limit: searchOptions?.suggestions ?? 8,
    perPage: 3,
    snippetLength: searchOptions?.snippetLength,
  });
  const trimmed = query.trim();
  useFocusShortcut(input);

  const options = suggestionOptions({ query: trimmed, hits: state.hits ?? [], context, id, i18n, highlightOnTarget: searchOptions?.highlightOnTarget });
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
      else setActive((a) => stepActive(a, e.key === 'ArrowDown' ? 1 : -1, options.length));
    } else if (e.key === 'Enter') {
      if (!trimmed) return;
      e.preventDefault();
      go(current ? current.href : localePath(i18n, searchPageHref(trimmed)));
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query) setQuery('');
      else input.current?.blur();
    }
  };

  const engage = () => {
    if (!engaged) {
      setEngaged(true);
      void loadEngine().catch(() => undefined);
    }
  };

  return (
    <div className="search-bar" role="search">
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
      <Suggestions id={id} hidden={!expanded} options={options} active={active} state={state} onHover={setActive} onPick={go} />
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
  onHover: (i: number) => void;
  onPick: (href: string) => void;
}) {
  const { id, options, active, state } = props;
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
              {option.kind === 'hit' ? <HitText hit={option.hit} /> : option.label}
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

/** A hit's title, the heading it is under and a snippet, the query's words marked. */
function HitText({ hit }: { hit: Extract<SuggestionOption, { kind: 'hit' }>['hit'] }) {
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
