/**
 * A Markdown file that code the browser runs imports (a React page, a component with state):
 * Docusaurus's MDX loaders make any imported Markdown file a React component. Here the build
 * compiles it as it compiles a page (the same HAST, code highlighted, nothing evaluated in the
 * browser), with the options of the loader Docusaurus would use for it (`importedMarkdownOptionsOf`),
 * for the bundle's module of the file (`bundle/plugins/browser-markdown.ts`). The result crosses
 * from the build's process to the Vite child as JSON: the site's Markdown plugins are functions of
 * its config, which only the build's process has.
 */
import { relative, sep } from 'node:path';
import type { HastRoot } from '../../common/contract.js';
import type { ImageAsset } from '../mdx/plugins/images/index.js';
import { markdownFormatOf } from '../config/markdown-format.js';
import type { LocalComponentEntry } from '../mdx/evaluate/local-component.js';
import { inFolder } from '../util/in-folder.js';
import { mdxSiteOptions, type CompileSiteOptions } from './entry.js';

export interface ImportedMarkdown {
  frontMatter: Record<string, unknown>;
  body: HastRoot;
  /** The site's components the file renders (registry key → module), which the file's module imports. */
  localComponents: Record<string, LocalComponentEntry>;
  /**
   * The files next to it that it shows or links (images, downloads), once per path the tree names
   * one by (`to`; an image and a link to the same file have two): the file's module imports each
   * file, so the bundle publishes it and the tree gets the URL the bundle gives it, as webpack's
   * asset loaders do on Docusaurus.
   */
  files: ImageAsset[];
  /** `file:line:column: message`, the file relative to the working folder. */
  errors: string[];
  warnings: string[];
}

/** Compiles one imported Markdown file of the site in `siteDir` with the site options its loader has. */
export async function compileImportedMarkdown(file: string, siteDir: string, site: CompileSiteOptions): Promise<ImportedMarkdown> {
  const shown = relative(process.cwd(), file).split(sep).join('/');
  const { compileMdx } = await import('../mdx/processor.js');
  const { readPartial } = await import('../mdx/plugins/partials/index.js');
  const { body, data, bodyLine } = readPartial(file);
  const compile = () =>
    compileMdx(body, {
      ...mdxSiteOptions(site),
      // Resized ideal images are made by the emit, which has run before the bundle asks for this
      // file: such an image is published at its own size, as Docusaurus's loader does with the
      // plugin off (the box is still reserved with its width and height).
      idealImage: undefined,
      filePath: relative(siteDir, file).split(sep).join('/'),
      absolutePath: file,
      contentRoot: siteDir,
      frontMatter: data,
      lineOffset: bodyLine,
      format: markdownFormatOf(file, data.format, site.markdownFormat),
      // Site paths as written: the page that renders the file is what the links check reads.
      resolveLink: (url) => (url.startsWith('/') ? url : null),
      readingTime: false,
    });
  // Docusaurus runs a site's Markdown plugins from the site folder; some read files relative to it.
  const compiled = site.markdownPlugins ? await inFolder(siteDir, compile) : await compile();
  const at = (m: { line: number; column: number }) => `${shown}:${m.line}:${m.column}`;
  const errors = compiled.messages.filter((m) => m.severity === 'error').map((m) => `${at(m)}: ${m.message}`);
  return {
    frontMatter: data,
    body: compiled.body,
    localComponents: compiled.localComponents,
    files: [...new Map(compiled.images.map((image) => [image.to, image])).values()],
    errors,
    warnings: compiled.messages.filter((m) => m.severity === 'warning').map((m) => `${at(m)}: ${m.message}`),
  };
}
