import type { BylinePost } from './byline-post';
import { formatDate } from './format-date';

/** The post's date and reading time (absent with `showReadingTime: false`): Docusaurus's `BlogPostItem/Header/Info`. */
export function PostMetaInfo({ post }: { post: BylinePost }) {
  return (
    <>
      <time dateTime={post.date}>{formatDate(post.date)}</time>
      {post.readingMinutes !== null && <span className="reading-time"> · {post.readingMinutes} min read</span>}
    </>
  );
}
