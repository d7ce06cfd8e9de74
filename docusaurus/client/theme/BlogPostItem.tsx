import type { ReactNode } from 'react';
import { BlogPostItemHeader } from '../../../web/theme/BlogPostItem/Header';
import { BlogPostItemFooter } from '../../../web/theme/BlogPostItem/Footer';
import { BlogPostSummaryItem } from '../../../web/theme/BlogListPage/Items';
import Content from './BlogPostItem/Content';
import { usePostChunk } from './BlogPostItem/post';
import { useListPost } from './BlogPostItem/list-post';

/**
 * `@theme/BlogPostItem`: the post on screen's header, its content (`children`) and footer; on a
 * list page, inside the `BlogPostProvider` a site's `BlogPostItems` gives each post, that post as
 * the theme's list draws it (title, meta, the excerpt as `children`, tags, "Read more").
 */
export default function BlogPostItem({ children, className }: { children?: ReactNode; className?: string }) {
  const chunk = usePostChunk();
  const listPost = useListPost();
  if (listPost) return <BlogPostSummaryItem post={listPost}>{children}</BlogPostSummaryItem>;
  return (
    <>
      {chunk && <BlogPostItemHeader chunk={chunk} />}
      <Content className={className}>{children}</Content>
      {chunk && <BlogPostItemFooter chunk={chunk} />}
    </>
  );
}
