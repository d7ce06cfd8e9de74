import type { DocChunk } from '../../../../common/contract';
import { LastUpdated } from '../../LastUpdated';
import { TagList } from '../../TagList';
import { EditLink } from '../../EditLink';
import { ThemeClassedDocFooter } from './ThemeClassed';

/**
 * Below a doc: its tags, the edit link and the last update (Docusaurus's `DocItem/Footer`). The tag
 * row and the last update are modules a site's `TagsListInline` and `LastUpdated` replace; for a
 * site that swizzles the edit link, the footer is drawn through Docusaurus's parts
 * (`docusaurus/client/theme/composed/DocItemFooter.tsx`). For a site whose CSS names theme-common's
 * classes, theme-classic's footer and rows carry them (`ThemeClassed.tsx`); this branch is the
 * others', as it always was, so their bundles do not change.
 */
export function DocItemFooter({ chunk }: { chunk: DocChunk }) {
  if (__CHROME_THEME_CLASSES__) return <ThemeClassedDocFooter chunk={chunk} />;
  return (
    <>
      {/* Only a doc with tags has them (`tags` is absent otherwise), as theme-classic draws the row. */}
      {chunk.tags && <TagList tags={chunk.tags} />}
      <footer className="doc-footer">
        {chunk.editUrl && <EditLink url={chunk.editUrl} />}
        {/* A site that shows no author keeps this line as it was (its doc pages' bytes): the author only where one does. */}
        {__CHROME_LAST_UPDATE_AUTHOR__
          ? (chunk.lastUpdatedAt || (__CHROME_LAST_UPDATE_AUTHOR__ && chunk.lastUpdatedBy)) && <LastUpdated at={chunk.lastUpdatedAt} by={chunk.lastUpdatedBy} />
          : chunk.lastUpdatedAt && <LastUpdated at={chunk.lastUpdatedAt} />}
      </footer>
    </>
  );
}
