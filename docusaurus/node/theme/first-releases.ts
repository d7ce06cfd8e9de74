/**
 * The theme-classic release (`[major, minor, patch]`) that first ships each `@theme/<name>` newer
 * than 3.0. On Docusaurus, a site's `src/theme/<name>` replaces the theme's component only where
 * something imports `@theme/<name>`; a release before the name's first has no such component and
 * none of its parts imports it, so the site's file is unused there. This theme draws every name of
 * its latest release, so for a site on an older release such a swizzle is taken out
 * (`legacy-names.ts`, `releaseSwizzles`) and the site is told (`swizzle-coverage.ts`).
 *
 * Derived from the published `@docusaurus/theme-classic` packages: a name is a script under
 * `src/theme` (`X/index.tsx` and `X.tsx` are both `X`; `.d.ts` files and styles are not names),
 * compared between 3.0.0, 3.0.1, 3.1.0, 3.1.1, 3.2.0, 3.3.0, 3.4.0, 3.5.0, 3.5.2, 3.6.3, 3.7.0,
 * 3.8.0, 3.8.1, 3.9.0, 3.9.2, 3.10.0, 3.10.1 and 3.10.2. Each name's first release is the first of
 * those that has it, with the release before it the last one of its line (3.1.0 for 3.1.1, 3.4.0
 * for 3.5.0, 3.6.3 for 3.7.0, 3.7.0 for 3.8.0, 3.8.1 for 3.9.0, 3.9.2 for 3.10.0), or with no name
 * added between (3.2.0, 3.3.0 and 3.4.0 have the same names), so the first release is exact.
 * Names 3.0.0 already has are not here. `__tests__/first-releases.test.ts` re-reads the packages
 * where they are unpacked (`/tmp/tc/<version>/package`) and checks this table against them.
 */
export type Release = readonly [number, number, number];

export const FIRST_RELEASES: Readonly<Record<string, Release>> = {
  CodeInline: [3, 1, 0],
  // 3.1.1, not 3.1.0: the list item joined MDXComponents in the patch release.
  'MDXComponents/Li': [3, 1, 1],
  'BlogListPage/StructuredData': [3, 2, 0],
  'BlogPostPage/StructuredData': [3, 2, 0],
  EditMetaRow: [3, 2, 0],
  // 3.5: authors' pages and social links, the content-visibility banners (`Unlisted` left).
  'Blog/Components/Author': [3, 5, 0],
  'Blog/Components/Author/Socials': [3, 5, 0],
  'Blog/Pages/BlogAuthorsListPage': [3, 5, 0],
  'Blog/Pages/BlogAuthorsPostsPage': [3, 5, 0],
  'BlogSidebar/Content': [3, 5, 0],
  ContentVisibility: [3, 5, 0],
  'ContentVisibility/Draft': [3, 5, 0],
  'ContentVisibility/Unlisted': [3, 5, 0],
  'Icon/Socials/Default': [3, 5, 0],
  'Icon/Socials/GitHub': [3, 5, 0],
  'Icon/Socials/LinkedIn': [3, 5, 0],
  'Icon/Socials/StackOverflow': [3, 5, 0],
  'Icon/Socials/Twitter': [3, 5, 0],
  'Icon/Socials/X': [3, 5, 0],
  'Icon/Socials/Bluesky': [3, 7, 0],
  'Icon/Socials/Instagram': [3, 7, 0],
  'Icon/Socials/Mastodon': [3, 7, 0],
  'Icon/Socials/Threads': [3, 7, 0],
  'Icon/Socials/Twitch': [3, 7, 0],
  'Icon/Socials/YouTube': [3, 7, 0],
  // 3.8: the code block in parts (its buttons replacing `CodeBlock/CopyButton` and `WordWrapButton`),
  // the navbar items' desktop and mobile halves, the title formatter.
  'CodeBlock/Buttons': [3, 8, 0],
  'CodeBlock/Buttons/Button': [3, 8, 0],
  'CodeBlock/Buttons/CopyButton': [3, 8, 0],
  'CodeBlock/Buttons/WordWrapButton': [3, 8, 0],
  'CodeBlock/Content': [3, 8, 0],
  'CodeBlock/Layout': [3, 8, 0],
  'CodeBlock/Line/Token': [3, 8, 0],
  'CodeBlock/Title': [3, 8, 0],
  'DocBreadcrumbs/StructuredData': [3, 8, 0],
  'Icon/SystemColorMode': [3, 8, 0],
  'NavbarItem/DefaultNavbarItem/Desktop': [3, 8, 0],
  'NavbarItem/DefaultNavbarItem/Mobile': [3, 8, 0],
  'NavbarItem/DropdownNavbarItem/Desktop': [3, 8, 0],
  'NavbarItem/DropdownNavbarItem/Mobile': [3, 8, 0],
  ThemeProvider: [3, 8, 0],
  'ThemeProvider/TitleFormatter': [3, 8, 0],
  'Icon/Socials/Email': [3, 9, 0],
  // 3.10: the doc card in parts.
  'DocCard/Description': [3, 10, 0],
  'DocCard/Heading': [3, 10, 0],
  'DocCard/Heading/Icon': [3, 10, 0],
  'DocCard/Heading/Text': [3, 10, 0],
  'DocCard/Layout': [3, 10, 0],
};

/**
 * The names 3.0.0 has that a later release no longer ships (the first release without each, from
 * the same packages), and the part drawn in its place from then. Each is one of `LEGACY_NAMES`: a
 * site's file of it is drawn in that part's place on a release that still has it, and said unused
 * from its removal on, where nothing imports it (`__tests__/first-releases.test.ts` keeps the two
 * tables agreeing, and this one with the packages).
 */
export const REMOVED_NAMES: Readonly<Record<string, { removedIn: Release; instead: string }>> = {
  'BlogPostItem/Header/Author': { removedIn: [3, 5, 0], instead: 'Blog/Components/Author' },
  Unlisted: { removedIn: [3, 5, 0], instead: 'ContentVisibility/Unlisted' },
  'CodeBlock/CopyButton': { removedIn: [3, 8, 0], instead: 'CodeBlock/Buttons/CopyButton' },
  'CodeBlock/WordWrapButton': { removedIn: [3, 8, 0], instead: 'CodeBlock/Buttons/WordWrapButton' },
};

/**
 * Whether theme-classic `version` (`themeClassicVersion`: `3.4.0`, a range's lowest `3.4`, or a bare
 * major for its latest release) is `release` or later. A part it does not give is taken as its
 * latest (`3.4` is every 3.4.x), a prerelease's suffix is dropped (`3.7.0-canary-6197` is 3.7.0).
 */
export function releaseAtLeast(version: string, release: Release): boolean {
  const own = version.split('.').map((part) => Number.parseInt(part, 10));
  for (let i = 0; i < release.length; i++) {
    const part = Number.isNaN(own[i] ?? Number.NaN) ? Infinity : own[i]!;
    if (part !== release[i]) return part > release[i]!;
  }
  return true;
}

/** A release as its packages are numbered: `3.8.0`. */
export const releaseName = (release: Release): string => release.join('.');

/** The site's swizzled names (of `names`) that theme-classic `version` does not ship yet (`FIRST_RELEASES`), in the map's order. */
export const unshippedNames = (names: Iterable<string>, version: string): string[] =>
  [...names].filter((name) => name in FIRST_RELEASES && !releaseAtLeast(version, FIRST_RELEASES[name]!));
