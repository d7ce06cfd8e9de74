import TagsListInline from '@theme/TagsListInline';
import EditThisPage from '@theme/EditThisPage';
import type { BlogPostChunk } from '../../../../common/contract';
import { permalinkOf } from '../nav-link';
import { ThemeClassNames } from '../../../shared/theme-class-names';

/**
 * The post's footer (`web/theme/BlogPostItem/Footer.tsx`) for a site that swizzles `EditThisPage`
 * (`CHROME_COMPOSITIONS`): its tag row (`TagsListInline`) and edit link (`EditThisPage`), each the
 * site's where it swizzles them, as theme-classic's `BlogPostItem/Footer` draws them on a post.
 */
export function BlogPostItemFooter({ chunk }: { chunk: BlogPostChunk }) {
  return (
    <>
      {chunk.tags.length > 0 && <TagsListInline tags={chunk.tags.map((t) => ({ label: t.label, permalink: permalinkOf(t.route) }))} />}
      {chunk.editUrl && (
        <footer className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.blog.blogFooterEditMetaRow} doc-footer` : 'doc-footer'}>
          <EditThisPage editUrl={chunk.editUrl} />
        </footer>
      )}
    </>
  );
}
