import { DocSidebarItems as ThemeItems } from '../../../web/theme/DocSidebar/Items';
import { sidebarItemFromProp, type PropSidebarItemIn } from '../../shared/doc-content';
import { loadedManifest } from '../manifest';
import { routeOf } from './nav-link';

/** `@theme/DocSidebarItems`: one level of Docusaurus's sidebar items (`PropSidebarItem`), drawn as this theme's (a site's ejected category renders its items with it). */
export default function DocSidebarItems({ items, activePath }: { items: readonly PropSidebarItemIn[]; activePath: string; level?: number }) {
  const base = loadedManifest().site.baseUrl;
  return <ThemeItems items={items.map((i) => sidebarItemFromProp(i, base))} activeRoute={routeOf(activePath)} autoCollapse={false} />;
}
