import type { ComponentProps } from 'react';
import PaginatorNavLink from '@theme/PaginatorNavLink';
import type { Paginator as ChromePaginator } from '../../../../web/theme/Paginator';
import { permalinkOf } from '../nav-link';
import '../../../../web/theme/Paginator/styles.css';

/**
 * This theme's paginator (`web/theme/Paginator`, the docs', a post's and the blog list's) for a
 * site that swizzles `PaginatorNavLink` (`CHROME_COMPOSITIONS`): each side is that component, with
 * the props theme-classic's paginators give it (`isNext` on the next side only).
 */
export function Paginator({ previous, next, label, previousLabel, nextLabel }: ComponentProps<typeof ChromePaginator>) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={label} className="paginator">
      {previous ? <PaginatorNavLink permalink={permalinkOf(previous.route)} title={previous.title} subLabel={previousLabel} /> : <span />}
      {next && <PaginatorNavLink permalink={permalinkOf(next.route)} title={next.title} subLabel={nextLabel} isNext />}
    </nav>
  );
}
