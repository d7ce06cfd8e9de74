import { DocSidebarItems as ThemeItems } from '../../../web/theme/DocSidebar/Items';
import { sidebarItemFromProp, type PropSidebarItemIn } from '../../shared/doc-content';
import { loadedManifest } from '../manifest';
import { routeOf } from './nav-link';
import { themeOnItemClick, type PropsIn } from './sidebar-item';

/**
 * `@theme/DocSidebarItems`: one level of Docusaurus's sidebar items (`PropSidebarItem`), drawn as
 * this theme's (a site's ejected category renders its items with it), with the `level`,
 * `onItemClick` and `tabIndex` it is given.
 */
export default function DocSidebarItems({
  items,
  activePath,
  level = 1,
  onItemClick,
  tabIndex,
}: { items: readonly PropSidebarItemIn[] } & Omit<PropsIn, 'item' | 'index'>) {
  const base = loadedManifest().site.baseUrl;
  return (
    <ThemeItems
      items={items.map((i) => sidebarItemFromProp(i, base))}
      activeRoute={routeOf(activePath)}
      autoCollapse={false}
      level={level}
      onItemClick={themeOnItemClick(onItemClick)}
      tabIndex={tabIndex}
    />
  );
}
