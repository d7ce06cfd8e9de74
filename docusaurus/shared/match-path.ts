/** React Router 5's match: what `matchPath` and `useRouteMatch` return. */
export interface Match {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string | undefined>;
}

export type MatchOptions = string | string[] | { path?: string | string[]; exact?: boolean; strict?: boolean; sensitive?: boolean };

/**
 * React Router 5's `matchPath(pathname, options)` (which `@docusaurus/router` re-exports), for the
 * build-time side: `:name` (`:name?` optional) segments, `*` and `(.*)`, `exact`, `strict` and
 * `sensitive`; the match of the first path that matches, or null.
 */
export function matchPath(pathname: string, options: MatchOptions): Match | null {
  const { path, exact = false, strict = false, sensitive = false } = typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
  for (const pattern of [path ?? '/'].flat()) {
    const names: string[] = [];
    let source = '';
    for (const part of pattern.split(/(\/:\w+\??|\(\.\*\)|\*)/)) {
      const param = /^\/:(\w+)(\?)?$/.exec(part);
      if (param) {
        names.push(param[1]!);
        source += param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
      } else if (part === '*' || part === '(.*)') {
        names.push(String(names.length));
        source += '(.*)';
      } else source += part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
    const found = matchSource(pathname, pattern, source, names, { exact, strict, sensitive });
    if (found) return found;
  }
  return null;
}

type Flags = { exact: boolean; strict: boolean; sensitive: boolean };

function matchSource(pathname: string, pattern: string, source: string, names: string[], { exact, strict, sensitive }: Flags): Match | null {
  const body = strict ? source : source.replace(/\/$/, '') + '/?';
  const match = new RegExp(`^${body}${exact ? '$' : '(?=/|$)'}`, sensitive ? '' : 'i').exec(pathname);
  if (!match) return null;
  const url = pattern === '/' && match[0] === '' ? '/' : match[0];
  return { path: pattern, url, isExact: pathname === url, params: Object.fromEntries(names.map((n, i) => [n, match[i + 1]])) };
}

/**
 * React Router 5's `<NavLink>` test, which `@docusaurus/Link` with `isNavLink` uses: the link's
 * pathname, taken literally (NavLink escapes it), against the location's; `exact`, `strict` and
 * `sensitive` as in {@link matchPath}. Both are Docusaurus's paths, with the base URL.
 */
export function navLinkMatch(pathname: string, to: string, options: Partial<Flags> = {}): Match | null {
  const path = to.split(/[?#]/)[0]!;
  if (!path) return null;
  return matchSource(pathname, path, path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), [], { exact: false, strict: false, sensitive: false, ...options });
}
