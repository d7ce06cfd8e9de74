import { useEffect, useState } from 'react';
import type { SidebarCategoryItem } from '../../../common/contract';
import { Link } from '../Link';
import { closedBySibling } from './auto-collapse';
import { containsRoute, hiddenAt } from './contains';
import { DocSidebarItemLink } from './Link';
import type { ItemProps } from './item-props';
import { sidebarItemClasses } from './item-classes';

/**
 * A category opens when the current doc is inside it and stays as the reader leaves it. Opening one
 * collapses its open siblings only with `autoCollapseCategories`. A category with a linked doc
 * opens when that doc is opened (Docusaurus's `DocSidebarItem/Category`).
 */
export function DocSidebarItemCategory(props: ItemProps<SidebarCategoryItem>) {
  const { item, activeRoute } = props;
  // Docusaurus's `DocSidebarItemCategoryEmpty`: a category with a page of its own and nothing to
  // show inside (its docs unlisted) is a link to that page. One without a page of its own is then
  // `unlisted` itself, and its list does not draw it.
  if (__CHROME_UNLISTED__ && item.items.length > 0 && item.route !== null && item.items.every((i) => hiddenAt(i, activeRoute)))
    return <DocSidebarItemLink {...props} item={{ type: 'link', label: item.label, href: item.route, external: false }} />;
  return <CollapsibleCategory {...props} />;
}

function CollapsibleCategory({ item, activeRoute, siblings, onItemClick, children }: ItemProps<SidebarCategoryItem>) {
  const inside = containsRoute(item, activeRoute);
  const [expanded, setExpandedState] = useState(!item.collapsed || inside);
  const [seenRoute, setSeenRoute] = useState(activeRoute);
  const { auto, index, expandedItem, onExpand } = siblings;
  // Opened because the reader navigated into it: as if the reader had opened it (Docusaurus's
  // useAutoExpandActiveCategory), which the list learns after this render.
  const [openedByRoute, setOpenedByRoute] = useState(false);
  if (seenRoute !== activeRoute) {
    setSeenRoute(activeRoute);
    if (inside && !expanded) {
      setExpandedState(true);
      setOpenedByRoute(true);
    }
  }
  // Until the list has learnt it, an older sibling's opening must not close this one.
  if (openedByRoute && (!auto || expandedItem === index)) setOpenedByRoute(false);
  if (!openedByRoute && closedBySibling(auto, expandedItem, index, expanded)) setExpandedState(false);
  useEffect(() => {
    if (openedByRoute && auto) onExpand(index);
  }, [openedByRoute, auto, index, onExpand]);
  const setExpanded = (update: (e: boolean) => boolean) => {
    const next = update(expanded);
    setExpandedState(next);
    if (auto) onExpand(next ? index : null);
  };
  const caret = (
    <svg className="sidebar-caret-icon" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
      <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
  return (
    <li
      className={
        __CHROME_THEME_CLASSES__
          ? // The props in this branch only (`arguments`): a bundle without the classes keeps this function's bytes.
            // eslint-disable-next-line prefer-rest-params
            `${sidebarItemClasses('category', arguments[0] as ItemProps)} sidebar-category${expanded ? ' expanded' : ' collapsed'}`
          : `sidebar-category${expanded ? ' expanded' : ' collapsed'}`
      }
    >
      {item.route ? (
        <div className="sidebar-category-row">
          <Link
            href={item.route}
            className="sidebar-link sidebar-category-label"
            aria-current={item.route === activeRoute ? 'page' : undefined}
            onClick={onItemClick && (() => onItemClick(item))}
          >
            {item.label}
          </Link>
          <button
            type="button"
            className="sidebar-caret"
            aria-expanded={expanded}
            aria-label={`${expanded ? 'Collapse' : 'Expand'} sidebar category '${item.label}'`}
            onClick={() => setExpanded((e) => !e)}
          >
            {caret}
          </button>
        </div>
      ) : (
        <button type="button" className="sidebar-category-label sidebar-category-button" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          <span>{item.label}</span>
          {caret}
        </button>
      )}
      {expanded && <ul className="sidebar-list">{children}</ul>}
    </li>
  );
}
