import type { BlogListChunk } from '../../pipeline/contract';
import { MdxContent } from '../mdx/MdxContent';
import { Link } from '../theme/Link';
import { PostMeta } from '../theme/PostMeta';
import { Paginator } from '../theme/Paginator';

export function BlogListPage({ chunk }: { chunk: BlogListChunk }) {
  return (
    <main id="main-content" className="container blog-list" tabIndex={-1}>
      <header className="blog-list-header">
        <h1>{chunk.page === 1 ? chunk.title : `${chunk.title.split(':')[0]}`}</h1>
        <p>
          Page {chunk.page} of {chunk.totalPages} · <Link href="/blog/archive">Archive</Link>
        </p>
      </header>
      {chunk.posts.map((post) => (
        <article key={post.route} className="blog-summary">
          <h2>
            <Link href={post.route}>{post.title}</Link>
          </h2>
          <PostMeta date={post.date} authors={post.authors} readingMinutes={post.readingMinutes} />
          <div className="markdown">
            <MdxContent tree={post.excerpt} />
          </div>
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
    </main>
  );
}
