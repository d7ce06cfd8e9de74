import type { TagsChunk } from '../../../common/contract';
import { TagsListPage } from '.';

/** The blog's tags: Docusaurus's `BlogTagsListPage`, a module of its own so a site swizzles it. */
export function BlogTagsListPage({ chunk }: { chunk: TagsChunk }) {
  return <TagsListPage chunk={chunk} />;
}
