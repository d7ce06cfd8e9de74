import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { HastRoot } from '../../../common/contract';
import { MdxContent } from '../../mdx/MdxContent';
import { loadedEngine, loadEngine, loadVersion, subscribe } from '../../search/client';
import { useHydrated } from '../../app/use-hydrated';
import './styles.css';

/**
 * A page body that marks the words of the search that led here (`?highlight=<query>`, set by
 * search results). The marks are `<mark>` elements in the rendered HAST, not DOM edits, and a
 * button clears them. Without the parameter this is just the body.
 */
export function SearchHighlight({ tree }: { tree: HastRoot }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const terms = hydrated ? (new URLSearchParams(location.search).get('highlight')?.trim() ?? '') : '';
  const version = useSyncExternalStore(subscribe, loadVersion, () => 0);

  useEffect(() => {
    if (terms) void loadEngine().catch(() => undefined);
  }, [terms]);

  const marked = useMemo(() => {
    void version;
    const engine = terms ? loadedEngine() : null;
    return engine ? engine.markTerms(tree, terms) : null;
  }, [tree, terms, version]);

  // The marks re-render the body; bring the section back into view once they are in.
  const ready = marked !== null;
  useEffect(() => {
    if (!ready || !location.hash) return;
    document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
  }, [ready, location.hash]);

  const clear = () => {
    const params = new URLSearchParams(location.search);
    params.delete('highlight');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      {terms && (
        <div className="search-highlight-bar" role="status">
          <span>
            {marked ? `${marked.marks} match${marked.marks === 1 ? '' : 'es'} for` : 'Highlighting'} “{terms}”
          </span>
          <button type="button" onClick={clear}>
            Clear highlights
          </button>
        </div>
      )}
      <MdxContent tree={marked?.tree ?? tree} />
    </>
  );
}
