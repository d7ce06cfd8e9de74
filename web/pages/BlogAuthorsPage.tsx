import type { BlogAuthorsChunk } from '../../common/contract';
import { Link } from '../theme/Link';
import { AuthorSocials } from '../theme/AuthorSocials';
import { BlogLayout } from '../theme/BlogLayout';
import '../theme/blog.css';

/** `/blog/authors`: every author of the authors map with their post count, linked to their page (else their own URL), with their social links. */
export function BlogAuthorsPage({ chunk }: { chunk: BlogAuthorsChunk }) {
  return (
    <BlogLayout sidebar={chunk.blogSidebar} mainClassName="authors-page">
      <h1>{chunk.title}</h1>
      <ul className="authors-list">
        {chunk.authors.map((a) => (
          <li key={a.key} className="author-card">
            {a.imageUrl && <img className="author-avatar" src={a.imageUrl} alt="" width={48} height={48} />}
            <div>
              {a.page || a.url ? (
                <Link href={a.page ?? a.url!} className="author-name">
                  {a.name}
                </Link>
              ) : (
                <span className="author-name">{a.name}</span>
              )}
              {a.title && <div className="author-title">{a.title}</div>}
              <AuthorSocials socials={a.socials} authorName={a.name} />
              <div className="author-count">
                {a.count} {a.count === 1 ? 'post' : 'posts'}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
