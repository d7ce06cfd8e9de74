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
import { markdownFormatOf } from '../config/markdown-format.js';
import type { LocalComponentEntry } from '../mdx/evaluate/local-component.js';
import { inFolder } from '../util/in-folder.js';
import { mdxSiteOptions, type CompileSiteOptions } from './entry.js';

export interface ImportedMarkdown {
  frontMatter: Record<string, unknown>;
  body: HastRoot;
  /** The site's components the file renders (registry key → module), which the file's module imports. */
  localComponents: Record<string, LocalComponentEntry>;
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
  // An image next to the file is copied into the output with the pages that import the file, which
  // the emit has written before the bundle reads this one.
  if (compiled.images.length > 0)
    errors.push(
      `${shown}:1:1: imported by code the browser runs, this Markdown file renders images next to it: import it from an MDX page or a component without state, effects or event handlers, which the build renders, or put the images in the site's static folder`,
    );
  return {
    frontMatter: data,
    body: compiled.body,
    localComponents: compiled.localComponents,
    errors,
    warnings: compiled.messages.filter((m) => m.severity === 'warning').map((m) => `${at(m)}: ${m.message}`),
  };
}
