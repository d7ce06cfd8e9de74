import type { BootManifest } from '../../common/contract';

/**
 * The fields of boot.json that name a build rather than describe the site: every save in
 * `npm run dev` changes them (a new build id, a new route table, search indexes named by their
 * content), and the chrome shows none of them from its props (routes are looked up through the
 * query cache; the search box reads the indexes from its own context, `SearchScopeContext`).
 */
const PER_BUILD: ReadonlySet<string> = new Set<keyof BootManifest>(['buildId', 'routeTable', 'search']);

/**
 * `React.memo`'s comparison for the chrome (navbar, footer): the same props, each identical, where
 * the `manifest` prop counts as the same when every field but the per-build ones is identical. The
 * route query shares unchanged parts of its answer with the previous one (TanStack Query's
 * structural sharing), so after an edit of a page's body the site's config, versions and
 * translations are the same objects, and the navbar does not render again.
 */
export function sameChromeProps<P extends object>(previous: P, next: P): boolean {
  const a = previous as Record<string, unknown>;
  const b = next as Record<string, unknown>;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && (Object.is(a[key], b[key]) || (key === 'manifest' && sameSiteManifest(a[key], b[key]))));
}

function sameSiteManifest(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  return keys.every((key) => PER_BUILD.has(key) || (Object.hasOwn(y, key) && Object.is(x[key], y[key])));
}
