import Tag from './Tag';
import { tagsByLetter, type TagLink } from './tags-by-letter';

/**
 * `@theme/TagsListByLetter`: every tag under its initial, as theme-classic's tags pages list them (a
 * site's swizzled tags page passes it the page's tags), drawn with this theme's tag links.
 */
export default function TagsListByLetter({ tags }: { tags: readonly TagLink[] }) {
  return (
    <section className="tags-by-letter margin-vert--lg">
      {tagsByLetter(tags).map(({ letter, tags: list }) => (
        <article key={letter} className="tags-letter">
          <h2 id={letter}>{letter}</h2>
          <ul className="tags-list padding--none">
            {list.map((tag) => (
              <li key={tag.permalink}>
                <Tag {...tag} />
              </li>
            ))}
          </ul>
          <hr />
        </article>
      ))}
    </section>
  );
}
