import { TagList } from '../../../web/theme/TagList';
import { routeOf } from './route';

/** `@theme/TagsListInline`: `tags` as Docusaurus gives them (`label`, `permalink` with the base URL). */
export default function TagsListInline({ tags }: { tags: { label: string; permalink: string }[] }) {
  return tags.length > 0 ? <TagList tags={tags.map((t) => ({ label: t.label, route: routeOf(t.permalink) }))} /> : null;
}
