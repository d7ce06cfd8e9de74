import type { BlogPostChunk } from '../../../common/contract';
import { TagList } from '../TagList';
import { EditLink } from '../EditLink';
import { ThemeClassedBlogPostItemFooter } from './FooterThemeClassed';

/**
 * The post's tags and edit link (Docusaurus's `BlogPostItem/Footer`): the tag row a module a site's
 * `TagsListInline` replaces; for a site that swizzles the edit link, drawn through Docusaurus's parts
 * (`docusaurus/client/theme/composed/BlogPostItemFooter.tsx`). For a site whose CSS names
 * theme-common's classes, theme-classic's footer and rows carry them (`FooterThemeClassed.tsx`);
 * this branch is the others', as it always was, so their bundles do not change.
 */
export function BlogPostItemFooter({ chunk }: { chunk: BlogPostChunk }) {
  if (__CHROME_THEME_CLASSES__) return <ThemeClassedBlogPostItemFooter chunk={chunk} />;
  return (
    <>
      {chunk.tags.length > 0 && <TagList tags={chunk.tags} />}
      {chunk.editUrl && (
        <footer className="doc-footer">
          <EditLink url={chunk.editUrl} />
        </footer>
      )}
    </>
  );
}
