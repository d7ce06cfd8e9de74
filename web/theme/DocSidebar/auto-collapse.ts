/**
 * `themeConfig.docs.sidebar.autoCollapseCategories`: each list of the sidebar remembers which of
 * its categories was opened last (Docusaurus's `expandedItem`); an open sibling closes. Nothing
 * closes before the reader (or the route) opens one.
 */
export function closedBySibling(auto: boolean, expandedItem: number | null, index: number, expanded: boolean): boolean {
  return auto && expanded && expandedItem !== null && expandedItem !== index;
}

/** `themeConfig.docs.sidebar.hideable`: the reader's choice, kept in local storage. */
export const SIDEBAR_HIDDEN_KEY = 'docs-sidebar-hidden';
