import type { SidebarDocItem, SidebarLinkItem } from '../../../common/contract';
import { Link } from '../Link';
import type { ItemProps } from './item-props';

/** A doc or a link of the tree (Docusaurus's `DocSidebarItem/Link`), marked when it is the current page. */
export function DocSidebarItemLink({ item, activeRoute, onItemClick }: ItemProps<SidebarDocItem | SidebarLinkItem>) {
  const href = item.type === 'doc' ? item.route : item.href;
  return (
    <li>
      <Link href={href} className="sidebar-link" aria-current={href === activeRoute ? 'page' : undefined} onClick={onItemClick && (() => onItemClick(item))}>
        {item.label}
      </Link>
    </li>
  );
}
