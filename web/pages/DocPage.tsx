import type { BootDocsVersion, DocChunk, SidebarChunk } from '../../common/contract';
import type { DocHere } from '../app/versions';
import { DocVersionBadge, DocVersionBanner } from '../theme/DocVersionBanner';
import { useTranslate } from '../app/use-translate';
import { SearchHighlight } from '../theme/SearchHighlight';
import { DocSidebar } from '../theme/DocSidebar';
import { TOC } from '../theme/TOC';
import { Breadcrumbs } from '../theme/Breadcrumbs';
import { Paginator } from '../theme/Paginator';
import { CopyPage } from '../theme/CopyPage';
// Through `@theme/`: a site's swizzled DocItem/Footer takes the slot (docusaurus/node/theme/theme-modules.ts).
import { DocItemFooter } from '@theme/DocItem/Footer';
import { bodyHasTitle } from './doc-title';
import { MarkdownPage } from './MarkdownPage';

export function DocPage({
  chunk,
  sidebar,
  versions = [],
  doc = null,
  siteTitle = '',
  sidebarOptions,
}: {
  chunk: DocChunk;
  sidebar: SidebarChunk | null;
  versions?: BootDocsVersion[];
  /** Where this doc is in the other versions (its route entry). */
  doc?: DocHere;
  siteTitle?: string;
  /** `themeConfig.docs.sidebar` (hideable, autoCollapseCategories). */
  sidebarOptions?: { hideable: boolean; autoCollapseCategories: boolean };
}) {
  const t = useTranslate();
  if (chunk.pluginId === 'pages') return <MarkdownPage chunk={chunk} />;
  const version = versions.find((v) => v.pluginId === chunk.pluginId && v.name === chunk.version);
  const showToc = !chunk.hideTableOfContents && chunk.toc.length > 0;
  return (
    <div className="doc-layout">
      {sidebar && <DocSidebar sidebar={sidebar} activeRoute={chunk.route} options={sidebarOptions} />}
      <main id="main-content" className="doc-main" tabIndex={-1}>
        <div className="doc-content-row">
          <article className="doc-article">
            {version && <DocVersionBanner versions={versions} version={version} pathname={chunk.route} doc={doc} siteTitle={siteTitle} />}
            <Breadcrumbs items={chunk.breadcrumbs} />
            {version && <DocVersionBadge version={version} />}
            {!bodyHasTitle(chunk.body) && (
              <header>
                <h1>{chunk.title}</h1>
              </header>
            )}
            <CopyPage route={chunk.route} />
            <div className="markdown">
              <SearchHighlight tree={chunk.body} />
            </div>
            <DocItemFooter chunk={chunk} />
            <Paginator
              previous={chunk.previous}
              next={chunk.next}
              label="Docs pages"
              previousLabel={t('theme.docs.paginator.previous', 'Previous')}
              nextLabel={t('theme.docs.paginator.next', 'Next')}
            />
          </article>
          {showToc && <TOC items={chunk.toc} />}
        </div>
      </main>
    </div>
  );
}
