import type { TagLink } from '../../../common/contract';
import { Link } from '../Link';

/**
 * A post's or doc's tags, each linking to its tag page (Docusaurus's `TagsListInline`): drawn only
 * where there are tags, as theme-classic draws the row, so a site's swizzle of it is too.
 */
export function TagList({ tags }: { tags: TagLink[] }) {
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
