import type { ComponentProps } from 'react';
import LayoutProvider from '@theme/Layout/Provider';
import { LayoutFrame as ChromeFrame } from '../../../../web/theme/Layout/Frame';

/**
 * This theme's frame around every page (`web/theme/Layout/Frame.tsx`: the navbar, the page, the
 * footer) for a site that swizzles `Layout/Provider` (`CHROME_COMPOSITIONS`): inside it, as
 * theme-classic's `Layout` draws everything inside `@theme/Layout/Provider`, so the providers a
 * site's swizzle adds are around the navbar, the page and the footer.
 */
export function LayoutFrame(props: ComponentProps<typeof ChromeFrame>) {
  return (
    <LayoutProvider>
      <ChromeFrame {...props} />
    </LayoutProvider>
  );
}
