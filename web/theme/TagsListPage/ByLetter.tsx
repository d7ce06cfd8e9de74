import type { TagsChunk } from '../../../common/contract';
import { Link } from '../Link';

/**
 * Every tag under its first letter, with its count (Docusaurus's `TagsListByLetter`, which both
 * tags list pages draw), a module of its own so a site's swizzle takes its place.
 */
export function TagsListByLetter({ tags }: { tags: TagsChunk['tags'] }) {
  const groups = new Map<string, TagsChunk['tags']>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups].map(([letter, list]) => (
    <section key={letter} className="tags-letter">
      <h2>{letter}</h2>
      <ul className="tags-list">
        {list.map((t) => (
          <li key={t.route}>
            <Link href={t.route} className="tag">
              {t.label} <span className="tag-count">{t.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  ));
}
