import type { SiteConfigJson } from '../../../common/contract';
import { Link } from '../Link';
import { suggestions } from './suggestions';

export function NotFound({ site }: { site: SiteConfigJson }) {
  return (
    <main id="main-content" className="container page-narrow not-found" tabIndex={-1}>
      <NotFoundText site={site} />
    </main>
  );
}

/** The page-not-found text without its page (Docusaurus's `NotFound/Content` draws it inside a site's Layout). */
export function NotFoundText({ site }: { site: SiteConfigJson }) {
  const links = suggestions(site.navbar);
  return (
    <>
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
    </>
  );
}
