import type { SiteConfigJson } from '../../../common/contract';
import { Link } from '../Link';
import { suggestions } from './suggestions';

/**
 * The page-not-found text in the page's main element (Docusaurus's `NotFound/Content`, which a
 * site's `NotFound` page draws inside its Layout): a module of its own, so a site's swizzle of it
 * takes its place, main element and all, as theme-classic's draws its own.
 */
export function NotFoundContent({ site, className, id }: { site: SiteConfigJson; className?: string; id?: string }) {
  const links = suggestions(site.navbar);
  return (
    // The page's landmark (`id`, the skip link's target) only where the chrome draws the page; a
    // site's own 404 page puts it inside its Layout, which has that landmark already.
    <main id={id} className={className ? `container page-narrow not-found ${className}` : 'container page-narrow not-found'} tabIndex={id ? -1 : undefined}>
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the link that brought you here may be wrong.</p>
      <p>
        Try the <Link href="/">home page</Link>
        {links.length > 0 ? ', ' : ' or '}
        {links.map((l, i) => (
          <span key={l.href}>
            <Link href={l.href}>{l.label}</Link>
            {i < links.length - 1 ? ', ' : ' or '}
          </span>
        ))}
        <Link href="/search">search</Link>.
      </p>
    </main>
  );
}
