import { Link } from '../../../../web/theme/Link';
import { routeOf } from '../route';
import Heading from '@theme/DocCard/Heading';
import Description from '@theme/DocCard/Description';
import './doc-card.css';

/** `@theme/DocCard/Layout`: the card, a link around its heading and description (`item`, `href`, `icon`, `title`, `description`, `className`). */
export default function DocCardLayout({
  item,
  className,
  href,
  icon,
  title,
  description,
}: {
  item?: unknown;
  className?: string;
  href?: string;
  icon?: string;
  title: string;
  description?: string;
}) {
  return (
    <Link href={href && routeOf(href)} className={['card padding--lg theme-doc-card-container doc-card', className].filter(Boolean).join(' ')}>
      <Heading item={item} icon={icon} title={title} />
      {description && <Description item={item} description={description} />}
    </Link>
  );
}
