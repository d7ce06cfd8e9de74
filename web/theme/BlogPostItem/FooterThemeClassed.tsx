import type { BlogPostChunk } from '../../../common/contract';
import { TagList } from '../TagList';
import { EditLink } from '../EditLink';
import { LastUpdated } from '../LastUpdated';
import { ThemeClassNames } from '../../../docusaurus/shared/theme-class-names';
import { blogPostFooterRows } from './footer-rows';

/**
 * A post's footer as theme-classic 3.10's `BlogPostItem/Footer` draws it on the post's page, for a
 * site whose CSS names theme-common's classes (`__CHROME_THEME_CLASSES__`): a `<footer>` holding
 * the tags row and the edit row (the edit link and the last update). Both rows carry `theme-blog-footer-edit-meta-row`, as 3.10 draws
 * them (its tags row names that class too, not `theme-blog-footer-tags-row`, which no 3.10 element
 * carries), so a moved site's rule on them applies as it did on Docusaurus.
 */
export function ThemeClassedBlogPostItemFooter({ chunk }: { chunk: BlogPostChunk }) {
  const rows = blogPostFooterRows(chunk);
  if (!rows.footer) return null;
  return (
    <footer>
      {rows.tags && (
        <div className={ThemeClassNames.blog.blogFooterEditMetaRow}>
          <TagList tags={chunk.tags} />
        </div>
      )}
      {rows.editMeta && (
        <div className={`${ThemeClassNames.blog.blogFooterEditMetaRow} doc-footer`}>
          {chunk.editUrl && <EditLink url={chunk.editUrl} />}
          {(chunk.lastUpdatedAt || (__CHROME_LAST_UPDATE_AUTHOR__ && chunk.lastUpdatedBy)) && <LastUpdated at={chunk.lastUpdatedAt} by={chunk.lastUpdatedBy} />}
        </div>
      )}
    </footer>
  );
}
