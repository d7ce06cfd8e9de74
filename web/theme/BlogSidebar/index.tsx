import type { BlogSidebar as BlogSidebarData } from '../../../pipeline/contract';
import { Link } from '../Link';
import { useLocation } from 'react-router';
import './styles.css';

/** The blog's recent posts (`blogSidebarTitle`, `blogSidebarCount`), beside lists and posts from 997 px. */
export function BlogSidebar({ sidebar }: { sidebar: BlogSidebarData | null }) {
  const { pathname } = useLocation();
  if (!sidebar) return null;
  return (
    <nav className="blog-sidebar" aria-label="Blog recent posts navigation">
      <div className="blog-sidebar-title">{sidebar.title}</div>
      <ul>
        {sidebar.items.map((item) => (
          <li key={item.route}>
            <Link href={item.route} className={item.route === pathname ? 'active' : undefined} aria-current={item.route === pathname ? 'page' : undefined}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
