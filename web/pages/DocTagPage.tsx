import type { DocTagChunk } from '../../common/contract';
import { Link } from '../theme/Link';
import { Unlisted } from '../theme/ContentVisibility/Unlisted';

/** `/docs/tags/<tag>`: the docs carrying one tag. */
export function DocTagPage({ chunk }: { chunk: DocTagChunk }) {
  return (
    <main id="main-content" className="container page-narrow" tabIndex={-1}>
      {/* A tag whose every doc is unlisted, as theme-classic's DocTagDocListPage says it. */}
      {chunk.unlisted && <Unlisted />}
      <header>
        <h1>{chunk.title}</h1>
        <Link href={chunk.allTagsRoute}>View all tags</Link>
      </header>
      {chunk.docs.map((d) => (
        <article key={d.route} className="doc-tag-item">
          <h2>
            <Link href={d.route}>{d.title}</Link>
          </h2>
          {d.description && <p>{d.description}</p>}
        </article>
      ))}
    </main>
  );
}
