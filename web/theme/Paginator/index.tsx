import type { NavLink } from '../../../common/contract';
import { Link } from '../Link';
import './styles.css';

export function Paginator({
  previous,
  next,
  label,
  previousLabel,
  nextLabel,
}: {
  previous: NavLink | null;
  next: NavLink | null;
  label: string;
  previousLabel: string;
  nextLabel: string;
}) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={label} className="paginator">
      {previous ? (
        <Link href={previous.route} className="paginator-link paginator-prev" rel="prev">
          <span className="paginator-sub">« {previousLabel}</span>
          <span className="paginator-title">{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link href={next.route} className="paginator-link paginator-next" rel="next">
          <span className="paginator-sub">{nextLabel} »</span>
          <span className="paginator-title">{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
