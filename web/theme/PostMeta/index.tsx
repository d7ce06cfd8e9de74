import type { BlogAuthor } from '../../../pipeline/contract';
import { formatDate } from './format-date';
import { Link } from '../Link';

export function PostMeta({ date, authors, readingMinutes }: { date: string; authors: BlogAuthor[]; readingMinutes: number }) {
  return (
    <p className="post-meta">
      <time dateTime={date}>{formatDate(date)}</time> · {readingMinutes} min read
      {authors.length > 0 && (
        <>
          {' · '}
          {authors.map((a, i) => (
            <span key={a.key}>
              {i > 0 && ', '}
              {a.url ? <Link href={a.url}>{a.name}</Link> : a.name}
            </span>
          ))}
        </>
      )}
    </p>
  );
}
