import { ThemeClassNames } from '../../../docusaurus/shared/theme-class-names';
import type { TreeProps } from './item-props';

/**
 * Theme-common's classes of a tree item at its depth (`theme-doc-sidebar-item-link
 * theme-doc-sidebar-item-link-level-2`), as theme-classic's `DocSidebarItem/*` draw them. Called in
 * `__CHROME_THEME_CLASSES__` branches only, with the item's props as `arguments[0]`: a bundle
 * without the classes keeps neither this nor a byte of its callers.
 */
export function sidebarItemClasses(kind: 'link' | 'category', props: TreeProps): string {
  const { docs } = ThemeClassNames;
  const level = props.level ?? 1;
  return kind === 'link'
    ? `${docs.docSidebarItemLink} ${docs.docSidebarItemLinkLevel(level)}`
    : `${docs.docSidebarItemCategory} ${docs.docSidebarItemCategoryLevel(level)}`;
}
