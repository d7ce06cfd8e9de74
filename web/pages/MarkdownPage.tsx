import type { DocChunk } from '../../common/contract';
import { SearchHighlight } from '../theme/SearchHighlight';
import { TOC } from '../theme/TOC';
import { Unlisted } from '../theme/ContentVisibility/Unlisted';
import { Draft } from '../theme/ContentVisibility/Draft';
import { PageEditMetaRow } from './PageEditMetaRow';
import './MarkdownPage.css';

/**
 * A Markdown page of the pages plugin (`src/pages/x.md`, `.mdx`), laid out as Docusaurus's
 * MDXPage lays it out, since sites style those pages against it: the page is its content alone (no
 * title heading of its own, no doc chrome), in `main.container.container--fluid.margin-vert--lg >
 * .row > .col` (`col--8` beside a TOC), its front matter `wrapperClassName` on the page's wrapper,
 * its edit link and last update after the article in that column.
 * The doc page's own classes lay it out where the site has no Infima.
 */
export function MarkdownPage({ chunk }: { chunk: DocChunk }) {
  const toc = !chunk.hideTableOfContents && chunk.toc.length > 0;
  return (
    <div className={`main-wrapper mdx-page ${chunk.wrapperClassName ?? ''}`.trim()}>
      <main id="main-content" className="container container--fluid margin-vert--lg doc-main" tabIndex={-1}>
        <div className="row md-row">
          <div className={`col doc-article${toc ? ' col--8' : ''}`}>
            {chunk.unlisted && <Unlisted />}
            {__CHROME_DRAFT__ && chunk.draft && <Draft />}
            {/* The article alone in the other branch, not beside a `false`: a site with no such row bundles what it did. */}
            {__CHROME_PAGE_EDIT_META__ ? (
              <>
                <article>
                  <SearchHighlight tree={chunk.body} />
                </article>
                {(chunk.editUrl || chunk.lastUpdatedAt || (__CHROME_LAST_UPDATE_AUTHOR__ && chunk.lastUpdatedBy)) && <PageEditMetaRow chunk={chunk} />}
              </>
            ) : (
              <article>
                <SearchHighlight tree={chunk.body} />
              </article>
            )}
          </div>
          {toc && <TOC items={chunk.toc} />}
        </div>
      </main>
    </div>
  );
}
