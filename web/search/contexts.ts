import type { RouteChunk, SearchContext, SearchIndexFile, SearchManifest } from '../../common/contract';

/** The search context of the page being read: its docs sidebar, the blog, or none. */
export function pageContext(search: SearchManifest | null, chunk: RouteChunk | null): SearchContext | null {
  if (!search || !chunk) return null;
  // Contexts by path (`searchContextByPaths`) come first: a page under one is in it.
  const byPath = search.contexts.find((c) => c.path !== undefined && (chunk.route === c.path || chunk.route.startsWith(`${c.path}/`)));
  if (byPath) return byPath;
  let id: string | null = null;
  if (chunk.kind === 'doc') id = chunk.sidebar;
  else if (chunk.kind === 'blog-post' || chunk.kind === 'blog-list' || chunk.kind === 'blog-archive') id = 'blog';
  return search.contexts.find((c) => c.id === id) ?? null;
}

export interface ContextFilter {
  /** The `ctx` parameter named a context: `within` it, or `outside` it (`ctx=-<id>`). */
  mode: 'all' | 'within' | 'outside';
  context: SearchContext | null;
  /** The docs version searched (`version`, default the last one). */
  version: string | null;
  /** Contexts searched. */
  contexts: string[];
  /** What was wrong with the parameters, for a notice. */
  problem: string | null;
}

/**
 * Reads `/search` parameters: `ctx=<id>` searches one context, `ctx=-<id>` every context but that
 * one, `version=<name>` the docs of that version (the blog has no versions and is always included
 * unless `ctx` excludes it).
 */
export function contextFilter(
  search: SearchManifest,
  ctx: string | null,
  versionParam: string | null,
  versions: { name: string; isLast: boolean }[],
): ContextFilter {
  const lastVersion = versions.find((v) => v.isLast)?.name ?? null;
  let problem: string | null = null;
  let version = versionParam || lastVersion;
  if (versionParam && !versions.some((v) => v.name === versionParam)) {
    problem = `There is no docs version "${versionParam}"; versions: ${versions.map((v) => v.name).join(', ')}.`;
    version = lastVersion;
  }
  const inVersion = search.contexts.filter((c) => c.version === null || c.version === version);
  const outside = ctx?.startsWith('-') ?? false;
  const id = ctx ? (outside ? ctx.slice(1) : ctx) : null;
  const context = id ? (inVersion.find((c) => c.id === id) ?? null) : null;
  if (id && !context) {
    problem = `There is no search context "${id}"; contexts: ${inVersion.map((c) => c.id).join(', ')}.`;
    return { mode: 'all', context: null, version, contexts: inVersion.map((c) => c.id), problem };
  }
  if (!context) return { mode: 'all', context: null, version, contexts: inVersion.map((c) => c.id), problem };
  return {
    mode: outside ? 'outside' : 'within',
    context,
    version,
    contexts: outside ? inVersion.filter((c) => c.id !== context.id).map((c) => c.id) : [context.id],
    problem,
  };
}

/** A result's link: the page, the words to mark there (unless the site turned that off), and the section. */
export function resultHref(route: string, anchor: string, query: string, highlight = true): string {
  const q = highlight ? query.trim() : '';
  return `${route}${q ? `?${new URLSearchParams({ highlight: q }).toString()}` : ''}${anchor ? `#${anchor}` : ''}`;
}

/**
 * The indexes of one docs version (null: the last) in one locale (null: the default): its titles
 * index and its contexts (the blog's has no version). Index files are keyed by both
 * (`manifest.search`), so a version's suggestions never come from another version's docs.
 */
export function searchScope(
  search: SearchManifest,
  version: string | null,
  locale: string | null = null,
): { titles: SearchIndexFile; contexts: SearchContext[] } {
  const titlesIndexes = search.titlesIndexes ?? [];
  const main = titlesIndexes.find((t) => t.index.path === search.titles.path);
  const wantedLocale = locale ?? main?.locale ?? null;
  const wantedVersion = version ?? main?.version ?? null;
  const titles = titlesIndexes.find((t) => t.version === wantedVersion && t.locale === wantedLocale)?.index ?? search.titles;
  const contexts = search.contexts.filter(
    (c) => (wantedLocale === null || c.locale === wantedLocale) && (c.version === null || wantedVersion === null || c.version === wantedVersion),
  );
  return { titles, contexts };
}
