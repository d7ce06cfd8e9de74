import { toHtml } from 'hast-util-to-html';
import type { FooterColumn, HastRoot } from '../../../common/contract';

/**
 * The config's parsed tree for a footer `html` item Docusaurus's props carry as HTML text (a
 * swizzled `Footer/Links` passes its `links` on to `Footer/Links/MultiColumn` or `Simple`): the
 * build parsed and cleaned the config's HTML, and the browser builds no HTML from strings, so text
 * that is none of the config's items has no tree (null).
 */
export function configFooterHtml(columns: readonly FooterColumn[], html: string): HastRoot | null {
  for (const column of columns) {
    for (const item of column.items) {
      if ('html' in item && toHtml(item.html as Parameters<typeof toHtml>[0]) === html) return item.html;
    }
  }
  return null;
}
