import type { FooterColumn, HastRoot } from '../../../common/contract';
import { configHtmlText } from '../../shared/config-html-text';

/**
 * The config's parsed tree for a footer `html` item Docusaurus's props carry as HTML text (a
 * swizzled `Footer/Links` passes its `links` on to `Footer/Links/MultiColumn` or `Simple`): the
 * build parsed and cleaned the config's HTML, and the browser builds no HTML from strings, so text
 * that is none of the config's items has no tree (null).
 */
export function configFooterHtml(columns: readonly FooterColumn[], html: string, baseUrl: string): HastRoot | null {
  for (const column of columns) {
    for (const item of column.items) {
      // The text the props were given (`footerItem`: `configHtmlText`, links under the base URL).
      if ('html' in item && configHtmlText(item.html, baseUrl) === html) return item.html;
    }
  }
  return null;
}
