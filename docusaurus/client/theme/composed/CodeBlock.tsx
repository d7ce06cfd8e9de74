import type { ComponentProps } from 'react';
import StringContent from '@theme/CodeBlock/Content/String';
import { CodeBlock as ChromeCodeBlock } from '../../../../web/theme/CodeBlock';
import { HighlightedBlockContext, highlightedBlock, highlightMetastring } from '../CodeBlock/highlighted';

/**
 * This theme's code block for Markdown (`web/theme/CodeBlock`, highlighted at build time) for a site
 * that swizzles one of its parts (`CHROME_COMPOSITIONS`): drawn as theme-classic 3.10's `CodeBlock`
 * draws a block of text, through `CodeBlock/Content/String` (which puts the block's metadata and word
 * wrap around `CodeBlock/Layout`: `Title`, `Content` with a `Line` and `Line/Token`s a line, and
 * `Buttons`: `WordWrapButton`, `CopyButton`, their `Button` and icons), each by its `@theme/` name.
 * The lines' tokens are the build's, rebuilt from the `<pre>` it highlighted: nothing is highlighted
 * again in the browser. A block that is not the build's shape is drawn as the chrome draws it.
 */
export function CodeBlock({ title, language, showLineNumbers, children, ...rest }: ComponentProps<typeof ChromeCodeBlock>) {
  const block = highlightedBlock(children);
  if (!block)
    return (
      <ChromeCodeBlock {...rest} title={title} language={language} showLineNumbers={showLineNumbers}>
        {children}
      </ChromeCodeBlock>
    );
  return (
    <HighlightedBlockContext value={block}>
      <StringContent language={language} title={title} showLineNumbers={showLineNumbers} metastring={highlightMetastring(block)}>
        {block.code}
      </StringContent>
    </HighlightedBlockContext>
  );
}
