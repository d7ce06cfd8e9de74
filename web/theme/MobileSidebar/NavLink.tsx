import type { ComponentProps } from 'react';
import { MobileMenuLink } from './MenuLink';

/** One link of the mobile menu's main panel, in its `<li>`, marked when it is the page being read. */
export function MobileNavLink(props: ComponentProps<typeof MobileMenuLink>) {
  return (
    <li>
      <MobileMenuLink {...props} />
    </li>
  );
}
