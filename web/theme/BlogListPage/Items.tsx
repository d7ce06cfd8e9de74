import type { BlogListChunk } from '../../../common/contract';
import { MdxContent } from '../../mdx/MdxContent';
import { Link } from '../Link';
import { PostMeta } from '../PostMeta';
import { TagList } from '../TagList';

/** The list's posts, each its title, meta, excerpt, tags and "Read more" (Docusaurus's `BlogPostItems`). */
export function BlogPostItems({ chunk }: { chunk: BlogListChunk }) {
  return (
    <>
      {chunk.posts.map((post) => (
        <article key={post.route} className="blog-summary">
          <h2>
            <Link href={post.route}>{post.title}</Link>
          </h2>
          <PostMeta date={post.date} authors={post.authors} readingMinutes={post.readingMinutes} />
          <div className="markdown">
            <MdxContent tree={post.excerpt} />
          </div>
          <TagList tags={post.tags} />
          {post.truncated && (
            <Link href={post.route} className="read-more" aria-label={`Read more about ${post.title}`}>
              Read more
            </Link>
          )}
        </article>
      ))}
    </>
  );
}
