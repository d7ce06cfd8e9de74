import type { ComponentProps } from 'react';
import { NavbarContent } from '../../../../web/theme/Navbar';
import { useSlotProps } from '../slot-props';

/** `@theme/Navbar/Content`: the logo, the configured items, the colour mode toggle and search (in the chrome's navbar slot). */
export default function Content() {
  const props = useSlotProps<ComponentProps<typeof NavbarContent>>();
  return props && <NavbarContent {...props} />;
}
