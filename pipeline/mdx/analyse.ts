import type { Root, Heading } from 'mdast';
import { visit, SKIP } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';

export interface ContentAnalysis {
  /** Words outside code blocks: the measure of a page's depth. */
  proseWords: number;
  /** Word-like segments of the Markdown source, code included: what Docusaurus's reading time counts (`sourceWords`); 0 unless the compile asked for it (posts). */
  sourceWords: number;
  /** Every heading's id and text, for anchor checks and search sections. */
  headings: { id: string; text: string; depth: number }[];
  /** Text of a leading `# H1`, the title Docusaurus falls back to. */
  firstHeading: string | null;
}

const CODE_TYPES = new Set(['code', 'codeBlock', 'mermaid', 'mdxjsEsm']);

const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/**
 * The words of a Markdown source as Docusaurus's blog plugin counts them for its reading time
 * (`calculateReadingTime`: `Intl.Segmenter` word-like segments of the post's whole content, code
 * and markup included). Line by line: a word never runs across a line break, so the count is the
 * same, and V8's segmenter slows down more than linearly on a long text (a 129 KB page took 65 s
 * whole, milliseconds in lines).
 */
export function sourceWords(source: string): number {
  let words = 0;
  for (const line of source.split('\n')) if (line) for (const segment of segmenter.segment(line)) if (segment.isWordLike) words++;
  return words;
}

export function analyse(tree: Root, source: string): ContentAnalysis {
  let words = 0;
  visit(tree, (node) => {
    if (CODE_TYPES.has(node.type)) return SKIP;
    if (node.type === 'text' || node.type === 'inlineCode') words += countWords((node as { value: string }).value);
    return undefined;
  });
  const headings: ContentAnalysis['headings'] = [];
  visit(tree, 'heading', (node: Heading) => {
    const id = (node.data?.hProperties as { id?: string } | undefined)?.id;
    if (id) headings.push({ id, text: toString(node), depth: node.depth });
  });
  const first = tree.children.find((n) => n.type !== 'mdxjsEsm' && n.type !== 'yaml');
  return {
    proseWords: words,
    sourceWords: sourceWords(source),
    headings,
    firstHeading: first?.type === 'heading' && first.depth === 1 ? toString(first) : null,
  };
}

export function countWords(text: string): number {
  const m = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’_.-]*/gu);
  return m ? m.length : 0;
}
