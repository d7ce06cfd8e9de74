import type { ReactNode } from 'react';
import type { DocChunk } from '../../../../common/contract';
import { SearchHighlight } from '../../SearchHighlight';
import { bodyHasTitle } from '../../../pages/doc-title';
import { ThemeClassNames } from '../../../../docusaurus/shared/theme-class-names';

/**
 * The doc's title (when its Markdown has no `# heading` of its own and its front matter no
 * `hide_title`) and its body, in one `.markdown` block (Docusaurus's
 * `DocItem/Content`); `actions` is this theme's own row between them (the copy-page button).
 * `body`, when given, is drawn in the body's place: what a site's route component (or an ejected
 * `DocItem`) put around `<MDXContent />`, its providers and wrappers, with the body inside.
 */
export function DocItemContent({ chunk, actions, body }: { chunk: DocChunk; actions?: ReactNode; body?: ReactNode }) {
  // The title inside `.markdown`, as theme-classic's DocItem/Content puts it: a site's `.markdown h1`
  // rules (and Infima's `.markdown h1:first-child`) style it there.
  return (
    <div className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.docs.docMarkdown} markdown` : 'markdown'}>
      {!chunk.hideTitle && !bodyHasTitle(chunk.body) && (
        <header>
          <h1>{chunk.title}</h1>
        </header>
      )}
      {actions}
      {body ?? <SearchHighlight tree={chunk.body} />}
    </div>
  );
}
