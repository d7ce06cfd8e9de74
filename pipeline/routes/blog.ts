/** Blog post dates, slugs and routes, from the file name unless front matter overrides them. */

const DATED = /^(\d{4})[-/](\d{2})[-/](\d{2})[-/](.+?)(?:\/index)?\.mdx?$/i;

export interface PostLocation {
  /** Path relative to the blog root: `2024-01-05-new-api.md`, `2024/01/05/new-api.md`, `2024-01-05-new-api/index.md`. */
  relativePath: string;
  frontMatterDate?: string | Date | undefined;
  frontMatterSlug?: string | undefined;
}

export interface PostIdentity {
  /** `YYYY-MM-DD`. */
  date: string;
  slug: string;
  route: string;
}

export class PostDateError extends Error {}

export function postIdentity(location: PostLocation, routeBase = '/blog'): PostIdentity {
  const match = DATED.exec(location.relativePath);
  let date: string | null = null;
  let slug: string;
  if (match) {
    date = `${match[1]}-${match[2]}-${match[3]}`;
    if (!isValidDate(date)) throw new PostDateError(`the file name's date ${date} is not a calendar date (expected YYYY-MM-DD-slug.md with a real date)`);
    slug = match[4]!;
  } else {
    slug = location.relativePath.replace(/(?:\/index)?\.mdx?$/i, '');
  }
  if (location.frontMatterDate !== undefined) {
    const fm = location.frontMatterDate instanceof Date ? location.frontMatterDate.toISOString().slice(0, 10) : String(location.frontMatterDate).slice(0, 10);
    if (!isValidDate(fm)) throw new PostDateError(`front matter \`date\` "${String(location.frontMatterDate)}" is not a date (expected YYYY-MM-DD)`);
    date = fm;
  }
  if (!date) throw new PostDateError('a post needs a date: name the file YYYY-MM-DD-slug.md or set `date` in front matter');
  if (location.frontMatterSlug) {
    const s = location.frontMatterSlug.replace(/^\/+/, '');
    return { date, slug: s, route: `${routeBase}/${s}` };
  }
  const [y, m, d] = date.split('-');
  return { date, slug, route: `${routeBase}/${y}/${m}/${d}/${slug}` };
}

export function isValidDate(iso: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
}

export const POSTS_PER_PAGE = 10;

/** Route of blog list page `page` (1-based): `/blog`, `/blog/page/2`, ... */
export function blogListRoute(page: number, routeBase = '/blog'): string {
  return page <= 1 ? routeBase : `${routeBase}/page/${page}`;
}

export function paginate<T>(items: T[], perPage = POSTS_PER_PAGE): T[][] {
  if (items.length === 0) return [[]];
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += perPage) pages.push(items.slice(i, i + perPage));
  return pages;
}
