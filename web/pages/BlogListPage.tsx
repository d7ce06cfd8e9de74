import type { BlogListChunk } from '../../common/contract';
import { BlogListPage as PostsPage } from '../theme/BlogListPage';
import { BlogTagsPostsPage } from '../theme/BlogListPage/TagPostsPage';
import { BlogAuthorsPostsPage } from '../theme/BlogListPage/AuthorPostsPage';

/**
 * The blog's pages, a tag's and an author's: one drawing here, three pages in Docusaurus
 * (`BlogListPage`, `BlogTagsPostsPage`, `Blog/Pages/BlogAuthorsPostsPage`), each a module of the
 * theme a site's swizzle of that name takes the place of (docusaurus/node/theme/chrome-slots.ts).
 */
export function BlogListPage({ chunk }: { chunk: BlogListChunk }) {
  const Page = chunk.listOf?.type === 'tag' ? BlogTagsPostsPage : chunk.listOf?.type === 'author' ? BlogAuthorsPostsPage : PostsPage;
  return <Page chunk={chunk} />;
}
