import type { ComponentProps } from 'react';
import { Footer as ThemeFooter } from '../../../web/theme/Footer';
import type { LayoutFrame } from '../../../web/theme/Layout/Frame';
import { useSlotProps } from './slot-props';

/**
 * `@theme/Footer` (and the `@theme-original/Footer` a swizzle wraps): inside the chrome's footer
 * slot, this theme's footer with the slot's props. Elsewhere nothing: the chrome renders the
 * site's footer on every route, as Docusaurus's `@theme/Layout` does, so a page's own `<Footer />`
 * adds none. A site's ejected `Layout`, which replaced the chrome's frame, gets this theme's footer.
 */
export default function Footer() {
  const props = useSlotProps<ComponentProps<typeof ThemeFooter>>('Footer');
  const layout = useSlotProps<ComponentProps<typeof LayoutFrame>>('Layout');
  if (props) return <ThemeFooter {...props} />;
  return layout && <ThemeFooter site={layout.manifest.site} />;
}
