import { readFileSync } from 'node:fs';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { Program } from 'estree';
import { visit } from 'unist-util-visit';
import { resolveLocalImport } from '../../resolve-import.js';
import { parseFrontMatter } from '../../../content/front-matter.js';
import { toLf } from '../../../content/line-endings.js';

/**
 * Markdown imported by Markdown (`import Shared from './_shared.md'` then `<Shared />`) is, as in
 * Docusaurus, a module of its own: it is compiled on its own (its imports, exports and scope, its
 * links and images from its own folder, `props` from the element) and its HAST is put where the
 * element is (`jsx-components/markdown.ts`). What is here is what the page needs to know of its
 * partials before that: which names are Markdown, and their headings for the page's TOC.
 */

/** Docusaurus's test for a Markdown import (mdx-loader `isMarkdownImport`): the source ends in `.md` or `.mdx`. */
const MARKDOWN_SOURCE = /\.mdx?$/;

/** The file's default imports of Markdown files: local name → absolute path (only those that exist). */
export function markdownImports(tree: Root, absolutePath: string, contentRoot: string): Map<string, string> {
  const out = new Map<string, string>();
  visit(tree, 'mdxjsEsm', (node: MdxjsEsm) => {
    const program = node.data?.estree as Program | undefined;
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || !MARKDOWN_SOURCE.test(String(statement.source.value))) continue;
      const spec = statement.specifiers.find((s) => s.type === 'ImportDefaultSpecifier');
      const resolved = resolveLocalImport(String(statement.source.value), absolutePath, contentRoot);
      if (spec && resolved && resolved !== 'missing') out.set(spec.local.name, resolved.path);
    }
  });
  return out;
}

/** A partial's text as the parser reads it: its body (front matter dropped) and the line the body starts on. */
export function readPartial(path: string): { body: string; data: Record<string, unknown>; bodyLine: number } {
  const { body, data, bodyLine } = parseFrontMatter(toLf(readFileSync(path, 'utf8')));
  return { body, data, bodyLine };
}

/** Partials reached through partials, deepest last: a file met again is a cycle. */
const MAX_PARTIAL_DEPTH = 8;

/** Why `path` cannot be compiled as a partial of the files in `stack` (the page first), or null. */
export function partialCycle(stack: readonly string[], path: string, shown = path): string | null {
  if (!stack.includes(path) && stack.length <= MAX_PARTIAL_DEPTH) return null;
  return `partial \`${shown}\` includes itself (through ${stack.length - stack.indexOf(path) - 1} other partial(s))`;
}
