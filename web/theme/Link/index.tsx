import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { prefetchPath } from '../../app/prefetch';
import { withBase } from '../../app/base-url';
import { isExternalUrl } from '../../../common/url';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href?: string;
  /** Docusaurus's `<Link to>` spelling. */
  to?: string;
  children?: ReactNode;
}

/**
 * Internal links navigate in the SPA and prefetch their route's chunk on hover, focus and touch;
 * external links open with `rel="noopener noreferrer"` and are marked for screen readers.
 */
export function Link({ href, to, children, ...rest }: LinkProps) {
  const target = to ?? href ?? '';
  if (!target || target.startsWith('#') || isExternalUrl(target) || /\.(xml|json|svg|png|jpe?g|pdf|zip)$/i.test(target)) {
    const external = isExternalUrl(target);
    return (
      <a href={withBase(target)} {...rest} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
        {external && <span className="visually-hidden"> (opens in a new tab)</span>}
      </a>
    );
  }
  const prefetch = () => prefetchPath(target);
  return (
    <RouterLink to={target} onMouseEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch} {...rest}>
      {children}
    </RouterLink>
  );
}
