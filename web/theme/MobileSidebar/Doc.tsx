import type { NavbarItem } from '../../../common/contract';
import { useRouteData } from '../../app/route-data';
import { docHere } from '../../app/route-loader';
import { useNavbarLinkTarget } from '../NavbarItem/link-target';
import { MobileNavLink } from './NavLink';

/**
 * A navbar doc item in the mobile menu (Docusaurus's `DocNavbarItem` with `mobile`): the same route
 * and label as in the bar, so it follows the version being read (and the reader's preferred one)
 * as the bar's item does.
 */
export function MobileDocItem({ item, routes }: { item: Extract<NavbarItem, { type: 'doc' }>; routes: Record<string, { sidebar?: string }> }) {
  const data = useRouteData();
  const { href, label } = useNavbarLinkTarget(item, data?.manifest.versions ?? [], data ? docHere(data) : null);
  return <MobileNavLink label={label} href={href} routes={routes} look={item} />;
}
