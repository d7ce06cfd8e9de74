import type { BootDocsVersion, DocChunk, SidebarChunk } from '../../common/contract';
import type { DocHere } from '../app/versions';
import { DocSidebar } from '../theme/DocSidebar';
import { DocItemLayout } from '../theme/DocItem/Layout';
import { MarkdownPage } from './MarkdownPage';
import { BackToTop } from '../theme/BackToTop';

export function DocPage({
  chunk,
  sidebar,
  versions,
  doc,
  siteTitle,
  sidebarOptions,
}: {
  chunk: DocChunk;
  sidebar: SidebarChunk | null;
  versions: BootDocsVersion[];
  /** Where this doc is in the other versions (its route entry). */
  doc: DocHere;
  siteTitle: string;
  /** `themeConfig.docs.sidebar` (hideable, autoCollapseCategories). */
  sidebarOptions: { hideable: boolean; autoCollapseCategories: boolean };
}) {
  if (chunk.pluginId === 'pages') return <MarkdownPage chunk={chunk} />;
  const layout = (
    <div className="doc-layout">
      {sidebar && <DocSidebar sidebar={sidebar} activeRoute={chunk.route} options={sidebarOptions} />}
      <main id="main-content" className="doc-main" tabIndex={-1}>
        <DocItemLayout chunk={chunk} versions={versions} doc={doc} siteTitle={siteTitle} />
      </main>
    </div>
  );
  // A ternary: a bundle without the button keeps exactly the tree it had.
  return __CHROME_BACK_TO_TOP__ ? (
    <>
      {layout}
      <BackToTop />
    </>
  ) : (
    layout
  );
}
