import type { Root } from 'mdast';
import type { Element, ElementContent } from 'hast';
import { visit } from 'unist-util-visit';
import { EVALUATED, type EvaluatedNode } from './evaluated-node.js';

/**
 * Where a build-time `<CodeBlock>` waits for Shiki (highlighting is async, rendering is not): the
 * element's `data.pendingCode`, set by the Docusaurus adapter's `@theme/CodeBlock`.
 */
export interface PendingCode {
  code: string;
  language: string;
}

/** Highlights the `<CodeBlock>`s rendered at build time with Shiki, like fenced code. */
export async function highlightPending(tree: Root) {
  const rendered: ElementContent[] = [];
  visit(tree, EVALUATED as never, (node: EvaluatedNode) => {
    rendered.push(...node.data.hast);
  });
  await highlightPendingIn(rendered);
}

/** The `<CodeBlock>`s waiting for Shiki among `nodes` (HAST), highlighted. */
export async function highlightPendingIn(nodes: ElementContent[]) {
  const pending: Element[] = [];
  const collect = (list: ElementContent[]) => {
    for (const n of list) {
      if (n.type !== 'element') continue;
      if ((n.data as { pendingCode?: PendingCode } | undefined)?.pendingCode) pending.push(n);
      collect(n.children);
    }
  };
  collect(nodes);
  await highlightElements(pending);
}

async function highlightElements(pending: Element[]) {
  if (pending.length === 0) return;
  // Shiki is loaded only when there is code to highlight (see `plugins/code-blocks`).
  const { highlight, resolveLanguage } = await import('../plugins/code-blocks/highlighter.js');
  for (const el of pending) {
    const { code, language } = (el.data as unknown as { pendingCode: PendingCode }).pendingCode;
    el.children = [await highlight(code, resolveLanguage(language), new Set())];
    delete el.data;
  }
}
