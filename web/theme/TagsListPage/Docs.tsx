import type { TagsChunk } from '../../../common/contract';
import { TagsListPage } from '.';

/** A docs instance's tags: Docusaurus's `DocTagsListPage`, a module of its own so a site swizzles it. */
export function DocTagsListPage({ chunk }: { chunk: TagsChunk }) {
  return <TagsListPage chunk={chunk} />;
}
