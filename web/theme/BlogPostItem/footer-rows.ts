/**
 * Which parts theme-classic's `BlogPostItem/Footer` (3.4 to 3.10) draws on a post's page: a footer
 * only for a post with a tag or an edit link; in it the tags row for a tag, and the edit row for an
 * edit link or a last update (a date or an author: the blog's `showLastUpdateTime` /
 * `showLastUpdateAuthor`). A post with a last update and neither tag nor edit link draws no footer,
 * its last update unseen, as there.
 */
export function blogPostFooterRows(post: { tags: readonly unknown[]; editUrl: string | null; lastUpdatedAt?: string | null; lastUpdatedBy?: string }): {
  footer: boolean;
  tags: boolean;
  editMeta: boolean;
} {
  const tags = post.tags.length > 0;
  const footer = tags || Boolean(post.editUrl);
  return { footer, tags, editMeta: footer && Boolean(post.editUrl || post.lastUpdatedAt || post.lastUpdatedBy) };
}
