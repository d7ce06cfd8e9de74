import type { TagLink } from '../../../common/contract';
import { Link } from '../Link';

/** A post's or doc's tags, each linking to its tag page. */
export function TagList({ tags }: { tags: TagLink[] }) {
  if (tags.length === 0) return null;
  return (
    <p className="post-tags">
      <b>Tags:</b>{' '}
      {tags.map((t) => (
        <Link key={t.route} href={t.route} className="tag">
          {t.label}
        </Link>
      ))}
    </p>
  );
}
