import { sep } from 'node:path';
import type { Plugin } from 'vite';
import type { ImportedMarkdown } from '../../compile/imported-markdown.js';
import type { LocalComponentEntry } from '../../mdx/evaluate/local-component.js';

const MARKDOWN = /\.mdx?$/i;
/** The modules of components extracted from an imported file's MDX (`export const X = ...`). */
const EXTRACTED = '\0browser-markdown-extracted:';

/** Compiles one imported Markdown file of the site (`compile/imported-markdown.ts`, in the build's process or here). */
export type ImportedMarkdownCompiler = (file: string) => Promise<ImportedMarkdown>;

/**
 * Markdown that code the browser runs imports (a React page, or a component with state that
 * renders `import Table from './_table.md'`): Docusaurus's MDX loader makes any imported Markdown
 * file a React component, in any module. The file is compiled as a page is (`compile`), and its
 * module gives a component that renders that tree with the renderer of page bodies (`MdxContent`),
 * and the file's `frontMatter`. The site's components the file renders are imported by that module
 * and handed to the renderer, so they draw at once, as the file's own imports do on Docusaurus.
 * The files next to it that it shows or links are imported as URLs (`withFileUrls`), so the
 * bundle publishes them, in the dev server as in a build, and the tree names them by their paths
 * from the site root (`fileSitePaths`), as a page's tree names its images.
 */
export function browserMarkdown(options: {
  siteDir: string;
  /** The locales' copies of the site folder (`BundleSettings.siteCopies`): a locale's React pages may be there, and so the Markdown they import. */
  siteCopies?: readonly string[];
  /** The module whose `importedMarkdown(tree, components)` gives the component (`web/mdx/imported-markdown.tsx`). */
  rendererModule: string;
  compile: ImportedMarkdownCompiler;
}): Plugin {
  const siteDirs = [options.siteDir, ...(options.siteCopies ?? [])];
  const isSiteFile = (file: string) => siteDirs.some((dir) => file.startsWith(`${dir}${sep}`)) && !file.includes(`${sep}node_modules${sep}`);
  const extracted = new Map<string, string>();
  return {
    name: 'browser-markdown',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(EXTRACTED) ? id : null;
    },
    async load(id) {
      if (id.startsWith(EXTRACTED)) return { code: extracted.get(id) ?? '', moduleType: 'jsx' };
      const file = id.split('?')[0]!;
      if (id.startsWith('\0') || !MARKDOWN.test(file) || !isSiteFile(file)) return null;
      this.addWatchFile(file);
      const compiled = await options.compile(file);
      if (compiled.errors.length > 0) this.error(compiled.errors.join('\n'));
      for (const warning of compiled.warnings) this.warn(warning);
      const imported = componentImports(compiled.localComponents, (key, source) => {
        const module = `${EXTRACTED}${key}.jsx`;
        extracted.set(module, source);
        return module;
      });
      for (const entry of Object.values(compiled.localComponents)) if (entry.path) this.addWatchFile(entry.path);
      // One import per file, which the tree may name by more than one path (an image and a link to it).
      const bindings = new Map(compiled.files.map((file) => [file.from, '']));
      [...bindings.keys()].forEach((from, i) => bindings.set(from, `f${i}`));
      const files = compiled.files.map((file) => ({ to: file.to, binding: bindings.get(file.from)! }));
      for (const from of bindings.keys()) this.addWatchFile(from);
      return {
        code: [
          `import { importedMarkdown } from ${JSON.stringify(options.rendererModule)};`,
          ...imported.imports,
          // Published as files, never inlined: a link to a download must stay a URL the browser can open.
          ...[...bindings].map(([from, binding]) => `import ${binding}url from ${JSON.stringify(`${from}?url&no-inline`)};`),
          ...(bindings.size > 0 ? [fileSitePaths([...bindings.values()])] : []),
          `export const frontMatter = ${JSON.stringify(compiled.frontMatter)};`,
          `export default importedMarkdown(JSON.parse(${withFileUrls(JSON.stringify(compiled.body), files)}), {${imported.map}});`,
          '',
        ].join('\n'),
        moduleType: 'js',
      };
    },
  };
}

/**
 * One import per component the file renders, and the `registry key: component` entries handed to
 * the renderer. A component extracted from the file's MDX gets a module of its own (`extract`).
 */
export function componentImports(
  entries: Record<string, LocalComponentEntry>,
  extract: (key: string, source: string) => string,
): { imports: string[]; map: string } {
  const imports: string[] = [];
  const map: string[] = [];
  Object.entries(entries).forEach(([key, entry], i) => {
    const from = entry.path ?? extract(key, entry.source ?? '');
    const name = entry.path ? entry.exportName : 'default';
    const binding = name === 'default' ? `c${i}` : `{ ${/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name)} as c${i} }`;
    imports.push(`import ${binding} from ${JSON.stringify(from)};`);
    map.push(`${JSON.stringify(key)}: c${i}`);
  });
  return { imports, map: map.join(', ') };
}

/**
 * The files' URLs as paths from the site root (`<binding>url` → `<binding>`): Vite's URL has the
 * base URL in front, which the tree's paths have not, as a page's (the theme's link and image add it).
 */
export function fileSitePaths(bindings: string[]): string {
  const base = 'import.meta.env.BASE_URL';
  const sitePath = (binding: string) => `${binding}url.startsWith(${base}) ? \`/\${${binding}url.slice(${base}.length)}\` : ${binding}url`;
  return `const ${bindings.map((binding) => `${binding} = ${sitePath(binding)}`).join(', ')};`;
}

/**
 * The expression of the tree's JSON text with each file's path (`to`, where the compile named it)
 * replaced by the URL its import gives (`binding`), wherever it stands (`src`, `href`, a `srcSet`).
 */
export function withFileUrls(json: string, files: { to: string; binding: string }[]): string {
  let pieces = [JSON.stringify(json)];
  for (const file of files) {
    const escaped = JSON.stringify(file.to).slice(1, -1);
    const url = `JSON.stringify(${file.binding}).slice(1, -1)`;
    pieces = pieces.flatMap((piece) => {
      if (!piece.startsWith('"')) return [piece];
      const parts = (JSON.parse(piece) as string).split(escaped);
      return parts.flatMap((part, i) => (i === 0 ? [JSON.stringify(part)] : [url, JSON.stringify(part)]));
    });
  }
  return pieces.filter((piece) => piece !== '""').join(' + ') || '""';
}
