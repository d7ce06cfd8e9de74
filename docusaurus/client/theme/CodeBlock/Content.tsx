import { Fragment, useContext, type CSSProperties, type ReactNode } from 'react';
import Line from '@theme/CodeBlock/Line';
import { useCodeBlockContext } from './context';
import { plainLines, type LineToken } from './metadata';
import { HighlightedBlockContext, type HighlightedToken } from './highlighted';
import './code-block-parts.css';

const lineProps = ({ line: _line, ...props }: { line: LineToken[]; className?: string }) => props;
// A token the build painted keeps its colours (prism-react-renderer's `getTokenProps` gives the theme's style too).
const tokenProps = ({ token }: { token: HighlightedToken }): { children?: ReactNode; style?: CSSProperties } =>
  token.style ? { children: token.content, style: token.style } : { children: token.content };

/**
 * `@theme/CodeBlock/Content`: the block's `<pre>`, a `CodeBlock/Line` a line with the line breaks
 * between them, as this theme's highlighted blocks are drawn. A Markdown block (drawn through these
 * parts for a site that swizzles one: `composed/CodeBlock.tsx`) keeps the colours the build gave
 * its tokens; other code shows plain, since no highlighter ships to the browser. Its lines wrap
 * while the block's word wrap is on.
 */
export default function CodeBlockContent({ className }: { className?: string }) {
  const { metadata, wordWrap } = useCodeBlockContext();
  const built = useContext(HighlightedBlockContext);
  // The build's lines while they are this code (a site's `Content/String` may have changed it).
  const highlighted = built && built.code === metadata.code ? built : null;
  const { codeBlockRef, isEnabled } = wordWrap;
  const start = metadata.lineNumbersStart;
  return (
    <pre
      ref={codeBlockRef}
      className={[highlighted ? highlighted.className : 'plain', className, isEnabled && 'code-block-wrapped'].filter(Boolean).join(' ')}
      style={highlighted?.style}
    >
      {/* The counter the line numbers count with starts where the block says (`showLineNumbers={5}`). */}
      <code style={start !== undefined && start !== 1 ? { counterReset: `line ${start - 1}` } : undefined}>
        {(highlighted ? highlighted.lines : plainLines(metadata.code)).map((line, i) => (
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
