import type { BootManifest } from '../../common/contract';

/**
 * The fields of boot.json that name a build rather than describe the site: every save in
 * `npm run dev` changes them (a new build id, a new route table, search indexes named by their
 * content), and the chrome shows none of them from its props (routes are looked up through the
 * query cache; the search box reads the indexes from the route data's context).
 */
const PER_BUILD: ReadonlySet<string> = new Set<keyof BootManifest>(['buildId', 'routeTable', 'search']);

/**
 * `React.memo`'s comparison for the navbar and footer in `npm run dev`: each prop is the same
 * when it is identical, or when it is a plain object whose fields are the same (two levels down:
 * the page's known routes are made afresh on each render, `{ ...navbarRoutes, [path]: { sidebar } }`),
 * the manifest's per-build fields left out. The route query shares unchanged parts of its answer
 * with the previous one (TanStack Query's structural sharing), so after an edit of a page's body the
 * site's config, versions and translations are the same objects, and the navbar does not render again.
 */
export function sameChromeProps<P extends object>(previous: P, next: P): boolean {
  return sameFields(previous, next, 3, true);
}

function sameFields(a: unknown, b: unknown, depth: number, top = false): boolean {
  if (Object.is(a, b)) return true;
  if (depth === 0 || !isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && (top && key === 'manifest' ? sameManifest(a[key], b[key]) : sameFields(a[key], b[key], depth - 1)));
}

function sameManifest(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => PER_BUILD.has(key) || (Object.hasOwn(b, key) && Object.is(a[key], b[key])));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}
