import type { ComponentProps } from 'react';
import { Navbar as ThemeNavbar } from '../../../web/theme/Navbar';
import type { LayoutFrame } from '../../../web/theme/Layout/Frame';
import { useSlotProps } from './slot-props';

/**
 * `@theme/Navbar` (and the `@theme-original/Navbar` a swizzle wraps): inside the chrome's navbar
 * slot, this theme's navbar with the slot's props. Elsewhere nothing: this theme's chrome renders
 * the site's navbar on every route, as Docusaurus's `@theme/Layout` does, so a page's own
 * `<Navbar />` adds none (one navbar, as on a Docusaurus page that renders it once). A site's
 * ejected `Layout`, which replaced the chrome's frame, gets this theme's navbar from the frame's props.
 */
export default function Navbar() {
  const props = useSlotProps<ComponentProps<typeof ThemeNavbar>>('Navbar');
  const layout = useSlotProps<ComponentProps<typeof LayoutFrame>>('Layout');
  if (props) return <ThemeNavbar {...props} />;
  return layout && <ThemeNavbar manifest={layout.manifest} routes={layout.routes} doc={layout.doc ?? null} sidebar={layout.sidebar} />;
}
