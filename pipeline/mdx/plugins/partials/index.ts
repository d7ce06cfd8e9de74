import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Root, Parent } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { Program } from 'estree';
import type { VFile } from 'vfile';
import type { Node } from 'unist';
import { visit, SKIP } from 'unist-util-visit';
import { resolveLocalImport } from '../../resolve-import.js';
import { parseFrontMatter } from '../../../content/front-matter.js';
import { toLf } from '../../../content/line-endings.js';
import { reportError } from '../../errors.js';

declare module 'unist' {
  interface Data {
    /** The partial a node was written in (absolute path); unset for the page's own text. */
    partialSource?: string;
  }
}

/** The partial a node was written in (absolute path), or undefined for the page's own text. */
export function partialSource(node: Node): string | undefined {
  return node.data?.partialSource;
}

// `!!raw-loader!./x`: webpack's inline loaders before a relative path.
const RELATIVE_IMPORT = /^((?:-?!{0,2}[\w@/.-]*-loader(?:\?[^!]*)?!)*)(\.\.?\/.*)$/;

/** The partial's relative imports made absolute: the page that takes in its statements is elsewhere. */
function absoluteImports(partial: Root, path: string) {
  visit(partial, 'mdxjsEsm', (node: MdxjsEsm) => {
    const program = node.data?.estree as Program | undefined;
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' && !(statement.type === 'ExportNamedDeclaration' && statement.source)) continue;
      const source = statement.source!;
      const m = RELATIVE_IMPORT.exec(String(source.value));
      if (!m) continue;
      source.value = `${m[1]}${resolve(dirname(path), m[2]!)}`;
      delete source.raw;
    }
  });
}

export interface PartialOptions {
  /** Absolute path of the file being compiled. */
  absolutePath?: string;
  contentRoot?: string;
  /** Parses a partial's text (after the legacy rewrite) into mdast with the same syntax. */
  parse: (text: string) => Root;
}

/**
 * `import Shared from './_shared.md'` then `<Shared />`: Docusaurus renders the partial in place.
 * Here the partial is parsed with the same syntax and its tree replaces the element, before any
 * other plugin runs, so its headings, links and code are handled like the page's own. Partials
 * may import partials (up to a small depth; a cycle is reported).
 */
export function remarkPartials(options: PartialOptions) {
  return (tree: Root, file: VFile) => {
    if (!options.absolutePath || !options.contentRoot) return;
    inline(tree, options.absolutePath, options, file, [options.absolutePath], null);
  };
}

/** `anchor` is the page's own element a nested partial came through: problems are reported there. */
function inline(tree: Root, fromPath: string, options: PartialOptions, file: VFile, stack: string[], anchor: Node | null) {
  const partials = new Map<string, string>();
  visit(tree, 'mdxjsEsm', (node: MdxjsEsm) => {
    const program = node.data?.estree as Program | undefined;
    if (!program) return;
    program.body = program.body.filter((statement) => {
      if (statement.type !== 'ImportDeclaration') return true;
      const resolved = resolveLocalImport(String(statement.source.value), fromPath, options.contentRoot!);
      if (!resolved || resolved === 'missing' || resolved.kind !== 'partial') return true;
      const spec = statement.specifiers.find((s) => s.type === 'ImportDefaultSpecifier');
      if (spec) partials.set(spec.local.name, resolved.path);
      return false;
    });
  });
  if (partials.size === 0) return;
  visit(tree, (node, index, parent: Parent | undefined) => {
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !parent || index === undefined) return;
    const path = partials.get((node as { name: string | null }).name ?? '');
    if (!path) return;
    if (stack.includes(path) || stack.length > 8) {
      reportError(file, anchor ?? node, `partial \`${path}\` includes itself (through ${stack.length - 1} other partial(s))`);
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    const { body } = parseFrontMatter(toLf(readFileSync(path, 'utf8')));
    // The page is made from this file too: the build cache and dev mode recompile it when it changes.
    ((file.data.partials as string[] | undefined) ??= []).push(path);
    const partial = options.parse(body);
    inline(partial, path, options, file, [...stack, path], anchor ?? node);
    // Positions inside the partial point into another file; dropped so they are not misread. What
    // the partial's text names relative to itself (links, images, imports) resolves from its own
    // folder, as Docusaurus compiles a partial as a module of its own.
    visit(partial, (n) => {
      delete n.position;
      (n.data ??= {}).partialSource ??= path;
    });
    absoluteImports(partial, path);
    const children = partial.children;
    // An inline `<Shared />` inside a paragraph takes the partial's inline content.
    const replacement = node.type === 'mdxJsxTextElement' ? children.flatMap((c) => ('children' in c && c.type === 'paragraph' ? c.children : [])) : children;
    parent.children.splice(index, 1, ...(replacement as never[]));
    return [SKIP, index + replacement.length];
  });
}
