import { TOCItems } from '../../../web/theme/TOC/Items';
import './theme-parts.css';
import { tocTree, type TocProps } from './toc-tree';

/**
 * `@theme/TOCInline` in a site's own component: the headings' nested links drawn in the page's
 * text. An MDX page's own `<TOCInline>` is drawn at build time (docusaurus/node/evaluate/
 * toc-inline.ts); this one has its markup. Nothing is marked as being read: the list is part of the
 * page, not beside it.
 */
export default function TOCInline({ toc = [], minHeadingLevel = 2, maxHeadingLevel = 3, className }: TocProps) {
  return (
    <div className={className ? `toc-inline ${className}` : 'toc-inline'}>
      <TOCItems items={tocTree(toc, maxHeadingLevel, minHeadingLevel)} active={null} />
    </div>
  );
}
