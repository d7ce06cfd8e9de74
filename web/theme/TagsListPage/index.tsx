import type { TagsChunk } from '../../../common/contract';
import { Link } from '../Link';
import { BlogLayout } from '../BlogLayout';
import '../blog.css';

/** `/blog/tags`, `/docs/tags`: every tag, grouped by first letter as Docusaurus lists them. */
export function TagsListPage({ chunk }: { chunk: TagsChunk }) {
  const groups = new Map<string, TagsChunk['tags']>();
  for (const tag of chunk.tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return (
    <BlogLayout sidebar={chunk.blogSidebar} mainClassName="tags-page">
      <h1>{chunk.title}</h1>
      {[...groups].map(([letter, tags]) => (
        <section key={letter} className="tags-letter">
          <h2>{letter}</h2>
          <ul className="tags-list">
            {tags.map((t) => (
              <li key={t.route}>
                <Link href={t.route} className="tag">
                  {t.label} <span className="tag-count">{t.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogLayout>
  );
}
