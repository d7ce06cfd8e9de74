import { TagList } from './composed/TagList';
import { routeOf } from './route';

/** `@theme/TagsListInline`: `tags` as Docusaurus gives them (`label`, `permalink` with the base URL), each drawn by `@theme/Tag`. */
export default function TagsListInline({ tags }: { tags: { label: string; permalink: string }[] }) {
  return tags.length > 0 ? <TagList tags={tags.map((t) => ({ label: t.label, route: routeOf(t.permalink) }))} /> : null;
}
