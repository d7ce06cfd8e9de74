import type { BlogListChunk } from '../../../common/contract';
import { Link } from '../Link';
import { AuthorSocials } from '../AuthorSocials';
import { BlogLayout } from '../BlogLayout';
import { BlogPostItems } from './Items';
import { BlogListPaginator } from './ListPaginator';
import '../blog.css';
// A module of its own: a site's swizzled `BlogListPage/StructuredData` takes its place (chrome-slots.ts).
import { BlogListStructuredData } from '../HeadParts';

/** The heading of a list: the blog's page, one tag's posts or one author's. */
function ListHeader({ chunk }: { chunk: BlogListChunk }) {
  const listOf = chunk.listOf;
  if (listOf?.type === 'tag')
    return (
      <header className="blog-list-header">
        <h1>{chunk.title.replace(/: page \d+$/, '')}</h1>
        <Link href={listOf.allTagsRoute}>View all tags</Link>
      </header>
    );
  if (listOf?.type === 'author')
    return (
      <header className="blog-list-header author-header">
        {listOf.author.imageUrl && <img className="author-avatar" src={listOf.author.imageUrl} alt="" width={64} height={64} />}
        <div>
          <h1>{listOf.author.name}</h1>
          {listOf.author.title && <p>{listOf.author.title}</p>}
          <AuthorSocials socials={listOf.author.socials} authorName={listOf.author.name} />
          <Link href={listOf.allAuthorsRoute}>View all authors</Link>
        </div>
      </header>
    );
  return (
    <header className="blog-list-header">
      <h1>{chunk.title.replace(/: page \d+$/, '')}</h1>
      <p>
        Page {chunk.page} of {chunk.totalPages}
        {chunk.archiveRoute && (
          <>
            {' · '}
            <Link href={chunk.archiveRoute}>Archive</Link>
          </>
        )}
      </p>
    </header>
  );
}

/** A list of posts (the blog's pages, a tag's, an author's): its heading, the posts' excerpts and the pages' paginator. */
export function BlogListPage({ chunk }: { chunk: BlogListChunk }) {
  const page = (
    <BlogLayout sidebar={chunk.blogSidebar} mainClassName="blog-list">
      <ListHeader chunk={chunk} />
      <BlogPostItems chunk={chunk} />
      <BlogListPaginator chunk={chunk} />
    </BlogLayout>
  );
  // The blog's own list only: theme-classic's tag and author pages draw no structured data. A
  // ternary, so a bundle without the part draws exactly what it did.
  return __CHROME_HEAD_PARTS__ ? (
    <>
      {!chunk.listOf && <BlogListStructuredData chunk={chunk} />}
      {page}
    </>
  ) : (
    page
  );
}
