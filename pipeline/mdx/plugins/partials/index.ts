import { readFileSync } from 'node:fs';
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
    // Positions inside the partial point into another file; dropped so they are not misread.
    visit(partial, (n) => void delete (n as { position?: unknown }).position);
    const children = partial.children;
    // An inline `<Shared />` inside a paragraph takes the partial's inline content.
    const replacement = node.type === 'mdxJsxTextElement' ? children.flatMap((c) => ('children' in c && c.type === 'paragraph' ? c.children : [])) : children;
    parent.children.splice(index, 1, ...(replacement as never[]));
    return [SKIP, index + replacement.length];
  });
}
