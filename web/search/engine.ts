/**
 * The search engine in the browser: this module and Orama are one lazy chunk, imported when the
 * reader first focuses a search box or opens a page with terms to highlight (see `client.ts`).
 */
import type { HastNode, HastRoot } from '../../common/contract';
import { matchRanges } from '../../common/search/highlight';
import { queryWords } from '../../common/search/terms';

export { openIndex, runSearch, type RunOptions, type SearchHit, type SearchSources } from '../../common/search/run';
export type { SearchDb } from '../../common/search/engine';

// Code is not searched (see pipeline/search/records.ts), so it is not marked either.
const UNMARKED = new Set(['pre', 'CodeBlock', 'Mermaid', 'script', 'style', 'svg']);

/**
 * A copy of a page body with the words matching `query` wrapped in `<mark>` elements, for the
 * target page of a search result. The page renders it like any other body: no DOM is touched.
 */
export function markTerms(tree: HastRoot, query: string): { tree: HastRoot; marks: number } {
  const words = queryWords(query);
  let marks = 0;
  const visit = (node: HastNode): HastNode[] => {
    if (node.type === 'text') {
      const ranges = matchRanges(node.value, words);
      if (!ranges.length) return [node];
      const out: HastNode[] = [];
      let at = 0;
      for (const [start, end] of ranges) {
        if (start > at) out.push({ type: 'text', value: node.value.slice(at, start) });
        out.push({
          type: 'element',
          tagName: 'mark',
          properties: { className: ['search-mark'] },
          children: [{ type: 'text', value: node.value.slice(start, end) }],
        });
        marks++;
        at = end;
      }
      if (at < node.value.length) out.push({ type: 'text', value: node.value.slice(at) });
      return out;
    }
    if (node.type === 'element' && UNMARKED.has(node.tagName)) return [node];
    return [{ ...node, children: node.children.flatMap(visit) }];
  };
  if (!words.some((w) => w.term)) return { tree, marks: 0 };
  return { tree: { type: 'root', children: tree.children.flatMap(visit) }, marks };
}
