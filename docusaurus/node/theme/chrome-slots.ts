/**
 * The parts of this theme's chrome a site's swizzle replaces, keyed by the `@theme/<Name>` Docusaurus's
 * theme-classic renders them through. Each names the chrome's module and export that draws the part
 * here (`file`, relative to `web/`); `in` limits it to the chrome files that render it as that part
 * (the paginator is `DocItem/Paginator` on a doc page only); `props` names the function of
 * `docusaurus/client/theme/slot-adapters.ts` that turns the chrome's props into Docusaurus's props for the
 * site's component (unset: Docusaurus renders the part without props). The client bundle resolves
 * them (`theme-modules.ts`): a chrome import of a slot's module, for a site that swizzles the
 * name, is a generated module rendering the site's component; otherwise the chrome's own module, so a
 * site without swizzles bundles exactly what it did.
 */
export interface ChromeSlot {
  /**
   * The `@theme/<Name>` this slot is, when its key is not it: one part Docusaurus draws through the
   * same name in several places the chrome draws with different modules (`NavbarItem` is the bar's
   * item and, with `isDropdownItem`, each dropdown's). The key (`<Name>:<place>`) names the slot.
   */
  name?: string;
  file: string;
  exportName: string;
  in?: readonly string[];
  props?: string;
  /**
   * The part holds parts of its own kind (a category's items are items): a site's component
   * importing `@theme/<Name>` inside the slot gets the site's component again, as Docusaurus draws
   * it at every level. Without it that import is the compatibility layer's part (`nestedModule` in
   * `theme-modules.ts`), so a site's `Layout` around the chrome is not drawn again around the page.
   */
  nests?: boolean;
  /**
   * The part is the frame around every route, not a page's own part: a wrapper's
   * `@theme-original/<Name>` always draws the frame (with the wrapper's `children`), since the
   * compatibility layer's component of that name is the page's wrapper inside it.
   */
  frame?: boolean;
}

