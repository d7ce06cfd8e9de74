import type { ReactNode } from 'react';
import { Link } from '../../../web/theme/Link';

/** Docusaurus's `@theme/PaginatorNavLink` props: one side of a previous/next pair. */
export interface PaginatorNavLinkProps {
  permalink: string;
  title: ReactNode;
  subLabel?: ReactNode;
  isNext?: boolean;
}

/** `@theme/PaginatorNavLink`: a link to the previous or next page, with Infima's pagination classes as theme-classic draws it. */
export default function PaginatorNavLink({ permalink, title, subLabel, isNext }: PaginatorNavLinkProps) {
  return (
    <Link className={`pagination-nav__link pagination-nav__link--${isNext ? 'next' : 'prev'}`} to={permalink}>
      {subLabel && <div className="pagination-nav__sublabel">{subLabel}</div>}
      <div className="pagination-nav__label">{title}</div>
    </Link>
  );
}
