import type { ComponentProps } from 'react';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';
import { Breadcrumbs as ChromeBreadcrumbs } from '../../../../web/theme/Breadcrumbs';

/**
 * This theme's breadcrumbs (`web/theme/Breadcrumbs`) with their first item drawn through
 * `@theme/DocBreadcrumbs/Items/Home`, as theme-classic's `DocBreadcrumbs` draws it: for a site that
 * swizzles that item (`CHROME_COMPOSITIONS`), and the compatibility layer's `DocBreadcrumbs`.
 */
export function Breadcrumbs(props: ComponentProps<typeof ChromeBreadcrumbs>) {
  return <ChromeBreadcrumbs {...props} home={<HomeBreadcrumbItem />} />;
}
