import { useEffect, useRef } from 'react';
import type { SidebarChunk, SidebarItem } from '../../../pipeline/contract';
import { Link } from '../Link';
import './styles.css';

function Items({ items, activeRoute }: { items: SidebarItem[]; activeRoute: string }) {
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
            return (
              <li key={`${item.label}-${i}`} className="sidebar-category">
                {item.route ? (
                  <Link href={item.route} className="sidebar-link sidebar-category-label" aria-current={item.route === activeRoute ? 'page' : undefined}>
                    {item.label}
                  </Link>
                ) : (
                  <span className="sidebar-category-label">{item.label}</span>
                )}
                <Items items={item.items} activeRoute={activeRoute} />
              </li>
            );
        }
      })}
    </ul>
  );
}

/** Categories are always expanded; the current doc is marked and scrolled into view. */
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
      <Items items={sidebar.items} activeRoute={activeRoute} />
    </nav>
  );
}
