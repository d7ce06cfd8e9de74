import TagsListInline from '@theme/TagsListInline';
import EditMetaRow from '@theme/EditMetaRow';
import type { BlogPostChunk } from '../../../../common/contract';
import { permalinkOf } from '../nav-link';
import { ThemeClassNames } from '../../../shared/theme-class-names';
import { blogPostFooterRows } from '../../../../web/theme/BlogPostItem/footer-rows';

/**
 * The post's footer (`web/theme/BlogPostItem/Footer.tsx`) for a site that swizzles `EditThisPage`
 * or `EditMetaRow` (`CHROME_COMPOSITIONS`): its tag row (`TagsListInline`) and its edit link and last
 * update (`EditMetaRow`, drawing `EditThisPage` and `LastUpdated`), each the site's where it
 * swizzles them, as theme-classic's `BlogPostItem/Footer` draws them on a post.
 * For a site whose CSS names theme-common's classes, theme-classic's own footer and rows
 * (`ThemeClassedBlogPostItemFooter`); the other branch is the others', as it always was.
 */
export function BlogPostItemFooter({ chunk }: { chunk: BlogPostChunk }) {
  if (__CHROME_THEME_CLASSES__) return <ThemeClassedBlogPostItemFooter chunk={chunk} />;
  return (
    <>
      {chunk.tags.length > 0 && <TagsListInline tags={chunk.tags.map((t) => ({ label: t.label, permalink: permalinkOf(t.route) }))} />}
      {blogPostFooterRows(chunk).editMeta && (
        <footer className="doc-footer">
          <EditMetaRow {...editMeta(chunk)} />
        </footer>
      )}
    </>
  );
}

/** `EditMetaRow`'s props from the post's metadata, as theme-classic's footer passes them (milliseconds). */
const editMeta = (chunk: BlogPostChunk) => ({
  editUrl: chunk.editUrl,
  lastUpdatedAt: chunk.lastUpdatedAt ? Date.parse(chunk.lastUpdatedAt) : null,
  lastUpdatedBy: chunk.lastUpdatedBy,
});

/**
 * Theme-classic 3.10's post footer with theme-common's classes: both rows carry
 * `theme-blog-footer-edit-meta-row`, as 3.10 draws them (web/theme/BlogPostItem/FooterThemeClassed.tsx).
 */
function ThemeClassedBlogPostItemFooter({ chunk }: { chunk: BlogPostChunk }) {
  const rows = blogPostFooterRows(chunk);
  if (!rows.footer) return null;
  return (
    <footer>
      {rows.tags && (
        <div className={`row margin-top--sm ${ThemeClassNames.blog.blogFooterEditMetaRow}`}>
          <div className="col">
            <TagsListInline tags={chunk.tags.map((t) => ({ label: t.label, permalink: permalinkOf(t.route) }))} />
          </div>
        </div>
      )}
      {rows.editMeta && <EditMetaRow className={`margin-top--sm ${ThemeClassNames.blog.blogFooterEditMetaRow}`} {...editMeta(chunk)} />}
    </footer>
  );
}
