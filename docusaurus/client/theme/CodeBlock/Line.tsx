import type { HTMLAttributes, ReactNode } from 'react';
import LineToken from '@theme/CodeBlock/Line/Token';
import { HIGHLIGHTED_LINE, type LineToken as Token } from './metadata';

type LineProps = HTMLAttributes<HTMLElement>;

/**
 * `@theme/CodeBlock/Line` (the same name in 3.0–3.10): one line of a block, from
 * prism-react-renderer's `line` tokens and its `getLineProps`/`getTokenProps`, drawn as this
 * theme draws a highlighted line, a `span.line` (the block puts the line breaks between lines;
 * line numbers are the block's counter, `showLineNumbers` on the block); a line its metastring
 * highlights (`classNames` has theme-classic's class) gets this theme's `highlighted` look too.
 */
export default function CodeBlockLine({
  line,
  classNames,
  getLineProps,
  getTokenProps,
}: {
  line: Token[];
  classNames?: string[];
  showLineNumbers?: boolean;
  getLineProps: (input: { line: Token[]; className?: string }) => LineProps;
  getTokenProps: (input: { token: Token }) => LineProps & { children?: ReactNode };
}) {
  // A line whose only token is its line break draws empty (the break is the block's), as theme-classic's does.
  const tokens = line.length === 1 && line[0]!.content === '\n' ? [{ ...line[0]!, content: '' }] : line;
  const className = ['line', ...(classNames ?? []), classNames?.includes(HIGHLIGHTED_LINE) ? 'highlighted' : null].filter(Boolean).join(' ');
  return (
    <span {...getLineProps({ line: tokens, className })}>
      {tokens.map((token, key) => {
        const props = getTokenProps({ token });
        return <LineToken key={key} {...props} line={tokens} token={token} />;
      })}
    </span>
  );
}
