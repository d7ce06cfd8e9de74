import { rehypeMdHtml } from './plugins/md-html/index.js';
import type { WebpackTranslation } from '../../docusaurus/node/config/site-plugins/webpack-config.js';
import { markdownFormatOf, type MarkdownFormat } from '../config/markdown-format.js';
import { relative, sep } from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkComment from 'remark-comment';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import type { Root as MRoot } from 'mdast';
import { VFile } from 'vfile';
import type { HastRoot, TocItem } from '../../common/contract.js';
import { rewriteLegacySyntax, unclosedCommentLine } from './plugins/legacy-syntax/index.js';
import { remarkAdmonitions } from './plugins/admonitions/index.js';
import { remarkUnknownDirectives } from './plugins/unknown-directives/index.js';
import { remarkEmojiShortcodes } from './plugins/emoji/index.js';
import { remarkHeadingIds } from './plugins/heading-ids/index.js';
import { flattenToc, remarkToc, type FlatTocItem } from './plugins/toc/index.js';
import { remarkTruncate } from './plugins/truncate/index.js';
import { remarkCodeBlocks, type CollectedCodeBlock } from './plugins/code-blocks/index.js';
import type { CodeThemes } from './plugins/code-blocks/themes.js';
import { remarkJsxComponents } from './plugins/jsx-components/index.js';
import { rehypeElementOverrides } from './plugins/element-overrides/index.js';
import type { LocalComponentEntry } from './plugins/jsx-components/local.js';
import { NO_MARKDOWN_PLUGINS, type MarkdownPlugins } from '../../docusaurus/node/config/markdown-plugins.js';
import { remarkLinks, type CollectedLink, type LinkResolver } from './plugins/links/index.js';
import { partialCycle, readPartial } from './plugins/partials/index.js';
import type { CompileMarkdown } from './plugins/jsx-components/markdown.js';
import { remarkImages, type ImageAsset } from './plugins/images/index.js';
import { remarkFileLinks } from './plugins/file-links/index.js';
import type { ResizedImage } from './plugins/images/resized.js';
import type { IdealImageOptions } from './plugins/images/widths.js';
import type { MarkdownCompileOptions } from '../config/markdown-options.js';
import { toHastJson } from './hast-json.js';
import { scopeJsxProps, withJsxPropsScope } from './jsx-props-scope.js';
import { evaluatedHandlers } from './evaluate/evaluated-node.js';
import type { SiteData } from './evaluate/index.js';
import type { SourceMessage } from './errors.js';
import { analyse, type ContentAnalysis } from './analyse.js';
import { mdxAcorn, remarkLargeLiterals } from './acorn/index.js';
import { remarkEmailAutolinksOnNeed } from './plugins/email-autolinks/index.js';

/**
 * The one place that lists the plugin order. Order matters:
 * 1. legacy-syntax (text): `{#id}` and `:::tip Title` are rewritten before MDX parses.
 * 2. parse: markdown + MDX, then HTML comments (remark-comment must follow MDX), GFM, directives.
 * 3. truncate first, so comments are gone before anything else walks the tree.
 * 4. admonitions, then unknown directives back to text.
 * 5. heading ids, emoji shortcodes (after the ids, as in Docusaurus), then the TOC; the TOC must exist before JSX props may read `toc`.
 * 6. images (static/ or copied with hashed names), links (resolved to routes), code blocks (Shiki), then the file's JavaScript
 *    evaluated at build time (jsx-components, evaluate/): expressions and components become HAST.
 * 7. remark-rehype, keeping component elements; the site's rehype plugins; then the site's MDXComponents'
 *    replacements of HTML elements (element-overrides), on the finished tree as Docusaurus's MDX provider
 *    sees it; then the HAST → JSON step.
 */
