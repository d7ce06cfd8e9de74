import { Link } from '../../../web/theme/Link';
import { routeOf } from './route';

/** `@theme/Tag`: one tag, a link to its page, with its post count when given. */
export default function Tag({ label, permalink, count }: { label: string; permalink: string; count?: number; description?: string }) {
  return (
    <Link href={routeOf(permalink)} className="tag">
      {label}
      {count !== undefined && <span className="tag-count">{count}</span>}
    </Link>
  );
}
