import type { ReactNode } from 'react';
import type { DocChunk } from '../../../../common/contract';
import { SearchHighlight } from '../../SearchHighlight';
import { bodyHasTitle } from '../../../pages/doc-title';

/**
 * The doc's title (when its Markdown has no `# heading` of its own) and its body (Docusaurus's
 * `DocItem/Content`); `actions` is this theme's own row between them (the copy-page button).
 */
export function DocItemContent({ chunk, actions }: { chunk: DocChunk; actions?: ReactNode }) {
  return (
    <>
      {!bodyHasTitle(chunk.body) && (
        <header>
          <h1>{chunk.title}</h1>
        </header>
      )}
      {actions}
      <div className="markdown">
        <SearchHighlight tree={chunk.body} />
      </div>
    </>
  );
}
