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

function parts(relativePath: string) {
  const segments = relativePath.split('/');
  const fileName = segments.pop()!;
  const base = fileName.replace(/\.mdx?$/i, '');
  const dir = segments.map(stripNumberPrefix).join('/');
  return { dir, base: stripNumberPrefix(base), rawDir: segments };
}

export function docId({ relativePath, frontMatterId }: DocLocation): string {
  const { dir, base } = parts(relativePath);
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

export function docRoute(location: DocLocation, routeBase = '/docs'): string {
  const { dir, base } = parts(location.relativePath);
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
