import type { BylinePost } from './byline-post';
import { PostMetaInfo } from './Info';
import { PostMetaAuthors } from './Authors';
import '../blog.css';

/**
 * Date, reading time and authors, each part a module of its own: Docusaurus's
 * `BlogPostItem/Header/Info` and `BlogPostItem/Header/Authors`, which a site swizzles
 * (docusaurus/node/theme/chrome-slots.ts).
 */
export function PostMeta({ post }: { post: BylinePost }) {
  return (
    <div className="post-meta">
      <PostMetaInfo post={post} />
      <PostMetaAuthors post={post} />
    </div>
  );
}
