import Author from '../../Blog/Components/Author';

/**
 * `@theme/BlogPostItem/Header/Author`: one author of the post, as theme-classic 3.0–3.4 draws each
 * (3.5 draws `Blog/Components/Author` instead). What a site's swizzle of it wraps; for a site on
 * 3.0–3.4 that swizzle is drawn for each author of a post (`legacy-names.ts`).
 */
export default Author;
