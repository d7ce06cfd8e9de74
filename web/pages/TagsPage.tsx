import type { TagsChunk } from '../../common/contract';
import { BlogTagsListPage } from '../theme/TagsListPage/Blog';
import { DocTagsListPage } from '../theme/TagsListPage/Docs';

/**
 * `/blog/tags`, `/docs/tags`: one drawing here, two pages in Docusaurus (`BlogTagsListPage`,
 * `DocTagsListPage`), each a module a site's swizzle of that name takes the place of
 * (docusaurus/node/theme/chrome-slots.ts).
 */
export function TagsPage({ chunk }: { chunk: TagsChunk }) {
  return chunk.plugin === 'docs' ? <DocTagsListPage chunk={chunk} /> : <BlogTagsListPage chunk={chunk} />;
}
