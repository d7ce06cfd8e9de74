import type { Root, Code } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { parseCodeMeta, applyMagicComments } from './meta.js';
import { highlight, resolveLanguage } from './highlighter.js';

export interface CollectedCodeBlock {
  lang: string;
  code: string;
  line: number;
  noCheck: boolean;
}

/**
 * Fenced code becomes a `CodeBlock` component around Shiki's `<pre>`, highlighted at build time.
 * `mermaid` fences become `Mermaid` components, rendered in the browser. Every block is also
 * recorded on `file.data.codeBlocks` for the content checks.
 */
export function remarkCodeBlocks() {
  return async (tree: Root, file: VFile) => {
    const nodes: Code[] = [];
    visit(tree, 'code', (node) => {
      nodes.push(node);
    });
    const collected: CollectedCodeBlock[] = [];
    await Promise.all(
      nodes.map(async (node) => {
        const meta = parseCodeMeta(node.meta);
        const magic = applyMagicComments(node.value);
        const lang = (node.lang ?? '').toLowerCase();
        collected.push({ lang, code: magic.code, line: node.position?.start.line ?? 0, noCheck: meta.noCheck });
        if (lang === 'mermaid') {
          Object.assign(node, { type: 'mermaid', data: { hName: 'Mermaid', hProperties: { value: node.value }, hChildren: [] } });
          return;
        }
        const lines = new Set([...meta.highlightLines, ...magic.lines]);
        const shikiLang = resolveLanguage(lang);
        const pre = await highlight(magic.code, shikiLang, lines);
        Object.assign(node, {
          type: 'codeBlock',
          data: {
            hName: 'CodeBlock',
            hProperties: { language: lang || 'text', title: meta.title, showLineNumbers: meta.showLineNumbers },
            hChildren: [pre],
          },
        });
      }),
    );
    collected.sort((a, b) => a.line - b.line);
    file.data.codeBlocks = collected;
  };
}