export const CHROME_SLOTS: Readonly<Record<string, ChromeSlot>> = {
  // The top of the tree, above every route's layout, inside the router: Docusaurus core's `Root`,
  // which a site swizzles to keep state or a provider across navigations.
  Root: { file: 'theme/Root/index.tsx', exportName: 'Root', props: 'same' },
  // Theme-classic's providers around the app (issue 43, i43c): a site's `ThemeProvider` where the
  // title formatter is drawn, around each page, its `@theme-original` drawing the formatter's slot.
  ThemeProvider: { file: 'theme/TitleFormatter/index.tsx', exportName: 'TitleFormatter', props: 'same' },
  // Docusaurus 3.8+'s title formatter, around each page inside its route data: the site's
  // component's formatter (theme-common's context) formats the page's title, prerendered and after
  // a client navigation (web/app/title-format.ts).
  'ThemeProvider/TitleFormatter': { file: 'theme/TitleFormatter/index.tsx', exportName: 'TitleFormatter', props: 'titleFormatter' },
  // The chrome around every page (navbar, footer, announcement): a site's `Layout` wraps it on
  // every route, as every Docusaurus page renders `@theme/Layout`.
  Layout: { file: 'theme/Layout/Frame.tsx', exportName: 'LayoutFrame', props: 'layout', frame: true },
  // The skip link, the frame's first focusable element, drawn without props as theme-classic's `Layout` draws it.
  SkipToContent: { file: 'theme/Layout/SkipLink.tsx', exportName: 'SkipLink', in: ['theme/Layout/Frame.tsx'] },
  // The bar above the navbar and its parts, drawn without props as theme-classic draws them (its
  // close button gets the `onClick` that dismisses the bar).
  AnnouncementBar: { file: 'theme/AnnouncementBar/index.tsx', exportName: 'AnnouncementBar' },
  'AnnouncementBar/Content': { file: 'theme/AnnouncementBar/Content.tsx', exportName: 'AnnouncementBarContent' },
  'AnnouncementBar/CloseButton': { file: 'theme/AnnouncementBar/CloseButton.tsx', exportName: 'AnnouncementBarCloseButton', props: 'same' },
  Navbar: { file: 'theme/Navbar/index.tsx', exportName: 'Navbar' },
  'Navbar/Content': { file: 'theme/Navbar/Content.tsx', exportName: 'NavbarContent' },
  'Navbar/Logo': { file: 'theme/Navbar/Logo.tsx', exportName: 'NavbarBrand' },
  // `nests`: a dropdown draws its items through `@theme/NavbarItem` (theme-classic's mobile dropdown,
  // the compatibility layer's for a site's dropdown swizzle that changes its props): the site's
  // component there too, as Docusaurus draws it at both levels.
  NavbarItem: { file: 'theme/NavbarItem/index.tsx', exportName: 'NavbarItem', props: 'navbarItem', nests: true },
  // Each dropdown's item (the config's dropdowns, the version and locale dropdowns), drawn by Docusaurus
  // through `@theme/NavbarItem` with `isDropdownItem`, which draws `NavbarItem/DefaultNavbarItem`:
  // the first a site swizzles is drawn, its `@theme-original` the other (or the chrome's item).
  'NavbarItem:dropdown': { name: 'NavbarItem', file: 'theme/NavbarDropdown/Entry.tsx', exportName: 'NavbarDropdownEntry', props: 'navbarDropdownItem' },
  'NavbarItem/DefaultNavbarItem': { file: 'theme/NavbarDropdown/Entry.tsx', exportName: 'NavbarDropdownEntry', props: 'navbarDropdownItem' },
  // The menu button and the mobile menu (loaded on the first use of the button) and its parts. A
  // site's ejected toggle or menu reads theme-common's `useNavbarMobileSidebar()`, kept in step with
  // the chrome's open state (`menu`, docusaurus/client/mobile-sidebar-sync.ts).
  'Navbar/MobileSidebar/Toggle': { file: 'theme/Navbar/MenuToggle.tsx', exportName: 'NavbarMenuToggle' },
  'Navbar/MobileSidebar': { file: 'theme/MobileSidebar/index.tsx', exportName: 'default' },
  'Navbar/MobileSidebar/Layout': { file: 'theme/MobileSidebar/Layout.tsx', exportName: 'MobileSidebarLayout', props: 'mobileSidebarLayout' },
  'Navbar/MobileSidebar/Header': { file: 'theme/MobileSidebar/Header.tsx', exportName: 'MobileSidebarHeader' },
  'Navbar/MobileSidebar/PrimaryMenu': { file: 'theme/MobileSidebar/PrimaryMenu.tsx', exportName: 'MobileSidebarPrimaryMenu' },
  'Navbar/MobileSidebar/SecondaryMenu': { file: 'theme/MobileSidebar/SecondaryMenu.tsx', exportName: 'MobileSidebarSecondaryMenu' },
  ColorModeToggle: { file: 'theme/ColorModeToggle/index.tsx', exportName: 'ColorModeToggle' },
  SearchBar: { file: 'theme/SearchBar/index.tsx', exportName: 'SearchBar' },
  'Icon/Menu': { file: 'theme/MenuIcon/index.tsx', exportName: 'MenuIcon', props: 'icon' },
  // The navbar's and the doc sidebar's inner parts, each a module of its own in the chrome. The bar's
  // items by kind, as Docusaurus's `NavbarItem/ComponentTypes` maps an item's `type` to them (a doc
  // item is a `DefaultNavbarItem` there too), given the config's item; the mobile menu's items, which
  // Docusaurus draws through the same names with `mobile`.
  // The bar's dropdowns: the config's, and, for a site that swizzles this name or its `/Desktop`, the
  // locale and version dropdowns (`LocaleDropdown/`, `DocsVersionDropdown/` draw theirs through it,
  // as theme-classic's `LocaleDropdownNavbarItem` and `DocsVersionDropdownNavbarItem` hand their
  // links to this name: `__CHROME_BAR_DROPDOWN_LISTS__`).
  'NavbarItem/DropdownNavbarItem': { file: 'theme/NavbarItem/Dropdown.tsx', exportName: 'DropdownNavbarItem', props: 'navbarDropdown' },
  'NavbarItem/LocaleDropdownNavbarItem': {
    file: 'theme/LocaleDropdown/index.tsx',
    exportName: 'LocaleDropdown',
    in: ['theme/NavbarItem/index.tsx'],
    props: 'navbarItemKind',
  },
  'NavbarItem/DocsVersionDropdownNavbarItem': {
    file: 'theme/DocsVersionDropdown/index.tsx',
    exportName: 'DocsVersionDropdown',
    in: ['theme/NavbarItem/index.tsx'],
    props: 'navbarItemKind',
  },
  'NavbarItem/DefaultNavbarItem:bar': {
    name: 'NavbarItem/DefaultNavbarItem',
    file: 'theme/NavbarItem/Default.tsx',
    exportName: 'DefaultNavbarItem',
    props: 'navbarItemKind',
  },
  'NavbarItem/HtmlNavbarItem': { file: 'theme/NavbarItem/Html.tsx', exportName: 'HtmlNavbarItem', props: 'navbarHtmlItem' },
  // The config's doc items, by the component theme-classic draws each with, given the config's
  // item (`docId`, `sidebarId`, `docsPluginId`, ...), in the bar and, with `mobile`, in the mobile
  // menu. Their modules are drawn only in a bundle for a site that swizzles one (`__CHROME_DOC_ITEMS__`):
  // a site that does not draws this theme's links, resolved at build time, with no byte more.
  'NavbarItem/DocNavbarItem': { file: 'theme/NavbarItem/DocItems.tsx', exportName: 'DocNavbarItem', props: 'navbarDocItem' },
  'NavbarItem/DocSidebarNavbarItem': { file: 'theme/NavbarItem/DocItems.tsx', exportName: 'DocSidebarNavbarItem', props: 'navbarDocItem' },
  'NavbarItem/DocsVersionNavbarItem': { file: 'theme/NavbarItem/DocItems.tsx', exportName: 'DocsVersionNavbarItem', props: 'navbarDocItem' },
  'NavbarItem/DocNavbarItem:mobile': {
    name: 'NavbarItem/DocNavbarItem',
    file: 'theme/MobileSidebar/DocItems.tsx',
    exportName: 'MobileDocNavbarItem',
    props: 'navbarMobileDocItem',
  },
  'NavbarItem/DocSidebarNavbarItem:mobile': {
    name: 'NavbarItem/DocSidebarNavbarItem',
    file: 'theme/MobileSidebar/DocItems.tsx',
    exportName: 'MobileDocSidebarNavbarItem',
    props: 'navbarMobileDocItem',
  },
  'NavbarItem/DocsVersionNavbarItem:mobile': {
    name: 'NavbarItem/DocsVersionNavbarItem',
    file: 'theme/MobileSidebar/DocItems.tsx',
    exportName: 'MobileDocsVersionNavbarItem',
    props: 'navbarMobileDocItem',
  },
  'NavbarItem:mobile': { name: 'NavbarItem', file: 'theme/MobileSidebar/Item.tsx', exportName: 'MobileSidebarItem', props: 'navbarMobileItem' },
  // Each link of a dropdown in the mobile menu, which theme-classic's `DropdownNavbarItem/Mobile` draws
  // through `@theme/NavbarItem` with `mobile` and `isDropdownItem`: the menu's link module, in the
  // mobile dropdown only (`in`: before `DefaultNavbarItem:mobile` there, its `@theme-original` that one's slot).
  'NavbarItem:mobileDropdown': {
    name: 'NavbarItem',
    file: 'theme/MobileSidebar/NavLink.tsx',
    exportName: 'MobileNavLink',
    in: ['theme/MobileSidebar/Dropdown.tsx'],
    props: 'useNavbarMobileDropdownItem',
  },
  // A dropdown in the mobile menu: the config's, and the locale and version dropdowns' groups
  // (`MobileSidebar/Locales.tsx`, `Versions.tsx` draw theirs through it, as theme-classic's
  // `LocaleDropdownNavbarItem` and `DocsVersionDropdownNavbarItem` hand their items to this name).
  'NavbarItem/DropdownNavbarItem:mobile': {
    name: 'NavbarItem/DropdownNavbarItem',
    file: 'theme/MobileSidebar/Dropdown.tsx',
    exportName: 'MobileDropdownItem',
    props: 'navbarMobileDropdown',
  },
  // The mobile menu's links (its items', a dropdown's), locale group and `html` item, with `mobile`.
  'NavbarItem/DefaultNavbarItem:mobile': {
    name: 'NavbarItem/DefaultNavbarItem',
    file: 'theme/MobileSidebar/NavLink.tsx',
    exportName: 'MobileNavLink',
    props: 'mobileNavLink',
  },
  'NavbarItem/LocaleDropdownNavbarItem:mobile': {
    name: 'NavbarItem/LocaleDropdownNavbarItem',
    file: 'theme/MobileSidebar/Locales.tsx',
    exportName: 'MobileLocaleItem',
    props: 'navbarMobileItemKind',
  },
  'NavbarItem/HtmlNavbarItem:mobile': {
    name: 'NavbarItem/HtmlNavbarItem',
    file: 'theme/MobileSidebar/Html.tsx',
    exportName: 'MobileHtmlItem',
    props: 'navbarMobileHtmlItem',
  },
  // The bar around its content (`children`), with the menu button and the mobile menu.
  'Navbar/Layout': { file: 'theme/Navbar/Layout.tsx', exportName: 'NavbarLayout', props: 'layout' },
  // The bar's colour mode toggle: `Navbar/ColorModeToggle` draws `ColorModeToggle` (a site swizzling both gets both).
  'Navbar/ColorModeToggle': { file: 'theme/ColorModeToggle/index.tsx', exportName: 'ColorModeToggle', in: ['theme/Navbar/Content.tsx'] },
  // The doc sidebar's tree (`path`, `sidebar`), its collapse button (`onClick`) and, hidden, the
  // button that brings it back (`toggleSidebar`), both drawing `Icon/Arrow`.
  'DocSidebar/Desktop/Content': { file: 'theme/DocSidebar/Content.tsx', exportName: 'DocSidebarContent', props: 'docSidebarContent' },
  'DocSidebar/Desktop/CollapseButton': { file: 'theme/DocSidebar/Buttons.tsx', exportName: 'DocSidebarCollapseButton', props: 'same' },
  'DocRoot/Layout/Sidebar/ExpandButton': { file: 'theme/DocSidebar/Buttons.tsx', exportName: 'DocSidebarExpandButton', props: 'same' },
  'Icon/Arrow': { file: 'theme/ArrowIcon/index.tsx', exportName: 'ArrowIcon', props: 'arrowIcon' },
  Footer: { file: 'theme/Footer/index.tsx', exportName: 'Footer' },
  'Footer/Layout': { file: 'theme/Footer/Layout.tsx', exportName: 'FooterLayout', props: 'footerLayout' },
  'Footer/Links': { file: 'theme/Footer/Links.tsx', exportName: 'FooterLinks', props: 'footerLinks' },
  // The links' two shapes, as theme-classic's `Footer/Links` picks one: titled columns or one flat list.
  'Footer/Links/MultiColumn': { file: 'theme/Footer/MultiColumn.tsx', exportName: 'FooterLinksMultiColumn', props: 'footerLinksMultiColumn' },
  'Footer/Links/Simple': { file: 'theme/Footer/Simple.tsx', exportName: 'FooterLinksSimple', props: 'footerLinksSimple' },
  'Footer/LinkItem': { file: 'theme/Footer/LinkItem.tsx', exportName: 'FooterLinkItem', props: 'footerLinkItem' },
  'Footer/Logo': { file: 'theme/Footer/Logo.tsx', exportName: 'FooterLogo', props: 'footerLogo' },
  'Footer/Copyright': { file: 'theme/Footer/Copyright.tsx', exportName: 'FooterCopyright', props: 'footerCopyright' },
  DocSidebar: { file: 'theme/DocSidebar/index.tsx', exportName: 'DocSidebar', props: 'docSidebar' },
  // The chrome's sidebar is the desktop one; the mobile menu draws the same tree.
  'DocSidebar/Desktop': { file: 'theme/DocSidebar/index.tsx', exportName: 'DocSidebar', props: 'docSidebar' },
  'DocSidebar/Mobile': { file: 'theme/DocSidebar/Mobile.tsx', exportName: 'DocSidebarMobile', props: 'docSidebarMobile' },
  // The tree of the sidebar, desktop and mobile: its levels, each item, and each kind of item.
  DocSidebarItems: { file: 'theme/DocSidebar/Items.tsx', exportName: 'DocSidebarItems', props: 'docSidebarItems', nests: true },
  DocSidebarItem: { file: 'theme/DocSidebar/Item.tsx', exportName: 'DocSidebarItem', props: 'docSidebarItem', nests: true },
  'DocSidebarItem/Link': { file: 'theme/DocSidebar/Link.tsx', exportName: 'DocSidebarItemLink', props: 'docSidebarItem' },
  'DocSidebarItem/Category': { file: 'theme/DocSidebar/Category.tsx', exportName: 'DocSidebarItemCategory', props: 'docSidebarItem', nests: true },
  'DocSidebarItem/Html': { file: 'theme/DocSidebar/Html.tsx', exportName: 'DocSidebarItemHtml', props: 'docSidebarItem' },
  DocBreadcrumbs: { file: 'theme/Breadcrumbs/index.tsx', exportName: 'Breadcrumbs', in: ['theme/DocItem/Layout/index.tsx'] },
  // The doc page's column: a site's `DocItem` (its `content` and `route` props) around the layout, which a swizzled
  // `DocItem/Layout` draws in turn (the first of two names for one part wraps the other: `theme-modules.ts`).
  DocItem: { file: 'theme/DocItem/Layout/index.tsx', exportName: 'DocItemLayout', in: ['pages/DocPage.tsx'], props: 'docItem' },
  'DocItem/Content': { file: 'theme/DocItem/Content/index.tsx', exportName: 'DocItemContent', props: 'docItemContent' },
  'DocItem/Layout': { file: 'theme/DocItem/Layout/index.tsx', exportName: 'DocItemLayout', props: 'docItemLayout' },
  'DocItem/TOC/Desktop': { file: 'theme/TOC/index.tsx', exportName: 'TOC', in: ['theme/DocItem/Layout/index.tsx'] },
  'DocItem/Paginator': { file: 'theme/Paginator/index.tsx', exportName: 'Paginator', in: ['theme/DocItem/Layout/index.tsx'] },
  DocPaginator: { file: 'theme/Paginator/index.tsx', exportName: 'Paginator', in: ['theme/DocItem/Layout/index.tsx'], props: 'docPaginator' },
  BlogPostPaginator: { file: 'theme/Paginator/index.tsx', exportName: 'Paginator', in: ['theme/BlogPostPage/index.tsx'], props: 'blogPostPaginator' },
  'DocItem/Footer': { file: 'theme/DocItem/Footer/index.tsx', exportName: 'DocItemFooter' },
  TOC: { file: 'theme/TOC/index.tsx', exportName: 'TOC', props: 'toc' },
  // The table of contents' lists, all levels: Docusaurus's TOCItems gets the whole flat `toc`, as `TOC` does.
  TOCItems: { file: 'theme/TOC/Items.tsx', exportName: 'TOCItems', props: 'toc' },
  // The blog's own list pages: a tag's and an author's are pages of their own (below), as in Docusaurus.
  BlogListPage: { file: 'theme/BlogListPage/index.tsx', exportName: 'BlogListPage', in: ['pages/BlogListPage.tsx'], props: 'blogListPage' },
  // The list page's parts (on the blog's, a tag's and an author's lists): its posts and its paginator.
  BlogPostItems: { file: 'theme/BlogListPage/Items.tsx', exportName: 'BlogPostItems', props: 'blogPostItems' },
  BlogListPaginator: { file: 'theme/BlogListPage/ListPaginator.tsx', exportName: 'BlogListPaginator', props: 'blogListPaginator' },
  BlogPostPage: { file: 'theme/BlogPostPage/index.tsx', exportName: 'BlogPostPage', props: 'blogPostPage' },
  BlogLayout: { file: 'theme/BlogLayout/index.tsx', exportName: 'BlogLayout', props: 'blogLayout' },
  BlogSidebar: { file: 'theme/BlogSidebar/index.tsx', exportName: 'BlogSidebar', props: 'blogSidebar' },
  BlogPostItem: { file: 'theme/BlogPostItem/index.tsx', exportName: 'BlogPostItem', props: 'blogPostBody' },
  'BlogPostItem/Header': { file: 'theme/BlogPostItem/Header.tsx', exportName: 'BlogPostItemHeader' },
  'BlogPostItem/Header/Title': { file: 'theme/BlogPostItem/Title.tsx', exportName: 'BlogPostItemTitle' },
  'BlogPostItem/Content': { file: 'theme/BlogPostItem/Content.tsx', exportName: 'BlogPostItemContent', props: 'blogPostBody' },
  'BlogPostItem/Footer': { file: 'theme/BlogPostItem/Footer.tsx', exportName: 'BlogPostItemFooter' },
  'Icon/ExternalLink': { file: 'theme/ExternalIcon/index.tsx', exportName: 'ExternalIcon', props: 'icon' },
  'Icon/Close': { file: 'theme/CloseIcon/index.tsx', exportName: 'CloseIcon', props: 'icon' },
  'Icon/Edit': { file: 'theme/EditIcon/index.tsx', exportName: 'EditIcon', props: 'icon' },
  'Icon/Home': { file: 'theme/HomeIcon/index.tsx', exportName: 'HomeIcon', props: 'icon' },
  'Icon/Language': { file: 'theme/LanguageIcon/index.tsx', exportName: 'LanguageIcon', props: 'icon' },
  // The toggle's two icons, both in the markup, CSS showing one by its class (which the site's icon gets, as Docusaurus gives it).
  'Icon/DarkMode': { file: 'theme/ColorModeToggle/DarkModeIcon.tsx', exportName: 'DarkModeIcon', props: 'icon' },
  'Icon/LightMode': { file: 'theme/ColorModeToggle/LightModeIcon.tsx', exportName: 'LightModeIcon', props: 'icon' },
  // Drawn only by a toggle with the system mode (Docusaurus 3.8+ with respectPrefersColorScheme).
  'Icon/SystemColorMode': { file: 'theme/ColorModeToggle/SystemColorModeIcon.tsx', exportName: 'SystemColorModeIcon', props: 'icon' },
  // The blog's inner parts and its other pages (issue 43, part 4). A byline's parts are drawn on a
  // post and on each list's post: inside them `useBlogPost()` reads the post the chrome gave the part.
  'BlogPostItem/Header/Info': { file: 'theme/PostMeta/Info.tsx', exportName: 'PostMetaInfo' },
  'BlogPostItem/Header/Authors': { file: 'theme/PostMeta/Authors.tsx', exportName: 'PostMetaAuthors' },
  'Blog/Components/Author': { file: 'theme/PostMeta/Author.tsx', exportName: 'PostMetaAuthor', in: ['theme/PostMeta/Authors.tsx'], props: 'blogAuthor' },
  'BlogPostItem/Footer/ReadMoreLink': { file: 'theme/BlogListPage/ReadMoreLink.tsx', exportName: 'BlogReadMoreLink', props: 'readMoreLink' },
  // The chrome's sidebar is the desktop one; the mobile menu's is `BlogSidebar/Mobile` (below).
  'BlogSidebar/Desktop': { file: 'theme/BlogSidebar/index.tsx', exportName: 'BlogSidebar', props: 'blogSidebar' },
  'BlogSidebar/Content': { file: 'theme/BlogSidebar/Content.tsx', exportName: 'BlogSidebarContent', props: 'blogSidebarContent' },
  BlogArchivePage: { file: 'pages/BlogArchivePage.tsx', exportName: 'BlogArchivePage', props: 'blogArchivePage' },
  BlogTagsPostsPage: { file: 'theme/BlogListPage/TagPostsPage.tsx', exportName: 'BlogTagsPostsPage', props: 'blogTagsPostsPage' },
  'Blog/Pages/BlogAuthorsPostsPage': { file: 'theme/BlogListPage/AuthorPostsPage.tsx', exportName: 'BlogAuthorsPostsPage', props: 'blogAuthorsPostsPage' },
  'Blog/Pages/BlogAuthorsListPage': { file: 'pages/BlogAuthorsPage.tsx', exportName: 'BlogAuthorsPage', props: 'blogAuthorsListPage' },
  BlogTagsListPage: { file: 'theme/TagsListPage/Blog.tsx', exportName: 'BlogTagsListPage', props: 'blogTagsListPage' },
  DocTagsListPage: { file: 'theme/TagsListPage/Docs.tsx', exportName: 'DocTagsListPage', props: 'docTagsListPage' },
  DocTagDocListPage: { file: 'pages/DocTagPage.tsx', exportName: 'DocTagPage', props: 'docTagDocListPage' },
  NotFound: { file: 'theme/NotFound/index.tsx', exportName: 'NotFound' },
  Admonition: { file: 'theme/Admonition/index.tsx', exportName: 'Admonition', props: 'same' },
  // The doc page's inner parts, each a module of its own in the chrome (issue 43, part 4). The
  // version banner and badge are drawn by the doc layout without props, as theme-classic's
  // `DocItem/Layout` draws them (a site's reads the version from its contexts).
  DocVersionBanner: { file: 'theme/DocVersionBanner/index.tsx', exportName: 'DocVersionBanner', in: ['theme/DocItem/Layout/index.tsx'] },
  DocVersionBadge: { file: 'theme/DocVersionBanner/index.tsx', exportName: 'DocVersionBadge', in: ['theme/DocItem/Layout/index.tsx'] },
  // Below a doc and a post: the last update and the tag row (the blog list's excerpts draw their
  // tags as the post's footer does not). The edit link is drawn through `CHROME_COMPOSITIONS`.
  LastUpdated: { file: 'theme/LastUpdated/index.tsx', exportName: 'LastUpdated', props: 'lastUpdated' },
  TagsListInline: {
    file: 'theme/TagList/index.tsx',
    exportName: 'TagList',
    in: ['theme/DocItem/Footer/index.tsx', 'theme/BlogPostItem/Footer.tsx'],
    props: 'tagsListInline',
  },
  // The unlisted banner: `ContentVisibility` where a doc and a post draw it (with the page's
  // `metadata`), `ContentVisibility/Unlisted` wherever the chrome draws the banner (also a Markdown
  // page and a docs tag page, as theme-classic's `MDXPage` and `DocTagDocListPage` draw it).
  ContentVisibility: {
    file: 'theme/ContentVisibility/Unlisted.tsx',
    exportName: 'Unlisted',
    in: ['theme/DocItem/Layout/index.tsx', 'theme/BlogPostPage/index.tsx'],
    props: 'contentVisibility',
  },
  'ContentVisibility/Unlisted': { file: 'theme/ContentVisibility/Unlisted.tsx', exportName: 'Unlisted' },
  // The draft banner, which only the dev server draws (a production build has no draft):
  // `ContentVisibility` where a doc and a post draw it (with a draft's `metadata`), then
  // `ContentVisibility/Draft` wherever the chrome draws the banner (also a Markdown page).
  'ContentVisibility:draft': {
    name: 'ContentVisibility',
    file: 'theme/ContentVisibility/Draft.tsx',
    exportName: 'Draft',
    in: ['theme/DocItem/Layout/index.tsx', 'theme/BlogPostPage/index.tsx'],
    props: 'contentVisibilityDraft',
  },
  'ContentVisibility/Draft': { file: 'theme/ContentVisibility/Draft.tsx', exportName: 'Draft' },
  // What a page that failed to load or crashed shows (after the one reload a failed route gets): the
  // error and the action that tries the route again, as Docusaurus's error boundary gives them.
  ErrorPageContent: { file: 'theme/ErrorBox/index.tsx', exportName: 'ErrorBox', in: ['pages/RouteError.tsx'], props: 'errorPageContent' },
  // The page-not-found text, main element and all (Docusaurus gives it an optional `className` only).
  'NotFound/Content': { file: 'theme/NotFound/Content.tsx', exportName: 'NotFoundContent' },
  // The navbar's inner parts a kind of item draws (issue 43, task i43n), each the inner of two names
  // for one chrome part (listed after the outer: `theme-modules.ts`): a link of the bar and of a
  // dropdown (`DefaultNavbarItem/Desktop`), of the mobile menu (`/Mobile`), a dropdown in the bar and
  // in the mobile menu, and the logo `Navbar/Logo` draws (`@theme/Logo`, with its class names).
  'NavbarItem/DefaultNavbarItem/Desktop': { file: 'theme/NavbarItem/Default.tsx', exportName: 'DefaultNavbarItem', props: 'navbarDefaultDesktop' },
  'NavbarItem/DefaultNavbarItem/Desktop:dropdown': {
    name: 'NavbarItem/DefaultNavbarItem/Desktop',
    file: 'theme/NavbarDropdown/Entry.tsx',
    exportName: 'NavbarDropdownEntry',
    props: 'navbarDropdownEntryDesktop',
  },
  'NavbarItem/DefaultNavbarItem/Mobile': { file: 'theme/MobileSidebar/NavLink.tsx', exportName: 'MobileNavLink', props: 'mobileNavLinkInner' },
  'NavbarItem/DropdownNavbarItem/Desktop': { file: 'theme/NavbarItem/Dropdown.tsx', exportName: 'DropdownNavbarItem', props: 'navbarDropdown' },
  'NavbarItem/DropdownNavbarItem/Mobile': { file: 'theme/MobileSidebar/Dropdown.tsx', exportName: 'MobileDropdownItem', props: 'navbarMobileDropdownInner' },
  Logo: { file: 'theme/Navbar/Logo.tsx', exportName: 'NavbarBrand', props: 'navbarLogo' },
  // The docs version dropdown in the mobile menu (its versions folding out under the one being read), with `mobile`.
  'NavbarItem/DocsVersionDropdownNavbarItem:mobile': {
    name: 'NavbarItem/DocsVersionDropdownNavbarItem',
    file: 'theme/MobileSidebar/Versions.tsx',
    exportName: 'MobileVersionsItem',
    props: 'navbarMobileItemKind',
  },
  // The blog's and pages' remaining parts (issue 43, i43b). The blog's recent posts in the mobile
  // menu's secondary panel on blog pages (loaded with the menu), as theme-classic's fills it.
  'BlogSidebar/Mobile': { file: 'theme/BlogSidebar/Mobile.tsx', exportName: 'BlogSidebarMobile', props: 'blogSidebar' },
  // The `<article>` around a post on its page and around each list's post (the chrome's class for the place as `className`).
  'BlogPostItem/Container': { file: 'theme/BlogPostItem/Container.tsx', exportName: 'BlogPostItemContainer', props: 'same' },
  // A Markdown page of the pages plugin, the whole page (`content`, its MDX component with `metadata`, `frontMatter`, `toc`).
  MDXPage: { file: 'pages/MarkdownPage.tsx', exportName: 'MarkdownPage', props: 'mdxPage' },
  // The tags under their letters, on the blog's and the docs' tags list pages.
  TagsListByLetter: { file: 'theme/TagsListPage/ByLetter.tsx', exportName: 'TagsListByLetter', props: 'tagsListByLetter' },
  // An author's links, wherever the chrome draws an author: a post's byline, an author's page, the authors list.
  'Blog/Components/Author/Socials': { file: 'theme/AuthorSocials/index.tsx', exportName: 'AuthorSocials', props: 'authorSocials' },
  // A post's head tags, drawn without props on its page (the theme's are the prerenderer's): a site's `<Head>` tags go into the head.
  'BlogPostPage/Metadata': { file: 'theme/BlogPostPage/Metadata.tsx', exportName: 'BlogPostPageMetadata' },
  // The doc page's frame (issue 43, i43d). Its mobile table of contents, drawn without props as
  // theme-classic's `DocItem/Layout` draws it (a site's reads `useDoc()`: the chrome gives it the chunk).
  'DocItem/TOC/Mobile': { file: 'theme/TOC/Mobile.tsx', exportName: 'TOCMobile', in: ['theme/DocItem/Layout/index.tsx'] },
  // The parts whose output is `<Head>` tags (issue 43, i43h), drawn where theme-classic draws them,
  // only in a bundle for a site that swizzles one (`__CHROME_HEAD_PARTS__`): empty places, as this
  // theme writes those tags itself, so a wrapper's `@theme-original` adds none twice (a post's
  // JSON-LD is the prerenderer's unless the site's swizzle replaces it without drawing its original).
  SiteMetadata: { file: 'theme/HeadParts/index.tsx', exportName: 'SiteMetadata' },
  SearchMetadata: { file: 'theme/HeadParts/index.tsx', exportName: 'SearchMetadata', props: 'same' },
  'DocItem/Metadata': { file: 'theme/HeadParts/index.tsx', exportName: 'DocItemMetadata' },
  'BlogPostPage/StructuredData': { file: 'theme/HeadParts/index.tsx', exportName: 'BlogPostStructuredData' },
  'BlogListPage/StructuredData': { file: 'theme/HeadParts/index.tsx', exportName: 'BlogListStructuredData', props: 'blogListStructuredData' },
  'DocBreadcrumbs/StructuredData': { file: 'theme/HeadParts/index.tsx', exportName: 'BreadcrumbsStructuredData', props: 'docBreadcrumbsStructuredData' },
  // Issue 43: theme-classic's `NavbarItem/NavbarNavLink`, which `DefaultNavbarItem/Desktop` draws for
  // a link of the bar and each dropdown's item and `DefaultNavbarItem/Mobile` for a link of the mobile
  // menu: the innermost name of those links (the bar's link listed after `DefaultNavbarItem` and its
  // `Desktop`, so a site swizzling those too draws this inside them; a dropdown's and the menu's
  // anchor inside its `<li>`), given the link's props.
  'NavbarItem/NavbarNavLink': { file: 'theme/NavbarItem/Default.tsx', exportName: 'DefaultNavbarItem', props: 'useNavbarNavLink' },
  'NavbarItem/NavbarNavLink:dropdown': {
    name: 'NavbarItem/NavbarNavLink',
    file: 'theme/NavbarDropdown/EntryLink.tsx',
    exportName: 'NavbarDropdownLink',
    props: 'navbarDropdownNavLink',
  },
  'NavbarItem/NavbarNavLink:mobile': {
    name: 'NavbarItem/NavbarNavLink',
    file: 'theme/MobileSidebar/MenuLink.tsx',
    exportName: 'MobileMenuLink',
    props: 'mobileNavbarNavLink',
  },
};

