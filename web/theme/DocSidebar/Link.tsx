import type { SidebarDocItem, SidebarLinkItem } from '../../../common/contract';
import { Link } from '../Link';
import type { ItemProps } from './item-props';
import { sidebarItemClasses } from './item-classes';

/** A doc or a link of the tree (Docusaurus's `DocSidebarItem/Link`), marked when it is the current page. */
export function DocSidebarItemLink({ item, activeRoute, onItemClick }: ItemProps<SidebarDocItem | SidebarLinkItem>) {
  const href = item.type === 'doc' ? item.route : item.href;
  // The item's classes (docusaurus/shared/theme-class-names.ts) in a branch of their own, its depth read
  // from the props there (`arguments`): a bundle without them keeps this function's bytes.
  return __CHROME_THEME_CLASSES__ ? (
    // eslint-disable-next-line prefer-rest-params
    <li className={sidebarItemClasses('link', arguments[0] as ItemProps)}>
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
