import type { NavLink } from '../../../pipeline/contract';
import { Link } from '../Link';
import './styles.css';

export function Breadcrumbs({ items, current }: { items: NavLink[]; current: string }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Breadcrumbs" className="breadcrumbs">
      <ol>
        <li>
          <Link href="/" aria-label="Home page">
            Home
          </Link>
        </li>
        {items.map((c) => (
          <li key={c.title}>{c.route ? <Link href={c.route}>{c.title}</Link> : <span>{c.title}</span>}</li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
