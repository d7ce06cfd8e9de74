import type { ComponentProps } from 'react';
import { Navbar as ThemeNavbar } from '../../../web/theme/Navbar';
import { useSlotProps } from './slot-props';

/**
 * `@theme/Navbar` (and the `@theme-original/Navbar` a swizzle wraps): inside the chrome's navbar
 * slot, this theme's navbar with the slot's props. Elsewhere nothing: this theme's chrome renders
 * the site's navbar on every route, as Docusaurus's `@theme/Layout` does, so a page's own
 * `<Navbar />` adds none (one navbar, as on a Docusaurus page that renders it once).
 */
export default function Navbar() {
  const props = useSlotProps<ComponentProps<typeof ThemeNavbar>>();
  return props && <ThemeNavbar {...props} />;
}
