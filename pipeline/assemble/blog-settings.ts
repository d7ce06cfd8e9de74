/** The blog's routes and list sizes, from the blog plugin's options and the site config. */
import type { BlogListChunk } from '../../common/contract.js';
import { POSTS_PER_PAGE } from '../routes/blog.js';
import type { AssembleContext } from './types.js';

export interface BlogSettings {
  /** The blog plugin's options; null without a blog. */
  options: NonNullable<AssembleContext['layout']['blog']> | null;
  prefix: string;
  /**
   * The blog has a post (listed or not). As Docusaurus's blog plugin: a blog without posts has no
   * list pages and no feeds; its authors page stays (it comes from the authors map).
   */
  hasPosts: boolean;
  /** Null when the archive is turned off (`archiveBasePath: null`) or no post is listed (Docusaurus makes none then). */
  archiveRoute: BlogListChunk['archiveRoute'];
  postsPerPage: number;
  tagsRoute: string;
  authorsRoute: string;
}

export function blogSettings(ctx: AssembleContext, postCount: number, listedCount = postCount): BlogSettings {
  const options = ctx.layout.blog;
  const prefix = options?.prefix ?? '/blog';
  const perPage = options?.postsPerPage !== 10 && options ? options.postsPerPage : (ctx.inputs.siteFile?.value.blog?.postsPerPage ?? POSTS_PER_PAGE);
  return {
    options,
    prefix,
    hasPosts: postCount > 0,
    archiveRoute: options && options.archiveBasePath !== null && listedCount > 0 ? `${prefix}/${options.archiveBasePath}` : null,
    // `postsPerPage: 'ALL'` arrives as Infinity: one page.
    postsPerPage: Number.isFinite(perPage) ? perPage : Math.max(1, postCount),
    tagsRoute: `${prefix}/${options?.tagsBasePath ?? 'tags'}`,
    authorsRoute: `${prefix}/authors`,
  };
}

/** The blog's title and description: the site config's `blog`, else the plugin's own (unless left at "Blog"), else the tagline. */
export function blogTitles(ctx: AssembleContext, tagline: string): { title: string; description: string } {
  const options = ctx.layout.blog;
  const own = ctx.inputs.siteFile?.value.blog;
  return {
    title: own?.title ?? (options && options.blogTitle !== 'Blog' ? options.blogTitle : 'Blog'),
    description: own?.description ?? (options && options.blogDescription !== 'Blog' ? options.blogDescription : tagline),
  };
}
