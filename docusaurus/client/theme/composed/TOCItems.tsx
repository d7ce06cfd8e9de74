import TOCItemTree from '@theme/TOCItems/Tree';
import type { TocItem } from '../../../../common/contract';
import { useMarkActiveLink } from '../TOCItems';
import { tocNodes } from '../toc-tree';

/**
 * This theme's table of contents' lists (`web/theme/TOC/Items`, in the desktop and mobile tables of
 * contents) for a site that swizzles `TOCItems/Tree` (`CHROME_COMPOSITIONS`): that tree, given
 * Docusaurus's heading tree and theme-classic's classes, the heading being read marked on its link
 * (`aria-current`, this theme's style) as theme-common's highlight marks it.
 */
export function TOCItems({ items, active }: { items: TocItem[]; active: string | null }) {
  useMarkActiveLink(active, 'table-of-contents__link');
  return <TOCItemTree toc={tocNodes(items)} className="table-of-contents table-of-contents__left-border" linkClassName="table-of-contents__link" />;
}
