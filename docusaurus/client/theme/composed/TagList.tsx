import Tag from '@theme/Tag';
import type { TagLink } from '../../../../common/contract';
import { permalinkOf } from '../nav-link';

/**
 * This theme's tag row (`web/theme/TagList`) drawn through `@theme/Tag`, as theme-classic's
 * `TagsListInline` draws each tag: for a site that swizzles `Tag` (`CHROME_COMPOSITIONS`), and the
 * compatibility layer's `TagsListInline`.
 */
export function TagList({ tags }: { tags: TagLink[] }) {
  return (
    <p className="post-tags">
      <b>Tags:</b>{' '}
      {tags.map((t) => (
        <Tag key={t.route} label={t.label} permalink={permalinkOf(t.route)} />
      ))}
    </p>
  );
}
