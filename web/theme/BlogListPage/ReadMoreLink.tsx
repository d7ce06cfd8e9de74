import type { BlogPostSummary } from '../../../common/contract';
import { Link } from '../Link';

/** "Read more" under a list's truncated post, named for the post: Docusaurus's `BlogPostItem/Footer/ReadMoreLink`. */
export function BlogReadMoreLink({ post }: { post: Pick<BlogPostSummary, 'route' | 'title'> }) {
  return (
    <Link href={post.route} className="read-more" aria-label={`Read more about ${post.title}`}>
      Read more
    </Link>
  );
}
