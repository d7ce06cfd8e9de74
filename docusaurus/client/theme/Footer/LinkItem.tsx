import { Link } from '../../../../web/theme/Link';
import { ExternalIcon } from '../../../../web/theme/ExternalIcon';
import { isExternalUrl } from '../../../../common/url';
import { routeOf } from '../route';

/** `@theme/Footer/LinkItem`: one footer link (`item.to` a page of the site, `item.href` any URL). */
export default function LinkItem({ item }: { item: { label?: string; to?: string; href?: string; className?: string } }) {
  const external = !item.to && !!item.href && isExternalUrl(item.href);
  return (
    <Link href={item.to ? routeOf(item.to) : item.href} className={['footer-link', item.className].filter(Boolean).join(' ')}>
      {item.label}
      {external && <ExternalIcon />}
    </Link>
  );
}
