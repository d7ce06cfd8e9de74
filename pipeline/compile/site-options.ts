/**
 * The site options each document's compile reads, made once for the build and dev mode alike
 * (they differ only where Docusaurus's dev server differs: ideal images keep their own size in dev
 * unless `disableInDev: false`). They are part of the build cache's key.
 */
import type { SourceDocument } from '../content/collect.js';
import { admonitionKeywordsOf, markdownPluginsOf, sectionOfFile, type ContentLayout } from '../../docusaurus/node/config/layout.js';
import { staticDirsOf } from '../config/static-dirs.js';
import type { SiteConfig } from '../site-config.js';
import type { CompileSiteOptions } from './entry.js';
import { themeFoldersByPriority } from '../../docusaurus/node/config/site-plugins/run.js';

export type CompileMode = 'build' | 'dev';

/** The options for one document: the site's, a post's truncate marker and reading time, its section's remark/rehype plugins and admonition keywords. */
export function compileOptionsOf(contentRoot: string, site: SiteConfig | null | undefined, layout: ContentLayout | null, mode: CompileMode) {
  const ofSection = sectionOptionsOf(siteOptionsOf(contentRoot, site, mode), layout);
  return (source: SourceDocument): CompileSiteOptions => {
    const post = source.kind === 'post' ? { truncateMarker: layout?.blog?.truncateMarker, readingTime: true } : {};
    return { ...ofSection(source.section), ...post };
  };
}

/**
 * The options of a Markdown file that code imports (a React page, a component the browser runs),
 * as Docusaurus's MDX loaders compile it: the loader of the content plugin whose folder holds the
 * file (its remark/rehype plugins and admonition keywords), else the fallback loader (the site's
 * Markdown options, no content plugin's plugins, Docusaurus's admonition keywords).
 */
export function importedMarkdownOptionsOf(contentRoot: string, site: SiteConfig | null | undefined, layout: ContentLayout | null, mode: CompileMode) {
  const shared = siteOptionsOf(contentRoot, site, mode);
  const ofSection = sectionOptionsOf(shared, layout);
  return (file: string): CompileSiteOptions => {
    const section = layout ? sectionOfFile(layout, file) : null;
    return section === null ? shared : ofSection(section);
  };
}

/** The options every Markdown file of the site compiles with, whichever plugin's it is. */
function siteOptionsOf(contentRoot: string, site: SiteConfig | null | undefined, mode: CompileMode): CompileSiteOptions {
  const shared: CompileSiteOptions = {
    markdownFormat: site?.markdownFormat,
    staticDirs: staticDirsOf(contentRoot, site),
    codeThemes: site?.codeThemes,
    idealImage: mode === 'build' || site?.idealImage?.disableInDev === false ? site?.idealImage : undefined,
    markdown: site?.markdownOptions,
  };
  // Components a site plugin's theme folder gives are `@theme/*` in Markdown too, as in the client bundle.
  const themeFolders = themeFoldersByPriority(site?.sitePlugins);
  if (themeFolders.length > 0) shared.themeFolders = themeFolders;
  // The site's own SVGR options, for SVG files a component imports while Markdown renders, as the browser bundle has them.
  if (site?.svgr && Object.keys(site.svgr.svgrConfig).length > 0) shared.svgrConfig = site.svgr.svgrConfig;
  // The site's plugins' webpack aliases and constants, for what Markdown's components import while it renders.
  const webpack = site?.sitePlugins?.webpack;
  if (webpack && (webpack.aliases.length > 0 || Object.keys(webpack.define).length > 0)) shared.webpack = webpack;
  return shared;
}

/** The site's options with a section's own: its content plugin's remark/rehype plugins and admonition keywords. */
function sectionOptionsOf(shared: CompileSiteOptions, layout: ContentLayout | null) {
  return (section: string): CompileSiteOptions => {
    const markdownPlugins = layout ? markdownPluginsOf(layout, section) : undefined;
    const admonitionKeywords = layout ? admonitionKeywordsOf(layout, section) : undefined;
    return { ...shared, ...(markdownPlugins ? { markdownPlugins } : {}), ...(admonitionKeywords ? { admonitionKeywords } : {}) };
  };
}
