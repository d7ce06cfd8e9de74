import type { ComponentProps } from 'react';
import { BlogSidebar as ThemeBlogSidebar } from '../../../web/theme/BlogSidebar';
import { themeBlogSidebar, type DocusaurusBlogSidebar } from './blog-sidebar-prop';
import { useSlotProps } from './slot-props';

/** `@theme/BlogSidebar` (and `BlogSidebar/Desktop`): the recent posts, from the blog page's slot or Docusaurus's `sidebar` prop (grouped by year). */
export default function BlogSidebar({ sidebar }: { sidebar?: DocusaurusBlogSidebar }) {
  const own = useSlotProps<ComponentProps<typeof ThemeBlogSidebar>>('BlogSidebar');
  if (own) return <ThemeBlogSidebar {...own} />;
  if (!sidebar) return null;
  return <ThemeBlogSidebar sidebar={themeBlogSidebar(sidebar)} />;
}