/**
 * i43e: compatibility modules (relative to `docusaurus/client/theme/`) that draw a part of the chrome
 * by its module, as theme-classic's component draws it by `@theme/<Name>`: their imports of the
 * chrome's modules resolve as the chrome's own, so a slot the site fills there is the site's
 * component. `DocRoot/Layout/Sidebar` draws `DocSidebar` (theme-classic imports `@theme/DocSidebar`).
 */
export const COMPAT_CHROME_DRAWERS: readonly string[] = ['DocRoot/Layout/Sidebar.tsx'];

/** The `@theme/<Name>` a slot of the registry is (`ChromeSlot.name`, else its key). */
export const slotName = (key: string, slot: ChromeSlot): string => slot.name ?? key;

/**
 * Parts this theme's chrome draws inside a larger module, not as modules of their own (a module
 * each would add its bytes to every site's first visit): for a site that swizzles one of `parts`,
 * the chrome's import of `file` (relative to `web/`) is `module` instead (relative to
 * `docusaurus/client/theme/`), the compatibility layer's drawing of the larger part with the same
 * exports and props, which draws those parts through their `@theme/<Name>`: the site's where it
 * swizzles them, else the compatibility layer's. A slot the site fills at `file` wins over it.
 */
export interface ChromeComposition {
  module: string;
  parts: readonly string[];
  /**
   * The composition draws the chrome module's other parts with the chrome's own modules (relative
   * imports of `web/`): those imports resolve as the chrome module's own, so a slot the site fills
   * there (a `NavbarItem` inside `Navbar/Content`) is drawn inside the composition too.
   */
  chrome?: boolean;
}

