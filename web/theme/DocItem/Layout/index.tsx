import type { BootDocsVersion, DocChunk } from '../../../../common/contract';
import type { DocHere } from '../../../app/versions';
import { DocVersionBadge, DocVersionBanner } from '../../DocVersionBanner';
import { useTranslate } from '../../../app/use-translate';
import { TOC } from '../../TOC';
import { TOCMobile } from '../../TOC/Mobile';
import { Breadcrumbs } from '../../Breadcrumbs';
import { Paginator } from '../../Paginator';
import { CopyPage } from '../../CopyPage';
// Through `@theme/`: a site's swizzled DocItem/Footer takes the slot (docusaurus/node/theme/theme-modules.ts).
import { DocItemFooter } from '@theme/DocItem/Footer';
import { DocItemContent } from '../Content';
import { Unlisted } from '../../ContentVisibility/Unlisted';
import { Draft } from '../../ContentVisibility/Draft';
// A module of its own: a site's swizzled `DocItem/Metadata` takes its place (chrome-slots.ts).
import { DocItemMetadata } from '../../HeadParts';
import type { ReactNode } from 'react';

/** The doc's column and its table of contents (Docusaurus's `DocItem/Layout`): everything of a doc page but the sidebar. */
export function DocItemLayout({
  chunk,
  versions,
  doc,
  siteTitle,
  children,
}: {
  chunk: DocChunk;
  versions: BootDocsVersion[];
  /** Where this doc is in the other versions (its route entry). */
  doc: DocHere;
  siteTitle: string;
  /** What a site's `DocItem` (or route component) draws in the body's place, the body inside (`DocItemContent`'s `body`). */
  children?: ReactNode;
}) {
  const t = useTranslate();
  const version = versions.find((v) => v.pluginId === chunk.pluginId && v.name === chunk.version);
  const showToc = !chunk.hideTableOfContents && chunk.toc.length > 0;
  const row = (
    <div className="doc-content-row">
      <article className="doc-article">
        {/* First, above the version banner, as theme-classic's DocItem/Layout draws its ContentVisibility. */}
        {chunk.unlisted && <Unlisted />}
        {__CHROME_DRAFT__ && chunk.draft && <Draft />}
        {version && <DocVersionBanner versions={versions} version={version} pathname={chunk.route} doc={doc} siteTitle={siteTitle} />}
        <Breadcrumbs items={chunk.breadcrumbs} />
        {version && <DocVersionBadge version={version} />}
        {/* Where the desktop table of contents is hidden (CSS), as theme-classic's DocItem/TOC/Mobile. */}
        {showToc && <TOCMobile chunk={chunk} />}
        <DocItemContent chunk={chunk} actions={<CopyPage route={chunk.route} />} body={children} />
        <DocItemFooter chunk={chunk} />
        <Paginator
          previous={chunk.previous}
          next={chunk.next}
          label="Docs pages"
          previousLabel={t('theme.docs.paginator.previous', 'Previous')}
          nextLabel={t('theme.docs.paginator.next', 'Next')}
        />
      </article>
      {showToc && (__CHROME_THEME_CLASSES__ ? <TOC items={chunk.toc} doc /> : <TOC items={chunk.toc} />)}
    </div>
  );
  // The doc's head tags (the chunk reaches the site's `useDoc()` through the slot's props). A
  // ternary, so a bundle without the part draws exactly what it did.
  return __CHROME_HEAD_PARTS__ ? (
    <>
      <DocItemMetadata chunk={chunk} />
      {row}
    </>
  ) : (
    row
  );
}
