import { Fragment, type ReactNode } from 'react';
import Line from '@theme/CodeBlock/Line';
import { useCodeBlockContext } from './context';
import { plainLines, type LineToken } from './metadata';
import './code-block-parts.css';

const lineProps = ({ line: _line, ...props }: { line: LineToken[]; className?: string }) => props;
const tokenProps = ({ token }: { token: LineToken }): { children?: ReactNode } => ({ children: token.content });

/**
 * `@theme/CodeBlock/Content`: the block's `<pre>`, a `CodeBlock/Line` a line with the line breaks
 * between them, as this theme's highlighted blocks are drawn; the code shows plain, since no
 * highlighter ships to the browser (blocks in Markdown are highlighted at build time). Its lines
 * wrap while the block's word wrap is on.
 */
export default function CodeBlockContent({ className }: { className?: string }) {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { codeBlockRef, isEnabled } = wordWrap;
  const start = metadata.lineNumbersStart;
  return (
    <pre ref={codeBlockRef} className={['plain', className, isEnabled && 'code-block-wrapped'].filter(Boolean).join(' ')}>
      {/* The counter the line numbers count with starts where the block says (`showLineNumbers={5}`). */}
      <code style={start !== undefined && start !== 1 ? { counterReset: `line ${start - 1}` } : undefined}>
        {plainLines(metadata.code).map((line, i) => (
          <Fragment key={i}>
            {i > 0 && '\n'}
            <Line
              line={line}
              classNames={metadata.lineClassNames[i]}
              showLineNumbers={start !== undefined}
              getLineProps={lineProps}
              getTokenProps={tokenProps}
            />
          </Fragment>
        ))}
      </code>
    </pre>
  );
}
