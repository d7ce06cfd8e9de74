/**
 * Links to the search page: all results, within a context, or outside it. A module of its own
 * because the search box's shell needs it (Enter when the box's live part could not load) and the
 * rest of the search code loads later.
 */
export function searchPageHref(query: string, ctx?: { id: string; outside?: boolean }): string {
  const params = new URLSearchParams({ q: query.trim() });
  if (ctx) params.set('ctx', `${ctx.outside ? '-' : ''}${ctx.id}`);
  return `/search?${params.toString()}`;
}
