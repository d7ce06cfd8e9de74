import type { ComponentProps, ReactNode } from 'react';
import { DocItemLayout } from '../../../../web/theme/DocItem/Layout';
import { useSlotProps } from '../slot-props';

/**
 * `@theme/DocItem/Layout`: inside a site's swizzled `DocItem` or a docs instance's route component
 * (an ejected one renders `<DocItemLayout><MDXContent /></DocItemLayout>`; an API theme's puts
 * providers around `<MDXContent />`), this theme's doc column with the doc page's props: its title,
 * breadcrumbs, footer, paginator and table of contents, and the children in the body's place, as
 * Docusaurus's `DocItem/Content` draws them. Elsewhere the doc page lays out its column itself; this
 * keeps a swizzle's children.
 */
export default function Layout({ children }: { children?: ReactNode }) {
  const page = useSlotProps<ComponentProps<typeof DocItemLayout>>('DocItem');
  return page ? <DocItemLayout {...page}>{children}</DocItemLayout> : <>{children}</>;
}
