/** Doc ids and routes, computed as Docusaurus v3 computes them. */

const NUMBER_PREFIX = /^\d+[-_.]\s*/;

export function stripNumberPrefix(segment: string): string {
  const stripped = segment.replace(NUMBER_PREFIX, '');
  return stripped === '' ? segment : stripped;
}

export interface DocLocation {
  /** Path relative to the docs root, with extension, `/`-separated: `core/entity/light.md`. */
  relativePath: string;
  frontMatterId?: string | undefined;
  frontMatterSlug?: string | undefined;
}

function parts(relativePath: string, numberPrefixes = true) {
  const strip = numberPrefixes ? stripNumberPrefix : (s: string) => s;
  const segments = relativePath.split('/');
  const fileName = segments.pop()!;
  const base = fileName.replace(/\.mdx?$/i, '');
  const dir = segments.map(strip).join('/');
  return { dir, base: strip(base), rawDir: segments };
}

/** `numberPrefixes: false` is the docs option `numberPrefixParser: false`: `01-intro.md` keeps its name. */
export function docId({ relativePath, frontMatterId }: DocLocation, numberPrefixes = true): string {
  const { dir, base } = parts(relativePath, numberPrefixes);
  const id = frontMatterId ?? base;
  return dir ? `${dir}/${id}` : id;
}

/** `index.md`, `README.md` and `<folder>/<folder>.md` are a category's index: they get the folder's route. */
export function isCategoryIndex(relativePath: string): boolean {
  const { base, rawDir } = parts(relativePath);
  const lower = base.toLowerCase();
  const folder = rawDir.length ? stripNumberPrefix(rawDir[rawDir.length - 1]!).toLowerCase() : null;
  return lower === 'index' || lower === 'readme' || (folder !== null && lower === folder);
}

/** `routeBase` is `/docs`, or `''` for docs served at the site root (`routeBasePath: '/'`). */
export function docRoute(location: DocLocation, routeBase = '/docs', numberPrefixes = true): string {
  const { dir, base } = parts(location.relativePath, numberPrefixes);
  const dirSlug = dir ? `/${dir}/` : '/';
  let slug: string;
  if (location.frontMatterSlug?.startsWith('/')) slug = location.frontMatterSlug;
  else if (!location.frontMatterSlug && isCategoryIndex(location.relativePath)) slug = dirSlug;
  else slug = resolveRelative(location.frontMatterSlug ?? location.frontMatterId ?? base, dirSlug);
  return joinRoute(routeBase, slug);
}

/** Resolves `a/../b` style slugs against a directory, like URL resolution. */
export function resolveRelative(slug: string, dirSlug: string): string {
  const out: string[] = [];
  for (const segment of `${dirSlug}${slug}`.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return `/${out.join('/')}${slug.endsWith('/') ? '/' : ''}`;
}

export function joinRoute(base: string, slug: string): string {
  const b = base.replace(/\/+$/, '');
  const s = slug.startsWith('/') ? slug : `/${slug}`;
  return s === '/' ? `${b}/` : `${b}${s}`;
}

/**
 * Route of a file of the pages plugin, as Docusaurus names it: `index.js` → `/`, `about.md` →
 * `/about`, `team/index.js` → `/team/`; a Markdown page's `slug` replaces the path.
 */
export function pageRoute(relativePath: string, routeBase = '', slug?: string): string {
  if (slug) return joinRoute(routeBase, slug.startsWith('/') ? slug : `/${slug}`);
  const withoutExt = relativePath.replace(/\.(mdx?|[jt]sx?)$/i, '');
  const path = withoutExt === 'index' ? '/' : withoutExt.endsWith('/index') ? `/${withoutExt.slice(0, -'index'.length)}` : `/${withoutExt}`;
  return joinRoute(routeBase, path);
}
