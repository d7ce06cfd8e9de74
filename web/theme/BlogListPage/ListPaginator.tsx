import type { BlogListChunk } from '../../../common/contract';
import { Paginator } from '../Paginator';

/** The links to the list's newer and older pages (Docusaurus's `BlogListPaginator`). */
export function BlogListPaginator({ chunk }: { chunk: BlogListChunk }) {
  return (
    <Paginator
      label="Blog list pages"
      previous={chunk.previousPage ? { title: 'Newer posts', route: chunk.previousPage } : null}
      next={chunk.nextPage ? { title: 'Older posts', route: chunk.nextPage } : null}
      previousLabel="Newer"
      nextLabel="Older"
    />
  );
}
