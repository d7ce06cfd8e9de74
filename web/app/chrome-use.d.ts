// Whether the site's config draws these parts of the chrome; `define`d by the Vite config from
// pipeline/bundle/chrome-use.ts (true in dev mode and unit tests). Read where the part is drawn,
// so that a production bundle without it has no branch left to import its code.
declare const __CHROME_LOCALE_DROPDOWN__: boolean;
declare const __CHROME_VERSION_DROPDOWN__: boolean;
declare const __CHROME_ANNOUNCEMENT_BAR__: boolean;
declare const __CHROME_TITLE_FORMATTER__: boolean;
declare const __CHROME_UNLISTED__: boolean;
// A draft page's banner: only the dev server builds drafts, so only its bundle draws one.
declare const __CHROME_DRAFT__: boolean;
declare const __CHROME_SIDEBAR_HIDEABLE__: boolean;
declare const __CHROME_CUSTOM_ITEMS__: boolean;
declare const __CHROME_VERSION_LABEL__: boolean;
// The site swizzles NavbarItem/DocNavbarItem, DocSidebarNavbarItem or DocsVersionNavbarItem: doc items are drawn through those slots.
declare const __CHROME_DOC_ITEMS__: boolean;
// The site swizzles NavbarItem/DropdownNavbarItem (or /Desktop) and has a locale or version dropdown: the bar draws those through it.
declare const __CHROME_BAR_DROPDOWN_LISTS__: boolean;
// A locale or version dropdown has the config's dropdownItemsBefore or dropdownItemsAfter: the chrome draws them around its links.
declare const __CHROME_DROPDOWN_ITEMS_AROUND__: boolean;
declare const __CHROME_SYSTEM_COLOR_MODE__: boolean;
// A Docusaurus site: theme-classic's back-to-top button on its doc pages (dev mode too).
declare const __CHROME_BACK_TO_TOP__: boolean;
// A Docusaurus site: theme-classic's page classes on <html> (docusaurus/shared/page-class-names.ts), prerendered and on each navigation.
declare const __CHROME_PAGE_CLASSES__: boolean;
// The site swizzles a part theme-classic draws only for its `<Head>` tags (SiteMetadata, the StructuredData parts, ...).
declare const __CHROME_HEAD_PARTS__: boolean;
// A Docusaurus site whose stylesheets or scripts name theme-common's ThemeClassNames: the chrome draws them (docusaurus/shared/theme-class-names.ts).
declare const __CHROME_THEME_CLASSES__: boolean;
// A Markdown page has an edit link or a last update: the row theme-classic's MDXPage draws below it.
declare const __CHROME_PAGE_EDIT_META__: boolean;
// A page or post's last update names its author (a plugin's showLastUpdateAuthor): LastUpdated draws it.
declare const __CHROME_LAST_UPDATE_AUTHOR__: boolean;
