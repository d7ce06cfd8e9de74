import type { SidebarHtmlItem } from '../../../common/contract';
import type { ItemProps } from './item-props';
import { ThemeClassNames } from '../../../docusaurus/shared/theme-class-names';

/** An `html` item of the tree (Docusaurus's `DocSidebarItem/Html`), as its text: no HTML is parsed in the browser. */
export function DocSidebarItemHtml({ item }: ItemProps<SidebarHtmlItem>) {
  return (
    <li
      className={
        __CHROME_THEME_CLASSES__
          ? `${ThemeClassNames.docs.docSidebarItemLink} ${ThemeClassNames.docs.docSidebarItemLinkLevel(
              // The depth from the props, in this branch only (\`arguments\`): a bundle without the classes keeps this function's bytes.
              // eslint-disable-next-line prefer-rest-params
              (arguments[0] as ItemProps).level ?? 1,
            )} sidebar-html`
          : 'sidebar-html'
      }
    >
      {item.value.replace(/<[^>]*>/g, '')}
    </li>
  );
}
