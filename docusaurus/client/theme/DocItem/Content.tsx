import type { ReactNode } from 'react';
import { bodyHasTitle } from '../../../../web/pages/doc-title';
import { useDocChunk } from '../../api/use-doc';

/**
 * `@theme/DocItem/Content` as a site's own doc layout draws it, in theme-classic's markup: the
 * doc's title when the body has no `# heading` of its own (and the front matter no `hide_title`),
 * inside the Markdown's box so the site's `.markdown h1` rules reach it, then the content given.
 */
export default function Content({ children }: { children?: ReactNode }) {
  const chunk = useDocChunk();
  return (
    <div className="theme-doc-markdown markdown">
      {!chunk.hideTitle && !bodyHasTitle(chunk.body) && (
        <header>
          <h1>{chunk.title}</h1>
        </header>
      )}
      {children}
    </div>
  );
}
