import type { ComponentProps, ReactNode } from 'react';
import { DocItemLayout } from '../../../../web/theme/DocItem/Layout';
import { useSlotProps } from '../slot-props';

/**
 * `@theme/DocItem/Layout`: inside a site's swizzled `DocItem` (an ejected one renders
 * `<DocItemLayout><MDXContent /></DocItemLayout>`), this theme's doc column with the doc page's
 * props: its title, breadcrumbs, body, footer, paginator and table of contents, the body drawn from
 * the doc itself. Elsewhere the doc page lays out its column itself; this keeps a swizzle's children.
 */
export default function Layout({ children }: { children?: ReactNode }) {
  const page = useSlotProps<ComponentProps<typeof DocItemLayout>>('DocItem');
  return page ? <DocItemLayout {...page} /> : <>{children}</>;
}
