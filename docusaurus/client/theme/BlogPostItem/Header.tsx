import { BlogPostItemHeader } from '../../../../web/theme/BlogPostItem/Header';
import { usePostChunk } from './post';

/** `@theme/BlogPostItem/Header`: the post's title, date, authors and reading time. */
export default function Header() {
  const chunk = usePostChunk();
  return chunk && <BlogPostItemHeader chunk={chunk} />;
}
