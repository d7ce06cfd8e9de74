/**
 * Which parts theme-classic 3.10's `BlogPostItem/Footer` draws on a post's page: a footer only for
 * a post with a tag or an edit link; in it the tags row for a tag and the edit row for the edit
 * link (this theme draws no last update on posts, so that is all the edit row holds here).
 */
export function blogPostFooterRows(post: { tags: readonly unknown[]; editUrl: string | null }): { footer: boolean; tags: boolean; editMeta: boolean } {
  const tags = post.tags.length > 0;
  const editMeta = Boolean(post.editUrl);
  return { footer: tags || editMeta, tags, editMeta };
}
