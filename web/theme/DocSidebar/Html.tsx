import type { SidebarHtmlItem } from '../../../common/contract';
import type { ItemProps } from './item-props';

/** An `html` item of the tree (Docusaurus's `DocSidebarItem/Html`), as its text: no HTML is parsed in the browser. */
export function DocSidebarItemHtml({ item }: ItemProps<SidebarHtmlItem>) {
  return <li className="sidebar-html">{item.value.replace(/<[^>]*>/g, '')}</li>;
}
