import { memo, type ComponentType } from 'react';
import { useRouteData } from '../../../../web/app/route-data';
import { groupItemsByYear, groupsByYear, type DatedItem } from '../group-items-by-year';

/**
 * `@theme/BlogSidebar/Content`: the recent posts (`items`) as the site's `ListComponent` lists them,
 * under a heading per year (`yearGroupHeadingClassName`) unless the blog's sidebar says
 * `groupByYear: false`, as theme-classic's.
 */
function BlogSidebarContent<T extends DatedItem>({
  items,
  yearGroupHeadingClassName,
  ListComponent,
}: {
  items: T[];
  yearGroupHeadingClassName?: string;
  ListComponent: ComponentType<{ items: T[] }>;
}) {
  const data = useRouteData();
  if (!groupsByYear(data?.status === 'ok' ? data.chunk : null)) return <ListComponent items={items} />;
  return (
    <>
      {groupItemsByYear(items).map(([year, yearItems]) => (
        <div key={year} role="group">
          {/* No anchor: a year heading has no id (theme-classic's `Heading` draws none then either). */}
          <h3 className={yearGroupHeadingClassName}>{year}</h3>
          <ListComponent items={yearItems} />
        </div>
      ))}
    </>
  );
}

export default memo(BlogSidebarContent) as typeof BlogSidebarContent;
