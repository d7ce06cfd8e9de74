import type { FooterItem } from '../../../common/contract';
import { Link } from '../Link';
import { ExternalIcon } from '../ExternalIcon';

/** One link of the footer's columns (Docusaurus's `Footer/LinkItem`). */
export function FooterLinkItem({ item }: { item: Extract<FooterItem, { href: string }> }) {
  return (
    <Link href={item.href} className="footer-link">
      {item.label}
      {item.external && <ExternalIcon />}
    </Link>
  );
}
