import { describe, expect, it } from 'vitest';
import { compatThemeComponents } from '../theme-names';

/** The `@theme/*` names of Docusaurus's classic theme that sites import (issue 43, part 3). */
const REQUIRED = [
  'CodeBlock',
  'CodeInline',
  'Tabs',
  'TabItem',
  'Admonition',
  'Admonition/Types',
  'Admonition/Icon/Note',
  'Admonition/Icon/Tip',
  'Admonition/Icon/Info',
  'Admonition/Icon/Warning',
  'Admonition/Icon/Danger',
  'Details',
  'Heading',
  'MDXComponents',
  'MDXComponents/A',
  'MDXComponents/Code',
  'MDXComponents/Pre',
  'MDXComponents/Img',
  'MDXComponents/Ul',
  'MDXComponents/Li',
  'MDXContent',
  'Layout',
  'Navbar',
  'Navbar/Layout',
  'Navbar/Content',
  'Navbar/Logo',
  'NavbarItem',
  'NavbarItem/DefaultNavbarItem',
  'NavbarItem/DropdownNavbarItem',
  'NavbarItem/ComponentTypes',
  'Footer',
  'Footer/Layout',
  'Footer/Links',
  'Footer/Logo',
  'Footer/Copyright',
  'DocItem/Footer',
  'DocItem/Paginator',
  'DocVersionBanner',
  'DocCard',
  'DocCardList',
  'BlogPostItem/Container',
  'BlogSidebar',
  'Blog/Components/Author',
  'LastUpdated',
  'EditThisPage',
  'TagsListInline',
  'Tag',
  'Icon/ExternalLink',
  'Icon/Home',
  'ThemedImage',
  'IdealImage',
  'Mermaid',
  'NotFound',
  'SearchBar',
  'ColorModeToggle',
  'Logo',
];

describe("the compatibility layer's theme folder (docusaurus/client/theme)", () => {
  it('provides every @theme/* name sites import, and nothing that is not a theme name', () => {
    const names = [...compatThemeComponents().keys()];
    expect(REQUIRED.filter((name) => !names.includes(name))).toEqual([]);
    expect(names.filter((name) => !/^[A-Z]\w*(?:\/[A-Z]\w*)*$/.test(name))).toEqual([]);
  });
});