export interface CompileOptions {
  /** Path shown in messages, relative to the content root. */
  filePath: string;
  frontMatter: Record<string, unknown>;
  resolveLink: LinkResolver;
  /** 1-based line of the body's first line in the file, so messages point at the file. */
  lineOffset?: number;
  /** Absolute path of the file and the content root, for imports of the site's own files. */
  absolutePath?: string;
  contentRoot?: string;
  /** The route the file is published at, and the docs and site config the Docusaurus hooks read. */
  route?: string;
  siteData?: SiteData;
  /** `md`: CommonMark without JSX/ESM, its HTML rendered (Docusaurus's `markdown.format`). Default `mdx`. */
  format?: MarkdownFormat;
  /** The site's static folders, in order (`/img/x.png` resolves against them); `static/` when unset. */
  staticDirs?: string[];
  /** Shiki themes for code blocks; this project's GitHub themes when unset. */
  codeThemes?: CodeThemes;
  /** `@docusaurus/plugin-ideal-image`'s resizing options; unset, ideal images keep their own size. */
  idealImage?: IdealImageOptions;
  /** The site's own remark and rehype plugins for this page's content plugin. */
  markdownPlugins?: MarkdownPlugins;
  /** The `:::keyword` containers that are admonitions (the content plugin's `admonitions` option); Docusaurus's default ones when unset. */
  admonitionKeywords?: readonly string[];
  /** Docusaurus's `markdown.emoji`, `anchors.maintainCase` and `hooks` (defaults: emoji on, ids lower-cased, a missing image an error). */
  markdown?: MarkdownCompileOptions;
  /** Count the source's words for the reading time (`analysis.sourceWords`; 0 otherwise). */
  readingTime?: boolean;
  /** For a Markdown file another one imports: the element's props (`props` in its expressions). */
  props?: Record<string, unknown>;
  /** The files whose compile led to this one (the page first): a partial met again is a cycle. */
  importedBy?: string[];
  /** The site plugins' theme folders (`getThemePath`), highest priority first, layered under the site's `src/theme`. */
  themeFolders?: string[];
  /** The site's SVGR options (`@docusaurus/plugin-svgr`'s `svgrConfig`) for SVG files its components import; unset: Docusaurus's defaults. */
  svgrConfig?: Record<string, unknown>;
  /** What the site's plugins' `configureWebpack` asked for that applies in Node: aliases and defined constants. */
  webpack?: WebpackTranslation;
}

export interface CompiledMdx {
  body: HastRoot;
  excerpt: HastRoot | null;
  toc: TocItem[];
  links: CollectedLink[];
  codeBlocks: CollectedCodeBlock[];
  messages: SourceMessage[];
  analysis: ContentAnalysis;
  /** Components from the site's own files (and extracted from MDX) that the body references. */
  localComponents: Record<string, LocalComponentEntry>;
  /** Image files next to the content, to copy under hashed names. */
  images: ImageAsset[];
  /** Ideal images at each width, for the emit step to make. */
  resizedImages: ResizedImage[];
  /** The page read other docs' titles (`useDocsVersion`, ...): it is recompiled when they change. */
  usesDocsData: boolean;
  /** Site files (components, data) the page's JavaScript loaded: editing one recompiles the page. */
  dependencies: string[];
  /** Stylesheets the page imports (absolute paths): bundled with the site's CSS, as Docusaurus bundles them. */
  stylesheets: string[];
}

function mdxParser() {
  return (
    unified()
      .use(remarkParse)
      .use(remarkMdx, { acorn: mdxAcorn })
      .use(remarkComment, { ast: true } as never)
      .use(remarkGfm)
      .use(remarkDirective)
      // E-mail autolink literals tried only where the text could hold one (plugins/email-autolinks).
      .use(remarkEmailAutolinksOnNeed)
      // Large literal props in one pass, not one per brace (acorn/hidden-braces.ts).
      .use(remarkLargeLiterals)
  );
}

/** `mdx` (the default) or CommonMark without JSX/ESM (`md`), as `config/markdown-format.ts` decides. */
export function createParser(format: MarkdownFormat = 'mdx') {
  // Both parse Markdown into mdast; the MDX node types are simply absent from an `md` tree.
  if (format === 'md')
    return unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(remarkEmailAutolinksOnNeed) as unknown as ReturnType<typeof mdxParser>;
  return mdxParser();
}

