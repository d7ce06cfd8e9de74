import { BlogPostItemTitle } from '../../../../../web/theme/BlogPostItem/Title';
import { usePostChunk } from '../post';

/** `@theme/BlogPostItem/Header/Title`: the post's title. */
export default function Title() {
  const chunk = usePostChunk();
  return chunk && <BlogPostItemTitle chunk={chunk} />;
}
