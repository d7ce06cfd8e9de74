import { useMemo, type ReactNode } from 'react';
import { pageContext } from '../search/contexts';
import { I18nContext, RouteDataContext, SearchScopeContext, type RouteData } from './route-data';

/**
 * Provides a page's route data, and the parts of it the chrome reads as contexts of their own. A
 * save in `npm run dev` gives the route data a new value; its unchanged parts keep their identity
 * (the route query shares them with the previous answer, TanStack Query's structural sharing), so
 * the translations and the search scope stay the same values, and the navbar and whatever else
 * reads only them do not re-render for an edit of the page's body.
 */
export function RouteDataProvider({ data, children }: { data: RouteData | undefined; children: ReactNode }) {
  const search = data?.manifest.search ?? null;
  const options = data?.manifest.site.search;
  const context = pageContext(search, data?.status === 'ok' ? data.chunk : null);
  const scope = useMemo(() => ({ search, options, context }), [search, options, context]);
  return (
    <RouteDataContext value={data}>
      <I18nContext value={data?.manifest.i18n}>
        <SearchScopeContext value={scope}>{children}</SearchScopeContext>
      </I18nContext>
    </RouteDataContext>
  );
}
