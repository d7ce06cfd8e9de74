import type { BlogPostChunk } from '../../../common/contract';
import { TagList } from '../TagList';
import { EditLink } from '../EditLink';
import { LastUpdated } from '../LastUpdated';
import { blogPostFooterRows } from './footer-rows';
import { ThemeClassedBlogPostItemFooter } from './FooterThemeClassed';

/**
 * The post's tags, edit link and last update (Docusaurus's `BlogPostItem/Footer` on the post's page;
 * the lists draw their own): the tag row and the last update modules a site's `TagsListInline` and
 * `LastUpdated` replace, in the rows theme-classic draws (`footer-rows.ts`); for a site that
 * swizzles the edit link, drawn through Docusaurus's parts
 * (`docusaurus/client/theme/composed/BlogPostItemFooter.tsx`). For a site whose CSS names
 * theme-common's classes, theme-classic's footer and rows carry them (`FooterThemeClassed.tsx`);
 * this branch is the others'.
 */
export function BlogPostItemFooter({ chunk }: { chunk: BlogPostChunk }) {
  if (__CHROME_THEME_CLASSES__) return <ThemeClassedBlogPostItemFooter chunk={chunk} />;
  return (
    <>
      {chunk.tags.length > 0 && <TagList tags={chunk.tags} />}
      {blogPostFooterRows(chunk).editMeta && (
        <footer className="doc-footer">
          {chunk.editUrl && <EditLink url={chunk.editUrl} />}
          {(chunk.lastUpdatedAt || (__CHROME_LAST_UPDATE_AUTHOR__ && chunk.lastUpdatedBy)) && <LastUpdated at={chunk.lastUpdatedAt} by={chunk.lastUpdatedBy} />}
        </footer>
      )}
    </>
  );
}
