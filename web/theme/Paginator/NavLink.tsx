import type { NavLink } from '../../../common/contract';
import { Link } from '../Link';

/**
 * One side of a previous/next pair (Docusaurus's `PaginatorNavLink`): a module of its own, so a
 * site's swizzle of it draws both sides of every paginator (docusaurus/node/theme/chrome-slots.ts).
 */
export function PaginatorNavLink({ link, subLabel, isNext }: { link: NavLink; subLabel: string; isNext: boolean }) {
  return (
    <Link href={link.route} className={isNext ? 'paginator-link paginator-next' : 'paginator-link paginator-prev'} rel={isNext ? 'next' : 'prev'}>
      <span className="paginator-sub">{isNext ? `${subLabel} »` : `« ${subLabel}`}</span>
      <span className="paginator-title">{link.title}</span>
    </Link>
  );
}
