import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';
import { prefetchPath } from '../../app/prefetch';
import { withBase } from '../../app/base-url';
import { isExternalUrl, pathnameProtocolPath } from '../../../common/url';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href?: string;
  /** Docusaurus's `<Link to>` spelling. */
  to?: string;
  children?: ReactNode;
}

/**
 * Internal links navigate in the SPA and prefetch their route's chunk on hover, focus and touch;
 * external links open in a new tab with `rel="noopener noreferrer"` (unless the caller gives a
 * `target`, as Docusaurus lets it) and say so to screen readers. A `pathname://` link is a path
 * under the base URL that the browser loads, as an external one (Docusaurus's Link).
 */
export function Link({ href, to, children, ...rest }: LinkProps) {
  const target = to ?? href ?? '';
  if (!target || target.startsWith('#') || isExternalUrl(target) || /\.(xml|json|svg|png|jpe?g|pdf|zip)$/i.test(target)) {
    const external = isExternalUrl(target);
    // A caller's `target`/`rel` win (`undefined` is no choice: the default stands).
    const { target: ownTarget, rel: ownRel, ...others } = rest;
    const linkTarget = ownTarget ?? (external ? '_blank' : undefined);
    return (
      <a href={withBase(pathnameProtocolPath(target) ?? target)} target={linkTarget} rel={ownRel ?? (external ? 'noopener noreferrer' : undefined)} {...others}>
        {children}
        {linkTarget === '_blank' && <span className="visually-hidden"> (opens in a new tab)</span>}
      </a>
    );
  }
  return (
    <RouteLink to={target} {...rest}>
      {children}
    </RouteLink>
  );
}

/**
 * An internal link: react-router's `Link` for this app, built from the same two hooks (the href
 * under the base URL; a plain left click navigates in the SPA, a click with a modifier or another
 * target is the browser's). `Link` itself also carries framework-mode route discovery and link
 * prefetching (its `data-discover` attribute, `prefetch` prop), which only a data router uses.
 */
function RouteLink({ to, children, onClick, ...rest }: Omit<LinkProps, 'href' | 'to'> & { to: string }) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target: rest.target });
  const prefetch = () => prefetchPath(to);
  return (
    <a
      onMouseEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
      {...rest}
      href={href}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(e);
        if (!e.defaultPrevented) navigate(e);
      }}
    >
      {children}
    </a>
  );
}