function createProcessor(options: CompileOptions) {
  const md = options.format === 'md';
  const site = options.markdownPlugins ?? NO_MARKDOWN_PLUGINS;
  const markdown = options.markdown ?? {};
  // The site's plugins run where Docusaurus's MDX loader runs them: `beforeDefault…` before its own
  // (partials are part of the text the loader reads), the others after them, so a plugin sees
  // admonitions, heading ids, resolved images and links; code blocks and components it adds are
  // highlighted and evaluated like the page's own.
  const processor = createParser(options.format)
    .use(site.beforeDefaultRemarkPlugins)
    .use(remarkTruncate)
    .use(remarkAdmonitions, { keywords: options.admonitionKeywords })
    .use(remarkUnknownDirectives, { admonitions: options.admonitionKeywords })
    .use(remarkHeadingIds, { maintainCase: markdown.maintainCase === true })
    .use(markdown.emoji === false ? [] : [remarkEmojiShortcodes])
    .use(remarkToc, {
      absolutePath: options.absolutePath,
      contentRoot: options.contentRoot,
      partials: (path) => partialToc(path, options, importChain(options)),
    })
    .use(remarkImages, {
      absolutePath: options.absolutePath,
      contentRoot: options.contentRoot,
      staticDirs: options.staticDirs,
      idealImage: options.idealImage,
      onBroken: markdown.onBrokenImages,
    })
    .use(remarkFileLinks, { absolutePath: options.absolutePath, contentRoot: options.contentRoot, staticDirs: options.staticDirs })
    .use(remarkLinks, { resolve: options.resolveLink, filePath: options.filePath, pageFilePath: partialPageFile(options), onBroken: markdown.onBrokenLinks })
    .use(site.remarkPlugins)
    .use(remarkCodeBlocks, { themes: options.codeThemes })
    .use(remarkJsxComponents, {
      absolutePath: options.absolutePath,
      contentRoot: options.contentRoot,
      filePath: options.filePath,
      route: options.route,
      siteData: options.siteData,
      themeFolders: options.themeFolders,
      svgrConfig: options.svgrConfig,
      webpack: options.webpack,
      staticDirs: options.staticDirs,
      props: options.props,
      compileMarkdown: (path, props) => compileImportedMarkdown(path, props, options),
    })
    .use(remarkRehype, { allowDangerousHtml: md, handlers: evaluatedHandlers });
  return (md ? processor.use(rehypeMdHtml) : processor).use(site.beforeDefaultRehypePlugins).use(site.rehypePlugins).use(rehypeElementOverrides, {
    absolutePath: options.absolutePath,
    contentRoot: options.contentRoot,
    route: options.route,
    siteData: options.siteData,
    themeFolders: options.themeFolders,
    frontMatter: options.frontMatter,
  });
}

function importChain(options: CompileOptions): string[] {
  return options.importedBy ?? (options.absolutePath ? [options.absolutePath] : []);
}

/** For a partial, the file of the page that renders it, relative to the content root as `filePath` is. */
function partialPageFile(options: CompileOptions): string | undefined {
  const page = options.importedBy?.[0];
  return page && options.contentRoot ? relative(options.contentRoot, page).split(sep).join('/') : undefined;
}

/**
 * A Markdown file the page (or a component it renders) imports, compiled as a module of its own,
 * as Docusaurus's MDX loader compiles each file: its imports, exports and expressions in its own
 * scope with the element's `props`, its links and images resolved from its own folder.
 */
const compileImportedMarkdown: (path: string, props: Record<string, unknown>, options: CompileOptions) => ReturnType<CompileMarkdown> = async (
  path,
  props,
  options,
) => {
  const chain = importChain(options);
  const filePath = options.contentRoot ? relative(options.contentRoot, path).split(sep).join('/') : path;
  const cycle = partialCycle(chain, path, filePath);
  if (cycle) return cycle;
  const { body, data, bodyLine } = readPartial(path);
  return compileMdx(body, {
    ...options,
    filePath,
    absolutePath: path,
    frontMatter: data,
    lineOffset: bodyLine,
    format: markdownFormatOf(path, data.format, options.format),
    props,
    importedBy: [...chain, path],
    readingTime: false,
  });
};

/** An imported Markdown file's headings for the importing page's TOC, found by the same steps that give them their ids. */
function partialToc(path: string, options: CompileOptions, chain: string[]): FlatTocItem[] {
  if (partialCycle(chain, path)) return []; // reported by the compile
  const { body, data } = readPartial(path);
  const format = markdownFormatOf(path, data.format, options.format);
  const tree = createParser(format).parse(rewriteLegacySyntax(body, { md: format === 'md' }));
  const file = new VFile();
  unified()
    .use(remarkHeadingIds, { maintainCase: options.markdown?.maintainCase === true })
    .use(remarkToc, { absolutePath: path, contentRoot: options.contentRoot, partials: (p) => partialToc(p, options, [...chain, path]) })
    .runSync(tree, file);
  return flattenToc((file.data.toc as TocItem[] | undefined) ?? []);
}

