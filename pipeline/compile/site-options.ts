/**
 * The site options each document's compile reads, made once for the build and dev mode alike
 * (they differ only where Docusaurus's dev server differs: ideal images keep their own size in dev
 * unless `disableInDev: false`). They are part of the build cache's key.
 */
import type { SourceDocument } from '../content/collect.js';
import { admonitionKeywordsOf, markdownPluginsOf, type ContentLayout } from '../../docusaurus/node/config/layout.js';
import { staticDirsOf } from '../config/static-dirs.js';
import type { SiteConfig } from '../site-config.js';
import type { CompileSiteOptions } from './entry.js';
import { themeFoldersByPriority } from '../../docusaurus/node/config/site-plugins/run.js';

export type CompileMode = 'build' | 'dev';

/** The options for one document: the site's, a post's truncate marker and reading time, its section's remark/rehype plugins and admonition keywords. */
export function compileOptionsOf(contentRoot: string, site: SiteConfig | null | undefined, layout: ContentLayout | null, mode: CompileMode) {
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
  return (source: SourceDocument): CompileSiteOptions => {
    const post = source.kind === 'post' ? { truncateMarker: layout?.blog?.truncateMarker, readingTime: true } : {};
    const markdownPlugins = layout ? markdownPluginsOf(layout, source.section) : undefined;
    const admonitionKeywords = layout ? admonitionKeywordsOf(layout, source.section) : undefined;
    return { ...shared, ...post, ...(markdownPlugins ? { markdownPlugins } : {}), ...(admonitionKeywords ? { admonitionKeywords } : {}) };
  };
}
