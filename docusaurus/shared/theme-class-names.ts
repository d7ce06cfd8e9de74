/**
 * Theme-common's stable `ThemeClassNames` that theme-classic puts on the elements it draws, keyed
 * as there (`@docusaurus/theme-common/lib/utils/ThemeClassNames.js`), for the chrome's elements
 * that are theirs: a moved site's stylesheets and scripts select on them (`.theme-doc-markdown`,
 * `.theme-admonition-tip`, `.theme-doc-sidebar-container`). The chrome draws them only in the
 * bundle of a Docusaurus site that names one (`__CHROME_THEME_CLASSES__`,
 * pipeline/bundle/theme-classes-use.ts), behind ternaries whose other branch is the class it drew
 * before, so another site's bundle has neither these strings nor a byte more. The page and wrapper
 * classes are `page-class-names.ts`'s; the announcement bar's and the content banners' are drawn
 * everywhere.
 */
export const ThemeClassNames = {
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    admonitionType: (type: string) => `theme-admonition-${type}`,
  },
  tabs: { container: 'theme-tabs-container' },
  layout: {
    navbar: {
      container: 'theme-layout-navbar',
      containerLeft: 'theme-layout-navbar-left',
      containerRight: 'theme-layout-navbar-right',
      mobileSidebar: { container: 'theme-layout-navbar-sidebar', panel: 'theme-layout-navbar-sidebar-panel' },
    },
    main: { container: 'theme-layout-main' },
    footer: { container: 'theme-layout-footer', column: 'theme-layout-footer-column' },
  },
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemCategoryLevel: (level: number | string) => `theme-doc-sidebar-item-category-level-${level}`,
    docSidebarItemLinkLevel: (level: number | string) => `theme-doc-sidebar-item-link-level-${level}`,
    docCard: {
      container: 'theme-doc-card-container',
      heading: 'theme-doc-card-heading',
      icon: 'theme-doc-card-icon',
      title: 'theme-doc-card-title',
      description: 'theme-doc-card-description',
    },
  },
  blog: {
    blogFooterTagsRow: 'theme-blog-footer-tags-row',
    blogFooterEditMetaRow: 'theme-blog-footer-edit-meta-row',
  },
  pages: { pageFooterEditMetaRow: 'theme-pages-footer-edit-meta-row' },
};

type Names = { [key: string]: string | ((part: string) => string) | Names };

/**
 * Every class of `ThemeClassNames`, and the prefixes of those built from a part
 * (`theme-admonition-`, `theme-doc-sidebar-item-link-level-`).
 */
export function themeClassNameList(names: Names = ThemeClassNames): { names: string[]; prefixes: string[] } {
  const out = { names: [] as string[], prefixes: [] as string[] };
  for (const value of Object.values(names)) {
    if (typeof value === 'string') out.names.push(value);
    else if (typeof value === 'function') out.prefixes.push(value(''));
    else {
      const inner = themeClassNameList(value);
      out.names.push(...inner.names);
      out.prefixes.push(...inner.prefixes);
    }
  }
  return out;
}
