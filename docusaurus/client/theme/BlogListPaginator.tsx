import { Paginator } from '../../../web/theme/Paginator';
import { routeOf } from './nav-link';

interface Metadata {
  previousPage?: string | null;
  nextPage?: string | null;
}

/** `@theme/BlogListPaginator` (`metadata`, a list page's `BlogPaginatedMetadata`): its newer and older pages, drawn as this theme's paginator. */
export default function BlogListPaginator({ metadata }: { metadata: Metadata }) {
  return (
    <Paginator
      label="Blog list pages"
      previous={metadata.previousPage ? { title: 'Newer posts', route: routeOf(metadata.previousPage) } : null}
      next={metadata.nextPage ? { title: 'Older posts', route: routeOf(metadata.nextPage) } : null}
      previousLabel="Newer"
      nextLabel="Older"
    />
  );
}
