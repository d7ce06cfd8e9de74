import type { ComponentProps } from 'react';
import { BlogSidebar as ThemeBlogSidebar } from '../../../web/theme/BlogSidebar';
import { routeOf } from './route';
import { useSlotProps } from './slot-props';

type DocusaurusSidebar = { title: string; items: { title: string; permalink: string; date?: string | Date }[] };

/** `@theme/BlogSidebar` (and `BlogSidebar/Desktop`): the recent posts, from the blog page's slot or Docusaurus's `sidebar` prop (grouped by year). */
export default function BlogSidebar({ sidebar }: { sidebar?: DocusaurusSidebar }) {
  const own = useSlotProps<ComponentProps<typeof ThemeBlogSidebar>>();
  if (own) return <ThemeBlogSidebar {...own} />;
  if (!sidebar) return null;
  return (
    <ThemeBlogSidebar
      sidebar={{
        title: sidebar.title,
        groupByYear: true,
        items: sidebar.items.map((i) => ({
          title: i.title,
          route: routeOf(i.permalink),
          year: i.date ? new Date(i.date).getUTCFullYear() : 0,
        })),
      }}
    />
  );
}
