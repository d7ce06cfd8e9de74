import type { PageChunk, SiteConfigJson } from '../../common/contract';
import { Link } from '../theme/Link';

/** The home page of a site folder without `pages/index.tsx` (a Docusaurus folder as it stands). */
export function DefaultHome({ chunk, site }: { chunk: PageChunk; site: SiteConfigJson }) {
  const docs = site.navbar.find((item) => item.type === 'doc');
  return (
    <main className="default-home">
      <h1>{site.title}</h1>
      {site.tagline && <p>{site.tagline}</p>}
      {docs && docs.type === 'doc' && <Link href={docs.route}>{docs.label}</Link>}
      {chunk.data.latestPosts.length > 0 && (
        <section aria-label="Latest posts">
          <h2>Latest posts</h2>
          <ul>
            {chunk.data.latestPosts.map((p) => (
              <li key={p.route}>
                <Link href={p.route}>{p.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
