import type { BlogArchiveChunk } from '../../common/contract';
import { Link } from '../theme/Link';
import { formatDate } from '../theme/PostMeta/format-date';
import '../theme/blog.css';

export function BlogArchivePage({ chunk }: { chunk: BlogArchiveChunk }) {
  return (
    <main id="main-content" className="container page-narrow" tabIndex={-1}>
      <h1>Archive</h1>
      <p>Every post of the developer blog, newest first.</p>
      {chunk.years.map((y) => (
        <section key={y.year} aria-labelledby={`year-${y.year}`}>
          <h2 id={`year-${y.year}`}>{y.year}</h2>
          <ul className="archive-list">
            {y.posts.map((p) => (
              <li key={p.route}>
                <time dateTime={p.date}>{formatDate(p.date)}</time> <Link href={p.route}>{p.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
