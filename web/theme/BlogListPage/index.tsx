import type { BlogListChunk } from '../../../common/contract';
import { MdxContent } from '../../mdx/MdxContent';
import { Link } from '../Link';
import { PostMeta } from '../PostMeta';
import { Paginator } from '../Paginator';
import { TagList } from '../TagList';
import { BlogLayout } from '../BlogLayout';
import '../blog.css';

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

export function BlogListPage({ chunk }: { chunk: BlogListChunk }) {
  return (
    <BlogLayout sidebar={chunk.blogSidebar} mainClassName="blog-list">
      <ListHeader chunk={chunk} />
      {chunk.posts.map((post) => (
        <article key={post.route} className="blog-summary">
          <h2>
            <Link href={post.route}>{post.title}</Link>
          </h2>
          <PostMeta date={post.date} authors={post.authors} readingMinutes={post.readingMinutes} />
          <div className="markdown">
            <MdxContent tree={post.excerpt} />
          </div>
          <TagList tags={post.tags} />
          {post.truncated && (
            <Link href={post.route} className="read-more" aria-label={`Read more about ${post.title}`}>
              Read more
            </Link>
          )}
        </article>
      ))}
      <Paginator
        label="Blog list pages"
        previous={chunk.previousPage ? { title: 'Newer posts', route: chunk.previousPage } : null}
        next={chunk.nextPage ? { title: 'Older posts', route: chunk.nextPage } : null}
        previousLabel="Newer"
        nextLabel="Older"
      />
    </BlogLayout>
  );
}
