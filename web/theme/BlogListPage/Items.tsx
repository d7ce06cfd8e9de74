import type { ReactNode } from 'react';
import type { BlogListChunk, BlogPostSummary } from '../../../common/contract';
import { MdxContent } from '../../mdx/MdxContent';
import { Link } from '../Link';
import { PostMeta } from '../PostMeta';
import { TagList } from '../TagList';
import { BlogReadMoreLink } from './ReadMoreLink';
import { BlogPostItemContainer } from '../BlogPostItem/Container';
import '../blog.css';

/** The list's posts, each its title, meta, excerpt, tags and "Read more" (Docusaurus's `BlogPostItems`). */
export function BlogPostItems({ chunk }: { chunk: BlogListChunk }) {
  return (
    <>
      {chunk.posts.map((post) => (
        <BlogPostSummaryItem key={post.route} post={post}>
          <MdxContent tree={post.excerpt} />
        </BlogPostSummaryItem>
      ))}
    </>
  );
}

/** One post of a list around its excerpt (`children`): what Docusaurus's `BlogPostItem` draws for a list's post. */
export function BlogPostSummaryItem({ post, children }: { post: BlogPostSummary; children: ReactNode }) {
  return (
    <BlogPostItemContainer className="blog-summary">
      <h2>
        <Link href={post.route}>{post.title}</Link>
      </h2>
      <PostMeta post={post} />
      <div className="markdown">{children}</div>
      {post.tags.length > 0 && <TagList tags={post.tags} />}
      {post.truncated && <BlogReadMoreLink post={post} />}
    </BlogPostItemContainer>
  );
}
