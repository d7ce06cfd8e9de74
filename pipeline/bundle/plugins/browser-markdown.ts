import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import type { MarkdownFormatOption } from '../../config/markdown-format.js';

const MARKDOWN = /\.mdx?$/i;

/**
 * Markdown that code the browser runs imports (a React page, or a component with state that
 * renders `import Table from './_table.md'`): Docusaurus's MDX loader makes any imported Markdown
 * file a React component, in any module. Here the build compiles the file, as it compiles a page
 * (`mdx/processor.ts`: the same HAST, code highlighted, nothing evaluated in the browser), and the
 * module gives a component that renders that tree with the renderer of page bodies (`MdxContent`),
 * and the file's `frontMatter`. The site's own Markdown plugins are functions of its config and do
 * not reach the bundle; a file that renders components of its own, or images next to it, is one
 * clear error (those are compiled into the pages that import the file, not here).
 */
export function browserMarkdown(options: {
  siteDir: string;
  /** The module whose `importedMarkdown(tree)` gives the component (`web/mdx/imported-markdown.tsx`). */
  rendererModule: string;
  staticDirs?: string[];
  /** The site's `markdown.format` (Docusaurus's default `mdx`). */
  markdownFormat?: MarkdownFormatOption;
}): Plugin {
  const isSiteFile = (file: string) => file.startsWith(`${options.siteDir}${sep}`) && !file.includes(`${sep}node_modules${sep}`);
  return {
    name: 'browser-markdown',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0]!;
      if (id.startsWith('\0') || !MARKDOWN.test(file) || !isSiteFile(file)) return null;
      this.addWatchFile(file);
      const shown = relative(process.cwd(), file).split(sep).join('/');
      const { compileMdx } = await import('../../mdx/processor.js');
      const { readPartial } = await import('../../mdx/plugins/partials/index.js');
      const { markdownFormatOf } = await import('../../config/markdown-format.js');
      const { body, data, bodyLine } = readPartial(file);
      const compiled = await compileMdx(body, {
        filePath: relative(options.siteDir, file).split(sep).join('/'),
        absolutePath: file,
        contentRoot: options.siteDir,
        frontMatter: data,
        lineOffset: bodyLine,
        format: markdownFormatOf(file, data.format, options.markdownFormat),
        // Site paths as written: the page that renders the file is what the links check reads.
        resolveLink: (url) => (url.startsWith('/') ? url : null),
        ...(options.staticDirs ? { staticDirs: options.staticDirs } : {}),
        readingTime: false,
      });
      const problems = compiled.messages.filter((m) => m.severity === 'error').map((m) => `${shown}:${m.line}:${m.column}: ${m.message}`);
      if (Object.keys(compiled.localComponents).length > 0 || compiled.images.length > 0)
        problems.push(
          `${shown}:1:1: imported by code the browser runs, this Markdown file renders ${compiled.images.length > 0 ? 'images next to it' : 'components'}: import it from an MDX page or a component without state, effects or event handlers, which the build renders`,
        );
      if (problems.length > 0) this.error(problems.join('\n'));
      for (const m of compiled.messages) if (m.severity === 'warning') this.warn(`${shown}:${m.line}:${m.column}: ${m.message}`);
      return {
        code: [
          `import { importedMarkdown } from ${JSON.stringify(options.rendererModule)};`,
          `export const frontMatter = ${JSON.stringify(data)};`,
          `export default importedMarkdown(JSON.parse(${JSON.stringify(JSON.stringify(compiled.body))}));`,
          '',
        ].join('\n'),
        moduleType: 'js',
      };
    },
  };
}
