import { Paginator } from '../../../web/theme/Paginator';
import { navLinkOf } from './nav-link';

type Item = { title: string; permalink: string };

/** `@theme/BlogPostPaginator`: the newer (`prevItem`) and older (`nextItem`) posts, drawn as this theme's paginator. */
export default function BlogPostPaginator({ prevItem, nextItem }: { prevItem?: Item; nextItem?: Item }) {
  return <Paginator label="Blog post navigation" previous={navLinkOf(prevItem)} next={navLinkOf(nextItem)} previousLabel="Newer post" nextLabel="Older post" />;
}
