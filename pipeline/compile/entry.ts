/** The compile of one document, shared by the build's compile pool (`batch.ts`) and dev mode. */
import type { WebpackTranslation } from '../../docusaurus/node/config/site-plugins/webpack-config.js';
import type { CompiledEntry } from '../model/entries.js';
import { applyTruncateMarker } from '../mdx/plugins/truncate/custom-marker.js';
import { markdownFormatOf, type MarkdownFormatOption } from '../config/markdown-format.js';
import type { MarkdownCompileOptions } from '../config/markdown-options.js';
import { join } from 'node:path';
import { inFolder } from '../util/in-folder.js';
import type { SourceDocument } from '../content/collect.js';
import type { LinkResolver } from '../mdx/plugins/links/index.js';
import type { SiteData } from '../mdx/evaluate/index.js';
import type { CodeThemes } from '../mdx/plugins/code-blocks/themes.js';
import type { IdealImageOptions } from '../mdx/plugins/images/widths.js';
import type { MarkdownPlugins } from '../../docusaurus/node/config/markdown-plugins.js';
import type { CompileOptions } from '../mdx/processor.js';

/** The site options a compile reads (part of the build cache's key). */
export interface CompileSiteOptions {
  markdownFormat?: MarkdownFormatOption;
  staticDirs?: string[];
  truncateMarker?: RegExp;
  /** Count the source's words for Docusaurus's reading time (blog posts only: it costs a pass over the text). */
  readingTime?: boolean;
  codeThemes?: CodeThemes;
  /** Ideal images' resizing options; unset (dev mode by default), they keep their own size. */
  idealImage?: IdealImageOptions;
  /** The remark and rehype plugins of the page's content plugin (its docs, blog or pages options). */
  markdownPlugins?: MarkdownPlugins;
  /** The `:::keyword` containers that are admonitions, when the page's content plugin sets its own (`admonitions`). */
  admonitionKeywords?: readonly string[];
  /** Docusaurus's `markdown.emoji`, `anchors.maintainCase` and `hooks`. */
  markdown?: MarkdownCompileOptions;
  /** The site plugins' theme folders (`getThemePath`), highest priority first: `@theme/*` after the site's `src/theme`. */
  themeFolders?: string[];
  /** The site's SVGR options (`@docusaurus/plugin-svgr`'s `svgrConfig`) for SVG files its components import; unset: Docusaurus's defaults. */
  svgrConfig?: Record<string, unknown>;
  /** What the site's plugins' `configureWebpack` asked for that applies in Node: aliases and defined constants. */
  webpack?: WebpackTranslation;
}

/** Compiles one doc or post; its title is the front-matter title, else its first heading. */
export async function compileEntry(
  source: SourceDocument,
  route: string,
  fallbackTitle: string,
  resolveLink: LinkResolver,
  contentRoot?: string,
  siteData?: SiteData,
  site: CompileSiteOptions = {},
): Promise<CompiledEntry> {
  const format = markdownFormatOf(source.path, source.frontMatter.format, site.markdownFormat);
  // The compiler (MDX, Shiki and the plugins) is loaded by the first compile: a build whose
  // documents all come from the build cache never pays for it.
  const { compileMdx } = await import('../mdx/processor.js');
  const compile = () =>
    compileMdx(applyTruncateMarker(source.body, site.truncateMarker, format), {
      ...mdxSiteOptions(site),
      format,
      filePath: source.path,
      frontMatter: source.frontMatter,
      resolveLink,
      lineOffset: source.bodyLine,
      route,
      siteData,
      // Imports of the site's own files (components, data, partials, images) resolve from here.
      ...(contentRoot ? { absolutePath: join(contentRoot, source.path), contentRoot } : {}),
    });
  // Docusaurus runs a site's plugins from the site folder; some read files relative to it.
  const compiled = site.markdownPlugins && contentRoot ? await inFolder(contentRoot, compile) : await compile();
  const title = typeof source.frontMatter.title === 'string' ? source.frontMatter.title : (compiled.analysis.firstHeading ?? fallbackTitle);
  return { source, route, compiled, title };
}

/** The site's options as the MDX compile takes them (`mdx/processor.ts`), each only where set. */
export function mdxSiteOptions(site: CompileSiteOptions): Partial<CompileOptions> {
  return {
    ...(site.staticDirs ? { staticDirs: site.staticDirs } : {}),
    ...(site.codeThemes ? { codeThemes: site.codeThemes } : {}),
    ...(site.idealImage ? { idealImage: site.idealImage } : {}),
    ...(site.markdownPlugins ? { markdownPlugins: site.markdownPlugins } : {}),
    ...(site.admonitionKeywords ? { admonitionKeywords: site.admonitionKeywords } : {}),
    ...(site.markdown ? { markdown: site.markdown } : {}),
    ...(site.readingTime ? { readingTime: true } : {}),
    ...(site.themeFolders ? { themeFolders: site.themeFolders } : {}),
    ...(site.svgrConfig ? { svgrConfig: site.svgrConfig } : {}),
    ...(site.webpack ? { webpack: site.webpack } : {}),
  };
}
