import { useId, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { BlogSidebar as BlogSidebarData, BlogSidebarItem } from '../../../common/contract';
import { Link } from '../Link';
import { groupByYear } from './group-by-year';

/** One list of recent posts, the page shown marked. */
export function BlogSidebarItemList({ items }: { items: BlogSidebarItem[] }) {
  const { pathname } = useLocation();
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
 * The recent posts under a heading per year, or one list with `themeConfig.blog.sidebar.groupByYear`
 * false: Docusaurus's `BlogSidebar/Content`, a module of its own so a site swizzles it.
 */
export function BlogSidebarContent({ sidebar }: { sidebar: BlogSidebarData }) {
  return sidebar.groupByYear ? (
    groupByYear(sidebar.items).map((group) => (
      <YearGroup key={group.year} year={group.year}>
        <BlogSidebarItemList items={group.items} />
      </YearGroup>
    ))
  ) : (
    <BlogSidebarItemList items={sidebar.items} />
  );
}
