import type { BylinePost } from './byline-post';
import { PostMetaAuthor } from './Author';

/** The post's authors after its date: Docusaurus's `BlogPostItem/Header/Authors`, each by `Blog/Components/Author`. */
export function PostMetaAuthors({ post }: { post: BylinePost }) {
  if (post.authors.length === 0) return null;
  return (
    <>
      {' · '}
      {post.authors.map((a, i) => (
        <span key={a.key}>
          {i > 0 && ', '}
          <PostMetaAuthor author={a} />
        </span>
      ))}
    </>
  );
}
