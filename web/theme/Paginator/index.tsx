import type { NavLink } from '../../../common/contract';
import { PaginatorNavLink } from './NavLink';
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
      {previous ? <PaginatorNavLink link={previous} subLabel={previousLabel} isNext={false} /> : <span />}
      {next && <PaginatorNavLink link={next} subLabel={nextLabel} isNext />}
    </nav>
  );
}
