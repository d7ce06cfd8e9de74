import type { SidebarDocItem, SidebarLinkItem } from '../../../common/contract';
import { Link } from '../Link';
import type { ItemProps } from './item-props';
import { ThemeClassNames } from '../../../docusaurus/shared/theme-class-names';

/** A doc or a link of the tree (Docusaurus's `DocSidebarItem/Link`), marked when it is the current page. */
export function DocSidebarItemLink({ item, activeRoute, onItemClick }: ItemProps<SidebarDocItem | SidebarLinkItem>) {
  const href = item.type === 'doc' ? item.route : item.href;
  // The item's classes (docusaurus/shared/theme-class-names.ts) in a branch of their own, its depth read
  // from the props there (\`arguments\`): a bundle without them keeps this function's bytes.
  return __CHROME_THEME_CLASSES__ ? (
    <li
      className={`${ThemeClassNames.docs.docSidebarItemLink} ${ThemeClassNames.docs.docSidebarItemLinkLevel(
        // eslint-disable-next-line prefer-rest-params
        (arguments[0] as ItemProps).level ?? 1,
      )}`}
    >
      <Link href={href} className="sidebar-link" aria-current={href === activeRoute ? 'page' : undefined} onClick={onItemClick && (() => onItemClick(item))}>
        {item.label}
      </Link>
    </li>
  ) : (
    <li>
      <Link href={href} className="sidebar-link" aria-current={href === activeRoute ? 'page' : undefined} onClick={onItemClick && (() => onItemClick(item))}>
        {item.label}
      </Link>
    </li>
  );
}
