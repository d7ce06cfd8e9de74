import type { BlogAuthor } from '../../../common/contract';
import { formatDate } from './format-date';
import { Link } from '../Link';
import { AuthorSocials } from '../AuthorSocials';
import '../blog.css';

/** Date, reading time (absent with `showReadingTime: false`) and authors, linking to an author's page when it has one, each with their social links. */
export function PostMeta({ date, authors, readingMinutes }: { date: string; authors: BlogAuthor[]; readingMinutes: number | null }) {
  return (
    <p className="post-meta">
      <time dateTime={date}>{formatDate(date)}</time>
      {readingMinutes !== null && <span className="reading-time"> · {readingMinutes} min read</span>}
      {authors.length > 0 && (
        <>
          {' · '}
          {authors.map((a, i) => (
            <span key={a.key}>
              {i > 0 && ', '}
              {a.page ? <Link href={a.page}>{a.name}</Link> : a.url ? <Link href={a.url}>{a.name}</Link> : a.name}
              <AuthorSocials socials={a.socials} authorName={a.name} />
            </span>
          ))}
        </>
      )}
    </p>
  );
}
