import type { Root, Code } from 'mdast';
import type { VFile } from 'vfile';
import { visit, SKIP } from 'unist-util-visit';
import type { Parent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { Program } from 'estree';
import type { Element } from 'hast';
import { toString } from 'mdast-util-to-string';
import { parseCodeMeta, applyMagicComments } from './meta.js';
import type { CodeThemes } from './themes.js';

export interface CollectedCodeBlock {
  lang: string;
  code: string;
  line: number;
  noCheck: boolean;
}

/**
 * Fenced code becomes a `CodeBlock` component around a `<pre>` highlighted at build time: by Prism
 * with a Docusaurus site's Prism themes (`prism.ts`), by Shiki otherwise (`highlighter.ts`).
 * `mermaid` fences become `Mermaid` components, rendered in the browser. Every block is also
 * recorded on `file.data.codeBlocks` for the content checks.
 */
export function remarkCodeBlocks(options: { themes?: CodeThemes } = {}) {
  return async (tree: Root, file: VFile) => {
    jsxCodeBlocksToCode(tree);
    const nodes: Code[] = [];
    visit(tree, 'code', (node) => {
      nodes.push(node);
    });
    const collected: CollectedCodeBlock[] = [];
    // The highlighter is loaded by the first page with code to highlight: a warm build often compiles none.
    const highlight = nodes.some((n) => (n.lang ?? '').toLowerCase() !== 'mermaid') ? await highlighterFor(options.themes) : null;
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
        const pre = await highlight!(magic.code, lang, lines);
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

/** Highlights a block's code (its language as written, lower case) to a `<pre>`, marking `lines`. */
type Highlight = (code: string, lang: string, lines: Set<number>) => Element | Promise<Element>;

/** Prism for a site with Prism themes (a Docusaurus site), Shiki otherwise; each loaded only when used. */
async function highlighterFor(themes: CodeThemes | undefined): Promise<Highlight> {
  const prism = themes?.prism;
  if (prism) {
    const { highlightWithPrism } = await import('./prism.js');
    return (code, lang, lines) => highlightWithPrism(code, lang, lines, prism);
  }
  const shiki = await import('./highlighter.js');
  return (code, lang, lines) => shiki.highlight(code, shiki.resolveLanguage(lang), lines, themes);
}

/**
 * `<CodeBlock language="yaml" title="x">text</CodeBlock>` (from `@theme/CodeBlock`) is highlighted
 * like a fence: its text (plain children or a string/template literal expression) becomes a code
 * node with the same meta. Children that are not text leave the element as it is.
 */
function jsxCodeBlocksToCode(tree: Root) {
  visit(tree, (node, index, parent: Parent | undefined) => {
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !parent || index === undefined) return;
    const el = node as MdxJsxFlowElement;
    if (el.name !== 'CodeBlock') return;
    const attr = (name: string) => {
      const a = el.attributes.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
      return a && a.type === 'mdxJsxAttribute' ? (typeof a.value === 'string' ? a.value : a.value === null ? true : undefined) : undefined;
    };
    let value: string | null = null;
    const children = el.children as { type: string; data?: { estree?: Program } }[];
    const only = children.length === 1 ? children[0] : undefined;
    const expr = only?.type === 'mdxFlowExpression' || only?.type === 'mdxTextExpression' ? only.data?.estree?.body[0] : undefined;
    if (expr?.type === 'ExpressionStatement') {
      const e = expr.expression;
      if (e.type === 'Literal' && typeof e.value === 'string') value = e.value;
      else if (e.type === 'TemplateLiteral' && e.expressions.length === 0) value = e.quasis.map((q) => q.value.cooked ?? '').join('');
    } else if (children.every((c) => c.type === 'paragraph' || c.type === 'text')) {
      value = el.children.map((c) => toString(c)).join('\n');
    }
    if (value === null) return;
    const language = attr('language');
    const title = attr('title');
    const meta = [
      typeof title === 'string' ? `title=${JSON.stringify(title)}` : '',
      attr('showLineNumbers') ? 'showLineNumbers' : '',
      typeof attr('metastring') === 'string' ? String(attr('metastring')) : '',
    ]
      .filter(Boolean)
      .join(' ');
    const code: Code = {
      type: 'code',
      lang: typeof language === 'string' ? language : null,
      meta: meta || null,
      value: value.replace(/^\n|\n$/g, ''),
      position: el.position,
    };
    parent.children.splice(index, 1, code as never);
    return [SKIP, index + 1];
  });
}
