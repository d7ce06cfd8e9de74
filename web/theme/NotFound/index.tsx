import { Link } from '../Link';

export function NotFound() {
  return (
    <main id="main-content" className="container page-narrow not-found" tabIndex={-1}>
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the link that brought you here may be wrong.</p>
      <p>
        Try the <Link href="/">home page</Link>, the <Link href="/docs/development_index">Core documentation</Link> or <Link href="/search">search</Link>.
      </p>
    </main>
  );
}
