import { useId, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { BlogSidebar as BlogSidebarData, BlogSidebarItem } from '../../../common/contract';
import { Link } from '../Link';
import { groupByYear } from './group-by-year';
import './styles.css';

function ItemList({ items, pathname }: { items: BlogSidebarItem[]; pathname: string }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.route}>
          <Link href={item.route} className={item.route === pathname ? 'active' : undefined} aria-current={item.route === pathname ? 'page' : undefined}>
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function YearGroup({ year, children }: { year: number; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <h3 id={id} className="blog-sidebar-year">
        {year}
      </h3>
      {children}
    </div>
  );
}

/**
 * The blog's recent posts (`blogSidebarTitle`, `blogSidebarCount`), beside lists and posts from
 * 997 px; under a heading per year unless `themeConfig.blog.sidebar.groupByYear` is false.
 */
export function BlogSidebar({ sidebar }: { sidebar: BlogSidebarData | null }) {
  const { pathname } = useLocation();
  if (!sidebar) return null;
  return (
    <nav className="blog-sidebar" aria-label="Blog recent posts navigation">
      <div className="blog-sidebar-title">{sidebar.title}</div>
      {sidebar.groupByYear ? (
        groupByYear(sidebar.items).map((group) => (
          <YearGroup key={group.year} year={group.year}>
            <ItemList items={group.items} pathname={pathname} />
          </YearGroup>
        ))
      ) : (
        <ItemList items={sidebar.items} pathname={pathname} />
      )}
    </nav>
  );
}
