import type { SidebarHtmlItem } from '../../../common/contract';
import type { ItemProps } from './item-props';
import { sidebarItemClasses } from './item-classes';

/** An `html` item of the tree (Docusaurus's `DocSidebarItem/Html`), as its text: no HTML is parsed in the browser. */
export function DocSidebarItemHtml({ item }: ItemProps<SidebarHtmlItem>) {
  return (
    <li
      className={
        __CHROME_THEME_CLASSES__
          ? // The props in this branch only (`arguments`): a bundle without the classes keeps this function's bytes.
            // eslint-disable-next-line prefer-rest-params
            `${sidebarItemClasses('link', arguments[0] as ItemProps)} sidebar-html`
          : 'sidebar-html'
      }
    >
      {item.value.replace(/<[^>]*>/g, '')}
    </li>
  );
}
