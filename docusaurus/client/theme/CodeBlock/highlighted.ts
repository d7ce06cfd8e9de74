import { createContext, isValidElement, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import type { LineToken } from './metadata';

/** A token of a line the build highlighted: prism-react-renderer's shape, with the colours the build painted it in. */
export interface HighlightedToken extends LineToken {
  style?: CSSProperties;
}

/**
 * A Markdown block as the build highlighted it (`pipeline/mdx/plugins/code-blocks`): the `<pre>`'s
 * classes and colours, its code, and its lines as tokens, so the code block's parts
 * (`CodeBlock/Content`, `Line`, `Line/Token`) draw the build's colours without a highlighter in
 * the browser.
 */
export interface HighlightedBlock {
  className: string;
  style: CSSProperties | undefined;
  code: string;
  lines: HighlightedToken[][];
  /** The lines (from 0) the build marked highlighted (the metastring's `{…}`, the magic comments). */
  highlighted: number[];
}

type Props = { className?: string; style?: CSSProperties; children?: ReactNode };

const elements = (node: ReactNode): ReactElement<Props>[] =>
  (Array.isArray(node) ? (node as ReactNode[]) : [node]).filter((child): child is ReactElement<Props> => isValidElement(child));
const classes = (element: ReactElement<Props>): string[] => (element.props.className ?? '').split(/\s+/).filter(Boolean);
const textOf = (node: ReactNode): string =>
  typeof node === 'string' || typeof node === 'number'
    ? String(node)
    : Array.isArray(node)
      ? (node as ReactNode[]).map(textOf).join('')
      : isValidElement<Props>(node)
        ? textOf(node.props.children)
        : '';

/** A line's tokens: its text as one plain token a run, a painted span's style kept; an empty line prism-react-renderer's `\n` token. */
function lineTokens(line: ReactElement<Props>): HighlightedToken[] {
  const children = Array.isArray(line.props.children) ? (line.props.children as ReactNode[]) : [line.props.children];
  const tokens: HighlightedToken[] = [];
  for (const child of children) {
    const content = textOf(child);
    if (!content) continue;
    const style = isValidElement<Props>(child) ? child.props.style : undefined;
    tokens.push(style ? { types: ['plain'], content, style } : { types: ['plain'], content });
  }
  return tokens.length > 0 ? tokens : [{ types: ['plain'], content: '\n', empty: true }];
}

/**
 * The block the build highlighted, from the React elements the SPA's renderer drew its `<pre>` as
 * (a `pre` > `code` > one `span.line` a line, line breaks between them); null for anything else
 * (a block whose children are not that shape is drawn as the chrome draws it).
 */
export function highlightedBlock(children: ReactNode): HighlightedBlock | null {
  const pre = elements(children).find((element) => element.type === 'pre');
  const code = pre && elements(pre.props.children).find((element) => element.type === 'code');
  if (!pre || !code) return null;
  const lines = elements(code.props.children).filter((element) => classes(element).includes('line'));
  if (lines.length === 0) return null;
  return {
    className: pre.props.className ?? '',
    style: pre.props.style,
    code: lines.map((line) => textOf(line.props.children)).join('\n'),
    lines: lines.map(lineTokens),
    highlighted: lines.flatMap((line, i) => (classes(line).includes('highlighted') ? [i] : [])),
  };
}

/** The metastring theme-classic's `CodeBlock` would read the block's highlighted lines from (`{2,4}`), for its `Content/String`. */
export function highlightMetastring(block: Pick<HighlightedBlock, 'highlighted'>): string | undefined {
  return block.highlighted.length > 0 ? `{${block.highlighted.map((i) => i + 1).join(',')}}` : undefined;
}

/**
 * The block the build highlighted, around the parts that draw it (`composed/CodeBlock.tsx`): the
 * compatibility layer's `CodeBlock/Content` draws these lines while they are the block's code.
 */
export const HighlightedBlockContext = createContext<HighlightedBlock | null>(null);
