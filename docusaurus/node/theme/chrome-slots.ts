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
  file: string;
  exportName: string;
  in?: readonly string[];
  props?: string;
}

export const CHROME_SLOTS: Readonly<Record<string, ChromeSlot>> = {
  Navbar: { file: 'theme/Navbar/index.tsx', exportName: 'Navbar' },
  'Navbar/Content': { file: 'theme/Navbar/Content.tsx', exportName: 'NavbarContent' },
  'Navbar/Logo': { file: 'theme/Navbar/Logo.tsx', exportName: 'NavbarBrand' },
  NavbarItem: { file: 'theme/NavbarItem/index.tsx', exportName: 'NavbarItem', props: 'navbarItem' },
  ColorModeToggle: { file: 'theme/ColorModeToggle/index.tsx', exportName: 'ColorModeToggle' },
  SearchBar: { file: 'theme/SearchBar/index.tsx', exportName: 'SearchBar' },
  Footer: { file: 'theme/Footer/index.tsx', exportName: 'Footer' },
  DocSidebar: { file: 'theme/DocSidebar/index.tsx', exportName: 'DocSidebar', props: 'docSidebar' },
  'DocItem/Layout': { file: 'theme/DocItem/Layout/index.tsx', exportName: 'DocItemLayout', props: 'docItemLayout' },
  'DocItem/TOC/Desktop': { file: 'theme/TOC/index.tsx', exportName: 'TOC', in: ['theme/DocItem/Layout/index.tsx'] },
  'DocItem/Paginator': { file: 'theme/Paginator/index.tsx', exportName: 'Paginator', in: ['theme/DocItem/Layout/index.tsx'] },
  'DocItem/Footer': { file: 'theme/DocItem/Footer/index.tsx', exportName: 'DocItemFooter' },
  TOC: { file: 'theme/TOC/index.tsx', exportName: 'TOC', props: 'toc' },
  BlogSidebar: { file: 'theme/BlogSidebar/index.tsx', exportName: 'BlogSidebar', props: 'blogSidebar' },
  BlogPostItem: { file: 'theme/BlogPostItem/index.tsx', exportName: 'BlogPostItem', props: 'blogPostBody' },
  'BlogPostItem/Header': { file: 'theme/BlogPostItem/Header.tsx', exportName: 'BlogPostItemHeader' },
  'BlogPostItem/Header/Title': { file: 'theme/BlogPostItem/Title.tsx', exportName: 'BlogPostItemTitle' },
  'BlogPostItem/Content': { file: 'theme/BlogPostItem/Content.tsx', exportName: 'BlogPostItemContent', props: 'blogPostBody' },
  'BlogPostItem/Footer': { file: 'theme/BlogPostItem/Footer.tsx', exportName: 'BlogPostItemFooter' },
  'Icon/ExternalLink': { file: 'theme/ExternalIcon/index.tsx', exportName: 'ExternalIcon', props: 'icon' },
  'Icon/Close': { file: 'theme/CloseIcon/index.tsx', exportName: 'CloseIcon', props: 'icon' },
  NotFound: { file: 'theme/NotFound/index.tsx', exportName: 'NotFound' },
  Admonition: { file: 'theme/Admonition/index.tsx', exportName: 'Admonition', props: 'same' },
};
