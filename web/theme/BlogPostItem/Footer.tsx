import type { BlogPostChunk } from '../../../common/contract';
import { TagList } from '../TagList';
import { EditIcon } from '../EditIcon';
import { ThemeClassNames } from '../../../docusaurus/shared/theme-class-names';

/**
 * The post's tags and edit link (Docusaurus's `BlogPostItem/Footer`): the tag row a module a site's
 * `TagsListInline` replaces; for a site that swizzles the edit link, drawn through Docusaurus's parts
 * (`docusaurus/client/theme/composed/BlogPostItemFooter.tsx`).
 */
export function BlogPostItemFooter({ chunk }: { chunk: BlogPostChunk }) {
  return (
    <>
      {chunk.tags.length > 0 && <TagList tags={chunk.tags} />}
      {chunk.editUrl && (
        <footer className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.blog.blogFooterEditMetaRow} doc-footer` : 'doc-footer'}>
          <a
            className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.common.editThisPage} edit-link` : 'edit-link'}
            href={chunk.editUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <EditIcon />
            Edit this page
          </a>
        </footer>
      )}
    </>
  );
}
