// Through `@theme/`: a site's swizzled DocPaginator draws it, as Docusaurus's DocItem/Paginator renders `@theme/DocPaginator`.
import DocPaginator from '@theme/DocPaginator';
import { useDoc } from '../../api/plugin-content-docs-client';

/** `@theme/DocItem/Paginator`: the doc's previous and next pages, through `@theme/DocPaginator`. */
export default function Paginator() {
  const { metadata } = useDoc();
  return <DocPaginator className="docusaurus-mt-lg" previous={metadata.previous} next={metadata.next} />;
}
