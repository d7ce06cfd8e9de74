import type { ComponentProps } from 'react';
// Drawn as theme-classic draws it, the search box through `@theme/NavbarItem/SearchNavbarItem`
// (composed/NavbarContent.tsx, the chrome's other parts resolved as the chrome's own).
import { NavbarContent } from '../composed/NavbarContent';
import { useSlotProps } from '../slot-props';

/** `@theme/Navbar/Content`: the logo, the configured items, the colour mode toggle and search (in the chrome's navbar slot). */
export default function Content() {
  const props = useSlotProps<ComponentProps<typeof NavbarContent>>();
  return props && <NavbarContent {...props} />;
}