export const CHROME_COMPOSITIONS: Readonly<Record<string, ChromeComposition>> = {
  // i43e: a navbar item of the site's own type (`custom-*`), in the bar and the mobile menu, drawn by
  // the component the site's `NavbarItem/ComponentTypes` registers for it.
  'theme/NavbarItem/Custom.tsx': { module: 'composed/CustomNavbarItem.tsx', parts: ['NavbarItem/ComponentTypes'] },
  // Both links of the docs', a post's and the blog list's paginator.
  'theme/Paginator/index.tsx': { module: 'composed/Paginator.tsx', parts: ['PaginatorNavLink'] },
  // The doc's footer as theme-classic's `DocItem/Footer` draws it: `TagsListInline` and `EditMetaRow`
  // (`EditThisPage` and `LastUpdated`).
  'theme/DocItem/Footer/index.tsx': { module: 'composed/DocItemFooter.tsx', parts: ['EditThisPage', 'EditMetaRow'] },
  // A post's footer as theme-classic's `BlogPostItem/Footer` draws it: `TagsListInline` and `EditMetaRow`.
  'theme/BlogPostItem/Footer.tsx': { module: 'composed/BlogPostItemFooter.tsx', parts: ['EditThisPage', 'EditMetaRow'] },
  // A Markdown page's edit row, theme-classic's `MDXPage` drawing `EditMetaRow` below the content.
  'pages/PageEditMetaRow.tsx': { module: 'composed/PageEditMetaRow.tsx', parts: ['EditThisPage', 'EditMetaRow'] },
  // The doc's breadcrumbs, their first item `DocBreadcrumbs/Items/Home` as theme-classic's `DocBreadcrumbs` draws it.
  'theme/Breadcrumbs/index.tsx': { module: 'composed/Breadcrumbs.tsx', parts: ['DocBreadcrumbs/Items/Home'] },
  // Each tag of a tag row (`TagsListInline` draws `Tag`), the blog list's excerpts' too.
  'theme/TagList/index.tsx': { module: 'composed/TagList.tsx', parts: ['Tag'] },
  // The frame inside theme-classic's `Layout/Provider` (issue 43, i43c): a site's wrapper adds its providers around it.
  'theme/Layout/Frame.tsx': { module: 'composed/LayoutFrame.tsx', parts: ['Layout/Provider'] },
  // Markdown's code blocks (issue 43, i43c): drawn through theme-classic 3.10's parts, from
  // `CodeBlock/Content/String` down to each line's tokens (rebuilt from the build's highlighting) and
  // the buttons' icons, for a site that swizzles one of them.
  'theme/CodeBlock/index.tsx': {
    module: 'composed/CodeBlock.tsx',
    parts: [
      'CodeBlock/Content/String',
      'CodeBlock/Layout',
      'CodeBlock/Container',
      'CodeBlock/Title',
      'CodeBlock/Content',
      'CodeBlock/Line',
      'CodeBlock/Line/Token',
      'CodeBlock/Buttons',
      'CodeBlock/Buttons/Button',
      'CodeBlock/Buttons/CopyButton',
      'CodeBlock/Buttons/WordWrapButton',
      'Icon/Copy',
      'Icon/Success',
      'Icon/WordWrap',
    ],
  },
  // The navbar's content with its search box drawn as theme-classic's `Navbar/Content` draws a search
  // item (task i43n): `NavbarItem/SearchNavbarItem`, which draws `SearchBar` inside `Navbar/Search`.
  'theme/Navbar/Content.tsx': { module: 'composed/NavbarContent.tsx', parts: ['NavbarItem/SearchNavbarItem', 'Navbar/Search'], chrome: true },
  // An author's social icons, each platform's `Icon/Socials/<Name>` as theme-classic's `Blog/Components/Author/Socials` draws it (i43b).
  'theme/AuthorSocials/SocialIcon.tsx': {
    module: 'composed/SocialIcon.tsx',
    parts: [
      'Icon/Socials/Bluesky',
      'Icon/Socials/Default',
      'Icon/Socials/Email',
      'Icon/Socials/GitHub',
      'Icon/Socials/Instagram',
      'Icon/Socials/LinkedIn',
      'Icon/Socials/Mastodon',
      'Icon/Socials/StackOverflow',
      'Icon/Socials/Threads',
      'Icon/Socials/Twitch',
      'Icon/Socials/Twitter',
      'Icon/Socials/X',
      'Icon/Socials/YouTube',
    ],
  },
  // The doc's frame (issue 43, i43d): the mobile table of contents as theme-classic's
  // `DocItem/TOC/Mobile` draws it (`TOCCollapsible`, its `CollapseButton`), and the tables of
  // contents' lists as `TOCItems` draws them (`TOCItems/Tree`).
  'theme/TOC/Mobile.tsx': { module: 'composed/TOCMobile.tsx', parts: ['TOCCollapsible', 'TOCCollapsible/CollapseButton'] },
  'theme/TOC/Items.tsx': { module: 'composed/TOCItems.tsx', parts: ['TOCItems/Tree'] },
  // i43h: every Markdown body (a doc's, a post's, a list's posts', a Markdown page's) inside the
  // site's `MDXContent`, its MDX provider's components drawing the body (`composed/MdxContent.tsx`).
  'mdx/MdxContent.tsx': { module: 'composed/MdxContent.tsx', parts: ['MDXContent'] },
  // The doc route's wrappers, nested as Docusaurus nests its doc routes, and a category's generated
  // index page in the place of the doc (`DocRoot/Layout` draws the back-to-top button, then the
  // sidebar beside the main column). The chrome draws the compatibility layer's button itself
  // (web/theme/BackToTop); a site swizzling `BackToTopButton` gets its own through this drawing.
  'pages/DocPage.tsx': {
    module: 'composed/DocPage.tsx',
    parts: [
      'DocsRoot',
      'DocVersionRoot',
      'DocRoot',
      'DocRoot/Layout',
      'DocRoot/Layout/Main',
      'DocRoot/Layout/Sidebar',
      'DocCategoryGeneratedIndexPage',
      'BackToTopButton',
    ],
  },
};
