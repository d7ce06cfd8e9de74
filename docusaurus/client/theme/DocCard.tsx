import { Link } from '../../../web/theme/Link';
import { routeOf } from './route';

/** `@theme/DocCard`: a card linking to a doc or category of the sidebar (`item`: `label`, `href`, `description`). */
export default function DocCard({ item }: { item: { label: string; href?: string; description?: string } }) {
  return (
    <Link href={item.href && routeOf(item.href)} className="card padding--lg doc-card">
      <h2 className="text--truncate">{item.label}</h2>
      {item.description && <p className="text--truncate">{item.description}</p>}
    </Link>
  );
}