export async function compileMdx(source: string, options: CompileOptions): Promise<CompiledMdx> {
  const offset = (options.lineOffset ?? 1) - 1;
  // The file's absolute path, as Docusaurus's loader gives plugins (a site plugin may read it).
  const file = new VFile({ path: options.absolutePath ?? options.filePath, value: rewriteLegacySyntax(source, { md: options.format === 'md' }) });
  file.data.frontMatter = options.frontMatter;
  const processor = createProcessor(options);
  let mdast: MRoot;
  try {
    mdast = processor.parse(file);
  } catch (error) {
    const comment = unclosedCommentLine(source);
    if (comment !== null)
      return failed([{ line: comment + offset, column: 1, message: 'HTML comment `<!--` is never closed: end it with `-->`', severity: 'error' }]);
    const { line, column, reason } = errorPlace(error);
    return failed([{ line: line + offset, column, message: reason, severity: 'error' }]);
  }
  // An admonition never closed runs to the end of the file, as in Docusaurus, which says nothing.
  let hast: Awaited<ReturnType<typeof processor.run>>;
  try {
    hast = await processor.run(mdast, file);
  } catch (error) {
    // A plugin threw (the site's own remark/rehype plugins may): an error of this file, at the
    // place the plugin named, and the build goes on to report the others.
    const { line, column, reason } = errorPlace(error);
    return failed([{ line: line + offset, column, message: `a Markdown plugin failed on this file: ${reason}`, severity: 'error' }]);
  }
  const split = toHastJson(hast);
  const body = scopeJsxProps(split.body);
  const excerpt = split.excerpt && scopeJsxProps(split.excerpt);
  const messages = ((file.data.messages as SourceMessage[] | undefined) ?? []).map((m) => ({ ...m, line: m.line + offset }));
  const links = ((file.data.links as CollectedLink[] | undefined) ?? []).map((l) => ({ ...l, line: l.line + offset }));
  const codeBlocks = ((file.data.codeBlocks as CollectedCodeBlock[] | undefined) ?? []).map((c) => ({ ...c, line: c.line + offset }));
  return {
    body,
    excerpt: file.data.truncated ? excerpt : null,
    toc: (file.data.toc as TocItem[] | undefined) ?? [],
    links,
    codeBlocks,
    messages,
    analysis: analyse(mdast, options.readingTime ? source : ''),
    localComponents: withJsxPropsScope((file.data.localComponents as Record<string, LocalComponentEntry> | undefined) ?? {}, body, excerpt),
    images: (file.data.images as ImageAsset[] | undefined) ?? [],
    resizedImages: (file.data.resizedImages as ResizedImage[] | undefined) ?? [],
    usesDocsData: file.data.usesDocsData === true,
    dependencies: [...new Set([...((file.data.partials as string[] | undefined) ?? []), ...((file.data.dependencies as string[] | undefined) ?? [])])],
    stylesheets: [...new Set((file.data.stylesheets as string[] | undefined) ?? [])],
  };
}

/** Where an error of the MDX parser or of a plugin (a VFileMessage, or an Error) points in the body, and its one-line reason. */
function errorPlace(error: unknown): { line: number; column: number; reason: string } {
  const e = error as {
    place?: { line: number; column: number } | { start: { line: number; column: number } };
    line?: number;
    column?: number;
    reason?: string;
    message?: string;
  };
  const raw = oneLine(e.reason ?? (error instanceof Error ? error.message : String(error)));
  // Some MDX errors carry their position only in the reason, as "(4:1-4:6)", relative to the body.
  const inReason = /\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(raw);
  const start =
    e.place && 'start' in e.place
      ? e.place.start
      : (e.place ?? (e.line ? { line: e.line, column: e.column ?? 1 } : inReason ? { line: Number(inReason[1]), column: Number(inReason[2]) } : undefined));
  return { line: start?.line ?? 1, column: start?.column ?? 1, reason: raw.replace(/\s*\(\d+:\d+(?:-\d+:\d+)?\)$/, '') };
}

function failed(messages: SourceMessage[]): CompiledMdx {
  return {
    body: { type: 'root', children: [] },
    excerpt: null,
    toc: [],
    links: [],
    codeBlocks: [],
    messages,
    analysis: { proseWords: 0, sourceWords: 0, headings: [], firstHeading: null },
    localComponents: {},
    images: [],
    resizedImages: [],
    usesDocsData: false,
    dependencies: [],
    stylesheets: [],
  };
}

function oneLine(text: string): string {
  return text.split('\n')[0]!.trim();
}
