import { BlogPostItemFooter } from '../../../../web/theme/BlogPostItem/Footer';
import { usePostChunk } from './post';

/** `@theme/BlogPostItem/Footer`: the post's tags and edit link. */
export default function Footer() {
  const chunk = usePostChunk();
  return chunk && <BlogPostItemFooter chunk={chunk} />;
}
