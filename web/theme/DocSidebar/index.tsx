import { useEffect, useRef, useState } from 'react';
import type { SidebarCategoryItem, SidebarChunk, SidebarItem } from '../../../pipeline/contract';
import { Link } from '../Link';
import { containsRoute } from './contains';
import './styles.css';

/**
 * A category opens when the current doc is inside it and stays as the reader leaves it: opening one
 * never collapses another. A category with a linked doc opens when that doc is opened.
 */
function Category({ item, activeRoute }: { item: SidebarCategoryItem; activeRoute: string }) {
  const inside = containsRoute(item, activeRoute);
  const [expanded, setExpanded] = useState(!item.collapsed || inside);
  const [seenRoute, setSeenRoute] = useState(activeRoute);
  if (seenRoute !== activeRoute) {
    setSeenRoute(activeRoute);
    if (inside && !expanded) setExpanded(true);
  }
  const caret = (
    <svg className="sidebar-caret-icon" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
      <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
  return (
    <li className={`sidebar-category${expanded ? ' expanded' : ' collapsed'}`}>
      {item.route ? (
        <div className="sidebar-category-row">
          <Link href={item.route} className="sidebar-link sidebar-category-label" aria-current={item.route === activeRoute ? 'page' : undefined}>
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
      {expanded && <DocSidebarItems items={item.items} activeRoute={activeRoute} />}
    </li>
  );
}

/** The sidebar's tree, shared by the desktop sidebar and the mobile menu. */
export function DocSidebarItems({ items, activeRoute }: { items: SidebarItem[]; activeRoute: string }) {
  return (
    <ul className="sidebar-list">
      {items.map((item, i) => {
        switch (item.type) {
          case 'doc':
            return (
              <li key={item.route}>
                <Link href={item.route} className="sidebar-link" aria-current={item.route === activeRoute ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            );
          case 'link':
            return (
              <li key={item.href}>
                <Link href={item.href} className="sidebar-link">
                  {item.label}
                </Link>
              </li>
            );
          case 'html':
            return (
              <li key={`html-${i}`} className="sidebar-html">
                {item.value.replace(/<[^>]*>/g, '')}
              </li>
            );
          case 'category':
            return <Category key={`${item.label}-${i}`} item={item} activeRoute={activeRoute} />;
        }
      })}
    </ul>
  );
}

/** Always shown on wide screens (it cannot be hidden); the current doc is marked and scrolled into view. */
export function DocSidebar({ sidebar, activeRoute }: { sidebar: SidebarChunk; activeRoute: string }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const active = ref.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (active && ref.current) {
      const box = ref.current.getBoundingClientRect();
      const a = active.getBoundingClientRect();
      if (a.top < box.top || a.bottom > box.bottom) ref.current.scrollTop += a.top - box.top - box.height / 3;
    }
  }, [activeRoute]);
  return (
    <nav ref={ref} className="doc-sidebar" aria-label="Docs sidebar">
      <DocSidebarItems items={sidebar.items} activeRoute={activeRoute} />
    </nav>
  );
}
