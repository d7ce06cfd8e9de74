/** Blog post dates, slugs and routes, from the file name unless front matter overrides them. */
import { frontMatterDay } from './front-matter-date.js';

/**
 * Docusaurus's blog file name pattern (plugin-content-blog `parseBlogFileName`): a date anywhere in
 * the path, after an optional folder (`releases/2024-01-05-x.md`), with one- or two-digit months
 * and days; what follows it is the slug's text.
 */
const DATED = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/i;

export interface PostLocation {
  /** Path relative to the blog root: `2024-01-05-new-api.md`, `2024/01/05/new-api.md`, `2024-01-05-new-api/index.md`. */
  relativePath: string;
  frontMatterDate?: string | Date | undefined;
  frontMatterSlug?: string | undefined;
  /** The date of a post whose front matter and file name name none: when git first saw the file (else the file's). */
  fallbackDate?: string | undefined;
}

export interface PostIdentity {
  /** `YYYY-MM-DD`. */
  date: string;
  route: string;
  /** The file name's text (`x` of `2024-01-05-x.md`): the title of a post that has no other. */
  fileTitle: string;
}

export class PostDateError extends Error {
  /** The front matter field the problem is in (`date`), or undefined when it is the file name's. */
  constructor(
    message: string,
    readonly field?: 'date',
  ) {
    super(message);
  }
}

/**
 * A post's date and route, as Docusaurus's blog plugin gives them: the date from front matter, else
 * the file name, else `fallbackDate`; the route from front matter's `slug`, else the file name
 * alone (`2024-01-05-x.md` → `/2024/01/05/x`, `releases/10.2.md` → `/releases/10.2`), so a front
 * matter date never moves a post.
 */
export function postIdentity(location: PostLocation, routeBase = '/blog'): PostIdentity {
  const named = fileNameIdentity(location.relativePath);
  let date = named.date;
  if (location.frontMatterDate !== undefined) {
    const fm = frontMatterDay(location.frontMatterDate);
    if (!fm)
      throw new PostDateError(`front matter \`date\` "${String(location.frontMatterDate)}" is not a date (expected YYYY-MM-DD, or a date and time)`, 'date');
    date = fm;
  }
  date ??= location.fallbackDate ?? null;
  if (!date) throw new PostDateError('a post needs a date: name the file YYYY-MM-DD-slug.md or set `date` in front matter');
  const slug = location.frontMatterSlug ? location.frontMatterSlug.replace(/^\/+/, '') : named.slug;
  return { date, route: `${routeBase}/${slug}`, fileTitle: named.text };
}

/** True when a post's file name carries its date. */
export const namesDate = (relativePath: string) => DATED.test(relativePath);

/** The date (normalised to YYYY-MM-DD), slug and text a post's file name gives, as Docusaurus reads it. */
function fileNameIdentity(relativePath: string): { date: string | null; slug: string; text: string } {
  const match = DATED.exec(relativePath);
  if (!match) {
    const text = relativePath.replace(/(?:\/index)?\.mdx?$/i, '');
    return { date: null, slug: text, text };
  }
  const { folder, date: written, text } = match.groups as { folder: string; date: string; text: string };
  const [y, m, d] = written.split(/[-/]/) as [string, string, string];
  const date = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  if (!isValidDate(date)) throw new PostDateError(`the file name's date ${written} is not a calendar date (expected YYYY-MM-DD-slug.md with a real date)`);
  return { date, slug: `${y}/${m}/${d}/${folder}${text}`, text };
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
